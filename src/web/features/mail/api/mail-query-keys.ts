import type { MailsQuery } from '@/contract/mail';

/** The cached answers of the mail calls; every write refreshes the labels (their unread counts) and the lists. */
export const mailQueryKeys = {
  all: ['mail'] as const,
  labels: ['mail', 'labels'] as const,
  lists: ['mail', 'mails'] as const,
  /** A label's list as searched (without `cursor`: the pages of one list are one cached answer). */
  list: (query: Omit<MailsQuery, 'cursor' | 'limit'>) => ['mail', 'mails', query] as const,
  mail: (mailId: string) => ['mail', 'mail', mailId] as const,
};
