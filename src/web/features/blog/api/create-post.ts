import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPostResponse } from '@/contract/blog';
import type { NewBlogPostRequest } from '@/contract/blog-editing';
import { api } from '@/web/lib/api';
import { blogQueryKeys } from './blog-query-keys';

export function createPost(post: NewBlogPostRequest): Promise<BlogPostResponse> {
  return api.post('/api/blog/posts/new', post);
}

/** Creates a post; every blog list is asked again, so the post shows first. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogQueryKeys.all }),
  });
}
