import { useMutation } from '@tanstack/react-query';
import type { Discount } from '@/contract/orders';
import { api } from '@/web/lib/api';

export function checkDiscount(request: { code: string; subtotal: number }): Promise<{ discount: Discount }> {
  return api.post('/api/orders/discount', request);
}

/** Asks the server what a discount code takes off; an unknown or expired code is refused with its code. */
export function useCheckDiscount() {
  return useMutation({ mutationFn: checkDiscount });
}
