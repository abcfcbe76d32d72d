import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { forgetMails, rememberMails } from './going-mails';
import { dropMailsFromCache, refreshMailLists } from './mail-cache';

/** Deletes mails of the trash forever (all or nothing); the lists drop them and the counts follow. */
export function useDeleteMailsForever() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mailIds: string[]) => api.post('/api/mail/mails/delete', { mailIds }),
    onMutate: (mailIds) => forgetMails(queryClient, mailIds),
    onError: (_error, mailIds) => rememberMails(mailIds),
    onSuccess: (_answer, mailIds) => {
      dropMailsFromCache(queryClient, mailIds);
      void refreshMailLists(queryClient);
    },
  });
}

/** Deletes drafts for good (one call each: the server deletes one draft at a time). */
export function useDiscardDrafts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mailIds: string[]) => Promise.all(mailIds.map((mailId) => api.post('/api/mail/drafts/delete', { mailId }))),
    onMutate: (mailIds) => forgetMails(queryClient, mailIds),
    onError: (_error, mailIds) => rememberMails(mailIds),
    onSuccess: (_answer, mailIds) => dropMailsFromCache(queryClient, mailIds),
    // Some may be gone even when one failed: the lists come again either way.
    onSettled: () => refreshMailLists(queryClient),
  });
}
