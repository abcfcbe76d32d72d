import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { BlogPostsPageResponse } from '@/contract/blog';
import { BLOG_PAGE_STEP, blogPaging, type BlogSort } from '@/contract/blog-rules';
import { api } from '@/web/lib/api';
import { blogQueryKeys } from './blog-query-keys';

export function getPostsPage(index: number, sortBy: BlogSort): Promise<BlogPostsPageResponse> {
  return api.get('/api/blog/posts', { index, step: BLOG_PAGE_STEP, sortBy });
}

/**
 * The post list that grows: every answer holds the first index+step posts, so the list is
 * the latest answer; `loadMore` advances the index by the step while `hasMore`.
 */
export function usePostsPage(sortBy: BlogSort) {
  const [paging, setPaging] = useState({ sortBy, index: blogPaging.firstIndex });
  // Another order starts again from the first page.
  const index = paging.sortBy === sortBy ? paging.index : blogPaging.firstIndex;
  const query = useQuery({
    queryKey: blogQueryKeys.page(sortBy, index),
    queryFn: () => getPostsPage(index, sortBy),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === sortBy ? keepPreviousData(previous) : undefined,
  });
  const posts = query.data?.results ?? [];
  const hasMore = query.data ? blogPaging.hasMore(posts.length, query.data.maxLength) : false;
  const canLoadMore = hasMore && !query.isFetching && !query.isError;
  const loadMore = useCallback(() => {
    if (canLoadMore) setPaging({ sortBy, index: blogPaging.nextIndex(index) });
  }, [canLoadMore, index, sortBy]);
  return { posts, hasMore, loadMore, isLoading: query.isPending, isLoadingMore: query.isPlaceholderData, error: query.error };
}
