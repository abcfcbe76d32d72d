import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteBlogPostResponse } from '@/contract/blog-editing';
import { api } from '@/web/lib/api';
import { forgetBlogAnswers } from './forget-blog-answers';

export function deletePost(postId: string): Promise<DeleteBlogPostResponse> {
  return api.post('/api/blog/posts/delete', { postId });
}

/** Deletes a post with its comments. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePost, onSuccess: () => forgetBlogAnswers(queryClient) });
}
