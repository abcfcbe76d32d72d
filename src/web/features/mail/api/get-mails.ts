import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/web/lib/api';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { mailsQueryOf, type MailBox } from '@/web/features/mail/components/mail-box';
import { mailQueryKeys } from './mail-query-keys';

/** How long typing must pause before the server searches. */
export const MAIL_SEARCH_DEBOUNCE_MS = 300;

/**
 * The mails of a label the server's search finds, newest first, a page at a time: `loadMore` asks for the next
 * page while `hasMore`. The search goes out once typing pauses; the list shown meanwhile is the last one found.
 */
export function useMails(box: MailBox | null, search: string) {
  const settled = useDebouncedValue(search.trim(), MAIL_SEARCH_DEBOUNCE_MS);
  const query = box ? { ...mailsQueryOf(box), ...(settled ? { search: settled } : {}) } : {};
  const result = useInfiniteQuery({
    queryKey: mailQueryKeys.list(query),
    queryFn: ({ pageParam }) => api.get('/api/mail/mails', pageParam ? { ...query, cursor: pageParam } : query),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: box !== null,
    placeholderData: (previous, previousQuery) => (previousQuery && sameBox(previousQuery.queryKey[2], query) ? previous : undefined),
  });
  const mails = useMemo(() => result.data?.pages.flatMap((page) => page.mails), [result.data]);
  return {
    mails,
    error: result.error,
    isPending: result.isPending,
    /** The shown list is an older search's while the new one loads. */
    isSearching: result.isPlaceholderData && result.isFetching,
    hasMore: result.hasNextPage,
    loadingMore: result.isFetchingNextPage,
    loadMore: () => void result.fetchNextPage(),
  };
}

/** Keep showing the list of the same label while a new search loads (another label starts empty). */
function sameBox(previous: unknown, next: { systemLabel?: string; customLabel?: string }) {
  const before = (previous ?? {}) as { systemLabel?: string; customLabel?: string };
  return before.systemLabel === next.systemLabel && before.customLabel === next.customLabel;
}
