import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mail } from '@/contract/mail';
import { useUpdateMails, type MailChange } from '@/web/features/mail/api/update-mails';
import { toast } from '@/web/lib/toast';

/** Applies a change to mails; a move says where the mails went once it is stored. */
export function useMailChange() {
  const { t } = useTranslation();
  const { mutate } = useUpdateMails();
  return useCallback(
    (mails: Mail[], change: MailChange, onDone?: () => void) => {
      if (mails.length === 0) return;
      mutate(
        { mails, change },
        {
          onSuccess: () => {
            if (change.folder) toast(t(`mail.toast.moved.${change.folder}`, { count: mails.length }), 'success');
            onDone?.();
          },
        },
      );
    },
    [mutate, t],
  );
}
