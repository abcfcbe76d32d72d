import type { QueryClient } from '@tanstack/react-query';
import type { Mail, MailResponse, MailsQuery, MailsResponse } from '@/contract/mail';
import { mailBoxOfQuery, mailBoxShows } from '@/web/features/mail/components/mail-box';
import { mailQueryKeys } from './mail-query-keys';

/**
 * Puts changed mails into every cached answer at once: the mail itself, and each label's list (a mail that
 * label no longer shows, moved to trash say, leaves it). The server's answers replace these when refetched.
 */
export function putMailsInCache(queryClient: QueryClient, changed: Mail[]) {
  const byId = new Map(changed.map((mail) => [mail.id, mail]));
  for (const mail of changed) {
    queryClient.setQueryData<MailResponse>(mailQueryKeys.mail(mail.id), (current) => (current ? { mail } : current));
  }
  for (const [key, data] of queryClient.getQueriesData<MailsResponse>({ queryKey: mailQueryKeys.lists })) {
    if (!data) continue;
    const box = mailBoxOfQuery((key[2] ?? {}) as MailsQuery);
    const mails = data.mails.flatMap((mail) => {
      const next = byId.get(mail.id) ?? mail;
      return mailBoxShows(box, next) ? [next] : [];
    });
    queryClient.setQueryData<MailsResponse>(key, { mails });
  }
}

/** After a write: the unread counts and the lists come again from the server (a moved mail may join a list). */
export function refreshMailLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: mailQueryKeys.labels }),
    queryClient.invalidateQueries({ queryKey: mailQueryKeys.lists }),
  ]);
}

/** A cached mail as it is now, from its own answer or any list holding it. */
export function cachedMail(queryClient: QueryClient, mailId: string): Mail | undefined {
  const own = queryClient.getQueryData<MailResponse>(mailQueryKeys.mail(mailId))?.mail;
  if (own) return own;
  for (const [, data] of queryClient.getQueriesData<MailsResponse>({ queryKey: mailQueryKeys.lists })) {
    const found = data?.mails.find((mail) => mail.id === mailId);
    if (found) return found;
  }
  return undefined;
}
