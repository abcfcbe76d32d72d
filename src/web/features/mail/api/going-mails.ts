import type { QueryClient } from '@tanstack/react-query';
import { mailQueryKeys } from './mail-query-keys';

/**
 * Mails this window is deleting (forever, or a draft discarded or sent): their own answers are not asked for
 * again, so a screen still showing one (until it leaves) does not fetch it once it is gone.
 */
const goingMailIds = new Set<string>();

export function forgetMails(queryClient: QueryClient, mailIds: string[]) {
  for (const mailId of mailIds) {
    goingMailIds.add(mailId);
    void queryClient.cancelQueries({ queryKey: mailQueryKeys.mail(mailId), exact: true });
  }
}

/** The deletion failed: the mails are there after all. */
export function rememberMails(mailIds: string[]) {
  for (const mailId of mailIds) goingMailIds.delete(mailId);
}

export const isMailGoing = (mailId: string) => goingMailIds.has(mailId);
