import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPostResponse } from '@/contract/blog';
import type { NewBlogCommentRequest } from '@/contract/blog-editing';
import { toSlug } from '@/contract/slug';
import { api } from '@/web/lib/api';
import { blogQueryKeys } from './blog-query-keys';

export function addComment(comment: NewBlogCommentRequest): Promise<BlogPostResponse> {
  return api.post('/api/blog/comments/new', comment);
}

/** Adds a comment or a reply; the answer (the whole post) replaces the shown one. */
export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: (data) => {
      queryClient.setQueryData(blogQueryKeys.post(toSlug(data.post.title)), data);
      // Lists show comment counts.
      void queryClient.invalidateQueries({ queryKey: ['blog', 'posts'] });
    },
  });
}
