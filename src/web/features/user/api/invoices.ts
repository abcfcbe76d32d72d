import { useQuery } from '@tanstack/react-query';
import type { InvoicesResponse } from '@/contract/user';
import { api } from '@/web/lib/api';
import { accountQueryKeys } from './account-query-keys';

export function getInvoices(): Promise<InvoicesResponse> {
  return api.get('/api/user/account/invoices');
}

/** The signed-in user's invoices (one per order), newest first; asked afresh each time (an order may just have been placed). */
export function useInvoices() {
  return useQuery({
    queryKey: accountQueryKeys.invoices,
    queryFn: getInvoices,
    select: (data) => data.invoices,
    staleTime: 0,
  });
}
