import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomLabelName, Mail, MailChanges } from '@/contract/mail';
import { api } from '@/web/lib/api';
import { useErrorText } from '@/web/lib/error-text';
import { toast } from '@/web/lib/toast';
import { putMailsInCache, refreshMailLists } from './mail-cache';
import { mailQueryKeys } from './mail-query-keys';

/**
 * One change for one or many mails: the flags and folder as the update call takes them, or one custom label
 * added or taken away (each mail keeps its other labels).
 */
export type MailChange = Omit<MailChanges, 'labelIds' | 'addLabelIds' | 'removeLabelIds'> & {
  addLabel?: CustomLabelName;
  removeLabel?: CustomLabelName;
};

/** The mail as it is once the change is made. */
export function changedMail(mail: Mail, { addLabel, removeLabel, ...changes }: MailChange): Mail {
  let labelIds = mail.labelIds;
  if (addLabel && !labelIds.includes(addLabel)) labelIds = [...labelIds, addLabel];
  if (removeLabel) labelIds = labelIds.filter((label) => label !== removeLabel);
  return { ...mail, ...changes, labelIds };
}

/** The bulk call's changes: a label put on or taken off each mail, the mails' other labels left as they are. */
export function changesOf({ addLabel, removeLabel, ...flags }: MailChange): MailChanges {
  return {
    ...flags,
    ...(addLabel ? { addLabelIds: [addLabel] } : {}),
    ...(removeLabel ? { removeLabelIds: [removeLabel] } : {}),
  };
}

/** Applies one change to every given mail in one call (all or nothing) and resolves with the stored mails. */
export async function updateMails(mails: Mail[], change: MailChange): Promise<Mail[]> {
  const answer = await api.post('/api/mail/mails/update-many', {
    mailIds: mails.map((mail) => mail.id),
    updateMail: changesOf(change),
  });
  return answer.mails;
}

/**
 * Changes one or many mails: the screen shows the change at once, then what the server stored, and the
 * labels' unread counts and the lists follow. A failure says why and puts back what the server has.
 */
export function useUpdateMails() {
  const queryClient = useQueryClient();
  const message = useErrorText();
  return useMutation({
    mutationFn: ({ mails, change }: { mails: Mail[]; change: MailChange }) => updateMails(mails, change),
    onMutate: async ({ mails, change }) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: mailQueryKeys.lists }),
        ...mails.map((mail) => queryClient.cancelQueries({ queryKey: mailQueryKeys.mail(mail.id) })),
      ]);
      putMailsInCache(queryClient, mails.map((mail) => changedMail(mail, change)));
    },
    onSuccess: (stored) => putMailsInCache(queryClient, stored),
    onError: (error) => {
      toast(message(error), 'error');
      void queryClient.invalidateQueries({ queryKey: mailQueryKeys.all });
    },
    onSettled: () => refreshMailLists(queryClient),
  });
}
