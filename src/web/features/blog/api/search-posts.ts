import { useQuery } from '@tanstack/react-query';
import type { BlogSearchResponse } from '@/contract/blog';
import { api } from '@/web/lib/api';
import { blogQueryKeys } from './blog-query-keys';

export function searchPosts(query: string): Promise<BlogSearchResponse> {
  return api.get('/api/blog/posts/search', { query });
}

/** Posts whose title contains `query`; asks nothing for a blank query. */
export function useSearchPosts(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: blogQueryKeys.search(trimmed.toLowerCase()),
    queryFn: () => searchPosts(trimmed),
    enabled: trimmed !== '',
    select: (data) => data.results,
  });
}
