import { useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';

/** The workspace's accounts whose name contains what is typed (the chat's contact search), once typing pauses. */
export function useAccountSearch(text: string) {
  const query = useDebouncedValue(text.trim(), 250);
  return useQuery({
    queryKey: ['mail', 'accounts', query],
    queryFn: () => api.get('/api/chat/search', { query }),
    select: (data) => data.results,
    enabled: query.length > 0,
    staleTime: 60_000,
  });
}
