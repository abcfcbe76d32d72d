import { useQuery } from '@tanstack/react-query';
import type { BlogPostResponse, BlogRecentPostsResponse } from '@/contract/blog';
import { ErrorMessage } from '@/contract/errors';
import { api } from '@/web/lib/api';
import { blogQueryKeys } from './blog-query-keys';

export function getPost(slug: string): Promise<BlogPostResponse> {
  return api.get<BlogPostResponse>('/api/blog/post', { title: slug });
}

export function getRecentPosts(slug: string): Promise<BlogRecentPostsResponse> {
  return api.get<BlogRecentPostsResponse>('/api/blog/posts/recent', { title: slug });
}

export const isPostNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'message' in error && error.message === ErrorMessage.postNotFound;

/** One post by its title slug; an unknown slug is an error answer, not retried. */
export function usePost(slug: string) {
  return useQuery({
    queryKey: blogQueryKeys.post(slug),
    queryFn: () => getPost(slug),
    select: (data) => data.post,
    retry: (count, error) => !isPostNotFound(error) && count < 2,
  });
}

/** The 5 newest posts other than this one. */
export function useRecentPosts(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: blogQueryKeys.recent(slug),
    queryFn: () => getRecentPosts(slug),
    select: (data) => data.recentPosts,
    enabled,
  });
}
