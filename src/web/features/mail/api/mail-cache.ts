import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Mail, MailResponse, MailsQuery, MailsResponse } from '@/contract/mail';
import { mailBoxOfQuery, mailBoxShows } from '@/web/features/mail/components/mail-box';
import { mailQueryKeys } from './mail-query-keys';

/** A cached list: its pages so far, each as the list call answered it. */
export type MailPages = InfiniteData<MailsResponse, string | undefined>;

/**
 * Puts changed mails into every cached answer at once: the mail itself, and each label's list (a mail that
 * label no longer shows, moved to trash say, leaves it). The server's answers replace these when refetched.
 */
export function putMailsInCache(queryClient: QueryClient, changed: Mail[]) {
  const byId = new Map(changed.map((mail) => [mail.id, mail]));
  for (const mail of changed) {
    queryClient.setQueryData<MailResponse>(mailQueryKeys.mail(mail.id), (current) => (current ? { mail } : current));
  }
  for (const [key, data] of queryClient.getQueriesData<MailPages>({ queryKey: mailQueryKeys.lists })) {
    if (!data) continue;
    const box = mailBoxOfQuery((key[2] ?? {}) as MailsQuery);
    const pages = data.pages.map((page) => ({
      ...page,
      mails: page.mails.flatMap((mail) => {
        const next = byId.get(mail.id) ?? mail;
        return mailBoxShows(box, next) ? [next] : [];
      }),
    }));
    queryClient.setQueryData<MailPages>(key, { ...data, pages });
  }
}

/** Takes mails deleted for good out of every cached list, and their answers no screen shows any more. */
export function dropMailsFromCache(queryClient: QueryClient, mailIds: string[]) {
  const gone = new Set(mailIds);
  for (const mailId of mailIds) queryClient.removeQueries({ queryKey: mailQueryKeys.mail(mailId), exact: true, type: 'inactive' });
  for (const [key, data] of queryClient.getQueriesData<MailPages>({ queryKey: mailQueryKeys.lists })) {
    if (!data) continue;
    const pages = data.pages.map((page) => ({ ...page, mails: page.mails.filter((mail) => !gone.has(mail.id)) }));
    queryClient.setQueryData<MailPages>(key, { ...data, pages });
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
  for (const [, data] of queryClient.getQueriesData<MailPages>({ queryKey: mailQueryKeys.lists })) {
    for (const page of data?.pages ?? []) {
      const found = page.mails.find((mail) => mail.id === mailId);
      if (found) return found;
    }
  }
  return undefined;
}
