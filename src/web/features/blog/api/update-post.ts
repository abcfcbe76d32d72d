import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPostResponse } from '@/contract/blog';
import type { UpdateBlogPostRequest } from '@/contract/blog-editing';
import { toSlug } from '@/contract/slug';
import { api } from '@/web/lib/api';
import { forgetBlogAnswers } from './forget-blog-answers';
import { blogQueryKeys } from './blog-query-keys';

export function updatePost(post: UpdateBlogPostRequest): Promise<BlogPostResponse> {
  return api.post('/api/blog/posts/update', post);
}

/** Saves an edited post; the answer is the post as it now is, under its (maybe new) slug. */
export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: async (data) => {
      await forgetBlogAnswers(queryClient);
      queryClient.setQueryData(blogQueryKeys.post(toSlug(data.post.title)), data);
    },
  });
}
