import { useQuery } from '@tanstack/react-query';
import type { BlogPostResponse, BlogRecentPostsResponse } from '@/contract/blog';
import { ApiErrors } from '@/contract/errors';
import { api } from '@/web/lib/api';
import { ApiRequestError } from '@/web/lib/http-client';
import { blogQueryKeys } from './blog-query-keys';

export function getPost(slug: string): Promise<BlogPostResponse> {
  return api.get('/api/blog/post', { title: slug });
}

export function getRecentPosts(slug: string): Promise<BlogRecentPostsResponse> {
  return api.get('/api/blog/posts/recent', { title: slug });
}

export const isPostNotFound = (error: unknown) =>
  error instanceof ApiRequestError && error.code === ApiErrors.postNotFound.code;

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
