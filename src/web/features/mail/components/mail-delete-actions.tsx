import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mail } from '@/contract/mail';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useErrorText } from '@/web/lib/error-text';
import { toast } from '@/web/lib/toast';
import { useDeleteMailsForever, useDiscardDrafts } from '@/web/features/mail/api/delete-mails';
import { DeleteForeverIcon } from './mail-icons';

/** What deletes for good: mails of the trash, or drafts (each asks first). */
export type DeleteKind = 'deleteForever' | 'discardDraft';

/** Deleting for good fits when every mail is in the trash (delete forever), or every one is a draft (discard). */
export function deleteKindOf(mails: Pick<Mail, 'folder'>[]): DeleteKind | undefined {
  if (mails.length === 0) return undefined;
  if (mails.every((mail) => mail.folder === 'trash')) return 'deleteForever';
  if (mails.every((mail) => mail.folder === 'drafts')) return 'discardDraft';
  return undefined;
}

/** "Delete forever" (trash) or "Discard draft" (drafts): a button, then a dialog that asks before. */
export function MailDeleteButton({ mails, kind, onDone }: { mails: Mail[]; kind: DeleteKind; onDone?(): void }) {
  const { t } = useTranslation();
  const message = useErrorText();
  const [open, setOpen] = useState(false);
  const deleteForever = useDeleteMailsForever();
  const discard = useDiscardDrafts();
  const action = kind === 'deleteForever' ? deleteForever : discard;
  const label = t(`mail.actions.${kind}`);
  const close = () => {
    setOpen(false);
    action.reset();
  };
  const confirm = () =>
    action.mutate(
      mails.map((mail) => mail.id),
      {
        onSuccess: () => {
          toast(t(`mail.toast.${kind}`, { count: mails.length }), 'success');
          setOpen(false);
          onDone?.();
        },
      },
    );
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={() => setOpen(true)}>
          <DeleteForeverIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={open}
        title={t(`mail.confirm.${kind}.title`, { count: mails.length })}
        text={t(`mail.confirm.${kind}.text`, { count: mails.length })}
        cancelLabel={t('mail.confirm.cancel')}
        confirmLabel={label}
        pending={action.isPending}
        error={action.error ? message(action.error) : undefined}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}
