import { useQuery } from '@tanstack/react-query';
import type { DiscountCodesResponse } from '@/contract/discount-codes';
import { api } from '@/web/lib/api';
import { discountCodeQueryKeys } from './discount-code-query-keys';

export function getDiscountCodes(): Promise<DiscountCodesResponse> {
  return api.get('/api/orders/discount-codes');
}

/** Every discount code with its uses (admins only); `enabled` keeps members from asking. */
export function useDiscountCodes(enabled: boolean) {
  return useQuery({
    queryKey: discountCodeQueryKeys.list,
    queryFn: getDiscountCodes,
    select: (data) => data.discountCodes,
    enabled,
    staleTime: 0,
  });
}
