import type { QueryClient } from '@tanstack/react-query';
import { blogQueryKeys } from './blog-query-keys';

/**
 * After a post was edited or deleted every blog answer may be out of date. The ones off screen are dropped,
 * so the next screen loads afresh (a list never flashes the old post); the ones on screen are only marked
 * stale, since asking again for a renamed or deleted post's slug would answer 404.
 */
export async function forgetBlogAnswers(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: blogQueryKeys.all, type: 'inactive' });
  await queryClient.invalidateQueries({ queryKey: blogQueryKeys.all, refetchType: 'none' });
}
