import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { chatQueryKeys } from './chat-query-keys';

/** Contacts whose name contains `query` (none for a blank one). */
export function useContactSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: chatQueryKeys.search(trimmed),
    queryFn: () => api.get('/api/chat/search', { query: trimmed }),
    select: (data) => data.results,
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
  });
}
