import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginOptionsResponse } from '../../../../contract/account';
import { api } from '../../../lib/api';

/** Demo credentials for the banner, when the demo account still uses them. */
export const loginOptionsQuery = queryOptions({
  queryKey: ['account', 'login-options'],
  queryFn: () => api.get<LoginOptionsResponse>('/api/account/login-options'),
  staleTime: 60_000,
});

/** The login options; `initial` is what came with a page rendered at build time (no request then). */
export function useLoginOptions(initial?: LoginOptionsResponse | null) {
  return useQuery({ ...loginOptionsQuery, initialData: initial ?? undefined });
}
