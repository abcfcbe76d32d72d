import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '@/web/lib/live/use-live-event';
import { isMailGoing } from './going-mails';
import { mailQueryKeys } from './mail-query-keys';

/**
 * Keeps the mail screens true while signed in: when the user's mailbox changes elsewhere (a mail arrives, the
 * user's other window moves one), the labels' counts, the lists and the open mail come again from the server.
 */
export function useMailLiveUpdates(): void {
  const queryClient = useQueryClient();
  useLiveEvent('mail.changed', () => {
    void queryClient.invalidateQueries({ queryKey: mailQueryKeys.labels });
    void queryClient.invalidateQueries({ queryKey: mailQueryKeys.lists });
    // Not a mail this window is deleting: asking for it again would only find it gone.
    void queryClient.invalidateQueries({ queryKey: ['mail', 'mail'], predicate: (query) => !isMailGoing(String(query.queryKey[2])) });
  });
}
