import type { MailsQuery } from '@/contract/mail';

/** The cached answers of the mail calls; every write refreshes the labels (their unread counts) and the lists. */
export const mailQueryKeys = {
  all: ['mail'] as const,
  labels: ['mail', 'labels'] as const,
  lists: ['mail', 'mails'] as const,
  list: (query: MailsQuery) => ['mail', 'mails', query] as const,
  mail: (mailId: string) => ['mail', 'mail', mailId] as const,
};
