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
export type MailChange = Omit<MailChanges, 'labelIds'> & { addLabel?: CustomLabelName; removeLabel?: CustomLabelName };

/** The mail as it is once the change is made. */
export function changedMail(mail: Mail, { addLabel, removeLabel, ...changes }: MailChange): Mail {
  let labelIds = mail.labelIds;
  if (addLabel && !labelIds.includes(addLabel)) labelIds = [...labelIds, addLabel];
  if (removeLabel) labelIds = labelIds.filter((label) => label !== removeLabel);
  return { ...mail, ...changes, labelIds };
}

/** The update call's changes for one mail (labels as its whole new list). */
function changesFor(mail: Mail, change: MailChange): MailChanges {
  const { addLabel, removeLabel, ...flags } = change;
  return addLabel || removeLabel ? { ...flags, labelIds: changedMail(mail, change).labelIds } : flags;
}

/**
 * SEAM (bulk update): applies one change to every given mail and resolves with the stored mails. For now one
 * update call per mail; this is the one place to switch to the bulk call.
 */
export async function updateMails(mails: Mail[], change: MailChange): Promise<Mail[]> {
  const answers = await Promise.all(
    mails.map((mail) => api.post('/api/mail/mails/update', { mailId: mail.id, updateMail: changesFor(mail, change) })),
  );
  return answers.map((answer) => answer.mail);
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
