import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatErrors, MESSAGE_MAX_LENGTH } from '@/contract/chat';
import { ImageFileInput } from '@/web/components/image-file-input';
import { useErrorText } from '@/web/lib/error-text';
import { formatNumber } from '@/web/lib/format';
import { usePickedImageUpload } from '@/web/lib/upload-image';
import { ImageIcon, SendIcon } from './chat-icons';
import { COUNTER_FROM, messageLength, messageProblem } from './composer-rules';

interface MessageComposerProps {
  /** Sends the text; rejects when it was not sent (the text then stays). */
  onSend(body: string): Promise<unknown>;
  /** Sends an uploaded picture by its address. */
  onSendImage(url: string): Promise<unknown>;
  /** Nothing can be sent yet (no recipient chosen). */
  disabled?: boolean;
}

/**
 * Where a message is written: Enter sends, Shift+Enter starts a new line; a picture is uploaded and sent at
 * once. The text is never cut: a message over the limit waits, with the count shown, until it is shorter.
 */
export function MessageComposer({ onSend, onSendImage, disabled = false }: MessageComposerProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const picker = useRef<HTMLInputElement>(null);
  const helperId = useId();
  const length = messageLength(text);
  const tooLong = length > MESSAGE_MAX_LENGTH;

  const run = async (send: () => Promise<unknown>) => {
    setSending(true);
    setFailure(undefined);
    try {
      await send();
      return true;
    } catch (error) {
      setFailure(error);
      return false;
    } finally {
      setSending(false);
    }
  };

  const upload = usePickedImageUpload((url) => void run(() => onSendImage(url)));
  const busy = sending || upload.isPending;

  const submit = async () => {
    if (busy || disabled) return;
    const problem = messageProblem(text);
    if (problem === ChatErrors.bodyRequired.code) return;
    if (problem) return setFailure(problem);
    const body = text.trim();
    if (await run(() => onSend(body))) setText('');
  };

  const problem = failure ?? upload.problem ?? (tooLong ? ChatErrors.bodyTooLong.code : undefined);

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', px: { xs: 1, sm: 2 }, py: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-end', gap: 0.5 }}>
        <InputBase
          multiline
          maxRows={6}
          fullWidth
          value={text}
          disabled={disabled}
          readOnly={sending}
          onChange={(event) => {
            setText(event.target.value);
            if (failure === ChatErrors.bodyTooLong.code) setFailure(undefined);
          }}
          onKeyDown={(event) => {
            // A composing input method (Japanese, Chinese) uses Enter to pick its characters.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
          placeholder={t('chat.composer.placeholder')}
          inputProps={{
            'aria-label': t('chat.composer.label'),
            'aria-describedby': problem || length >= COUNTER_FROM ? helperId : undefined,
            'aria-invalid': tooLong || undefined,
          }}
          sx={{ px: 1, py: 1.25, typography: 'body2', alignSelf: 'center' }}
        />
        <Tooltip title={t('chat.composer.attach')}>
          <span>
            <IconButton aria-label={t('chat.composer.attach')} disabled={busy || disabled} onClick={() => picker.current?.click()}>
              {upload.isPending ? <CircularProgress size={20} color="inherit" aria-label={t('chat.composer.uploading')} /> : <ImageIcon />}
            </IconButton>
          </span>
        </Tooltip>
        <ImageFileInput ref={picker} onPick={(file) => void upload.take(file)} testId="chat-image-input" />
        <Tooltip title={t('chat.composer.send')}>
          <span>
            <IconButton
              aria-label={t('chat.composer.send')}
              color="primary"
              disabled={busy || disabled || length === 0 || tooLong}
              onClick={() => void submit()}
              sx={{ '& svg': { transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) } }}
            >
              {sending ? <CircularProgress size={20} color="inherit" aria-label={t('chat.composer.sending')} /> : <SendIcon />}
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      {(Boolean(problem) || length >= COUNTER_FROM) && (
        <Stack id={helperId} direction="row" sx={{ justifyContent: 'space-between', gap: 2, px: 1 }}>
          <FormHelperText error role="alert" sx={{ m: 0 }}>
            {problem ? errorText(problem) : ''}
          </FormHelperText>
          {length >= COUNTER_FROM && (
            <FormHelperText error={tooLong} sx={{ m: 0, flexShrink: 0 }}>
              {t('chat.composer.count', { count: formatNumber(length, i18n.language), max: formatNumber(MESSAGE_MAX_LENGTH, i18n.language) })}
            </FormHelperText>
          )}
        </Stack>
      )}
    </Box>
  );
}
