import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/web/components/text-input';
import { LazyRichTextEditor } from '@/web/components/rich-text-editor/lazy-rich-text-editor';
import { useErrorText } from '@/web/lib/error-text';
import { toast } from '@/web/lib/toast';
import { IMAGE_ACCEPT, usePickedImageUpload } from '@/web/lib/upload-image';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useDiscardDrafts } from '@/web/features/mail/api/delete-mails';
import { useMail } from '@/web/features/mail/api/get-mail';
import { refreshMailLists } from '@/web/features/mail/api/mail-cache';
import { useSaveDraft, useSendMail, type MailDraft } from '@/web/features/mail/api/send-mail';
import { ComposeRecipientsField } from './compose-recipients-field';
import { fileNameOf } from './mail-attachments';
import { AttachmentIcon, CloseIcon } from './mail-icons';
import { QuotedOriginal } from './quoted-original';

/** A mail's subject and body may be long, but not without end (the server checks again). */
const SUBJECT_MAX = 255;

interface MailComposeDialogProps {
  /** What the form starts with: empty, or a reply or forward filled in. */
  initial: MailDraft;
  onClose(): void;
  /** Once the draft it was opened from (or saved as) is gone: sent, or discarded (before onClose). */
  onDraftGone?(): void;
}

/** Writing a mail: recipients, subject, rich text, pictures attached; send it, or keep it as a draft. */
export function MailComposeDialog({ initial, onClose, onDraftGone }: MailComposeDialogProps) {
  const { t } = useTranslation();
  const message = useErrorText();
  const queryClient = useQueryClient();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [draft, setDraft] = useState(initial);
  const [toError, setToError] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useSendMail();
  const save = useSaveDraft();
  const discard = useDiscardDrafts();
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  // A reply or forward opened again from the drafts: the mail it answers is fetched to show it.
  const original = useMail(draft.original ? undefined : draft.answers?.mailId).data ?? draft.original;
  const upload = usePickedImageUpload((url) => setDraft((current) => ({ ...current, files: [...current.files, url] })));
  const busy = send.isPending || save.isPending || discard.isPending;
  const kind = draft.answers?.kind;
  const isForward = kind === 'forward';
  const isReply = kind !== undefined && !isForward;
  const title = isReply ? t('mail.compose.replyTitle') : isForward ? t('mail.compose.forwardTitle') : t('mail.compose.title');

  const done = (text: string) => {
    toast(text, 'success');
    void refreshMailLists(queryClient);
    onClose();
  };
  const onSend = () => {
    setFailure(undefined);
    if (draft.to.length === 0) {
      setToError(t('mail.compose.toRequired'));
      return;
    }
    send.mutate(draft, {
      onSuccess: () => {
        if (draft.draftId) onDraftGone?.();
        done(t('mail.toast.sent'));
      },
      onError: setFailure,
    });
  };
  const onSave = () => {
    setFailure(undefined);
    save.mutate(draft, {
      // The form stays open; saving again replaces this same draft.
      onSuccess: ({ mail }) => {
        setDraft((current) => ({ ...current, draftId: mail.id }));
        toast(t('mail.toast.draftSaved'), 'success');
        void refreshMailLists(queryClient);
      },
      onError: setFailure,
    });
  };
  // Discarding what was never saved only closes the form; a saved draft is deleted for good once confirmed.
  const onDiscard = () => (draft.draftId ? setConfirmingDiscard(true) : onClose());
  const confirmDiscard = () =>
    discard.mutate([draft.draftId!], {
      onSuccess: () => {
        setConfirmingDiscard(false);
        onDraftGone?.();
        toast(t('mail.toast.discardDraft', { count: 1 }), 'success');
        onClose();
      },
    });

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
        <Box component="span" id={titleId} sx={{ flexGrow: 1 }}>
          {title}
        </Box>
        <IconButton aria-label={t('mail.compose.close')} onClick={onClose} disabled={busy}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Stack sx={{ gap: 2.5 }}>
          {isReply ? (
            // A reply goes to whom the server answers: shown, not changed here.
            <TextInput
              label={t('mail.compose.to')}
              value={draft.to.map((recipient) => recipient.name || recipient.email).join(', ')}
              fullWidth
              readOnly
            />
          ) : (
            <ComposeRecipientsField
              value={draft.to}
              error={toError}
              onChange={(to) => {
                setToError(undefined);
                setDraft((current) => ({ ...current, to }));
              }}
            />
          )}
          <TextInput
            label={t('mail.compose.subject')}
            value={draft.subject}
            fullWidth
            // A reply's or forward's subject is the server's "Re:" or "Fwd:" of the original's.
            readOnly={kind !== undefined}
            inputProps={{ maxLength: SUBJECT_MAX }}
            onChange={(event) => setDraft((current) => ({ ...current, subject: event.target.value }))}
          />
          <LazyRichTextEditor
            label={t('mail.compose.message')}
            placeholder={t('mail.compose.messagePlaceholder')}
            value={draft.message}
            testId="mail-compose-body"
            onChange={(html) => setDraft((current) => ({ ...current, message: html }))}
            onBlur={() => undefined}
          />
          <Box>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <Button variant="outlined" color="inherit" startIcon={<AttachmentIcon sx={{ transform: 'rotate(45deg)' }} />} loading={upload.isPending} onClick={() => fileInput.current?.click()}>
                {t('mail.compose.attach')}
              </Button>
              {upload.problem !== undefined && (
                <Typography variant="caption" role="alert" sx={{ color: 'error.main' }}>
                  {message(upload.problem)}
                </Typography>
              )}
            </Stack>
            <input
              ref={fileInput}
              type="file"
              hidden
              accept={IMAGE_ACCEPT}
              aria-label={t('mail.compose.attach')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                void upload.take(file);
              }}
            />
            {draft.files.length > 0 && (
              <Box component="ul" aria-label={t('mail.compose.attachments')} sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {draft.files.map((url) => (
                  <Box component="li" key={url} sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 1, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 1 }}>
                    <Box component="img" src={url} alt="" sx={{ width: 32, height: 32, objectFit: 'cover', borderRadius: 0.5 }} />
                    <Typography variant="caption" noWrap sx={{ minWidth: 0 }}>
                      {fileNameOf(url)}
                    </Typography>
                    <IconButton
                      size="small"
                      aria-label={t('mail.compose.removeAttachment', { name: fileNameOf(url) })}
                      onClick={() => setDraft((current) => ({ ...current, files: current.files.filter((file) => file !== url) }))}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
          {original && <QuotedOriginal mail={original} forward={isForward} />}
          {failure !== undefined && (
            <Alert severity="error" role="alert">
              {message(failure)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="inherit" onClick={onDiscard} disabled={busy}>
          {t('mail.compose.discard')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" color="inherit" onClick={onSave} loading={save.isPending} disabled={busy}>
          {t('mail.compose.saveDraft')}
        </Button>
        <Button variant="contained" onClick={onSend} loading={send.isPending} disabled={busy}>
          {t('mail.compose.send')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirmingDiscard}
        title={t('mail.confirm.discardDraft.title', { count: 1 })}
        text={t('mail.confirm.discardDraft.text', { count: 1 })}
        cancelLabel={t('mail.confirm.cancel')}
        confirmLabel={t('mail.actions.discardDraft')}
        pending={discard.isPending}
        error={discard.error ? message(discard.error) : undefined}
        onConfirm={confirmDiscard}
        onClose={() => {
          setConfirmingDiscard(false);
          discard.reset();
        }}
      />
    </Dialog>
  );
}
