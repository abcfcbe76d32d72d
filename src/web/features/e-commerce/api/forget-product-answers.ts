import type { QueryClient } from '@tanstack/react-query';
import { productQueryKeys } from './product-query-keys';

/**
 * After a product was created, edited or deleted every catalogue answer may be out of date. The ones off screen
 * are dropped, so the next screen (the shop, the list) loads afresh and never flashes the old catalogue; the ones
 * on screen are only marked stale, since asking again for a deleted product's slug would answer 404.
 */
export async function forgetProductAnswers(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: productQueryKeys.all, type: 'inactive' });
  await queryClient.invalidateQueries({ queryKey: productQueryKeys.all, refetchType: 'none' });
}
