import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPostLinkUrl } from '@/contract/blog-html';
import { TextInput } from '@/web/components/text-input';

interface LinkDialogProps {
  open: boolean;
  initialUrl: string;
  onClose(): void;
  /** An https address, or '' to remove the link. */
  onSave(url: string): void;
}

/** Asks for a link's address: https only, as the server keeps no other. */
export function LinkDialog({ open, initialUrl, onClose, onSave }: LinkDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const save = () => {
    const value = url.trim();
    if (value !== '' && !isPostLinkUrl(value)) return setError(true);
    onSave(value);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" slotProps={{ transition: { onEnter: () => (setUrl(initialUrl), setError(false)), onEntered: () => input.current?.focus() } }}>
      <DialogTitle id={titleId}>{t('editor.linkTitle')}</DialogTitle>
      <DialogContent>
        <form
          id={`${titleId}-form`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <TextInput
            inputRef={input}
            fullWidth
            type="url"
            label={t('editor.linkUrl')}
            placeholder="https://"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            error={error}
            helperText={error ? t('editor.linkInvalid') : t('editor.linkHint')}
            sx={{ mt: 1 }}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('editor.cancel')}
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained">
          {t('editor.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
