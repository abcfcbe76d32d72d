import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdentitiesResponse } from '@/contract/external-sign-in';
import type { ExternalProvider } from '@/contract/sign-in-methods';
import { api } from '@/web/lib/api';
import { accountQueryKeys } from './account-query-keys';

/** The providers linked to the account, whether it has a password, and the providers this site offers. */
export function useIdentities() {
  return useQuery({
    queryKey: accountQueryKeys.identities,
    queryFn: (): Promise<IdentitiesResponse> => api.get('/api/account/identities'),
  });
}

/** Starts linking: the browser then goes to the provider, which sends it back to the account settings. */
export function useLinkIdentity() {
  return useMutation({
    mutationFn: (provider: ExternalProvider) => api.post('/api/account/identities/link', { provider }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: ExternalProvider) => api.post('/api/account/identities/unlink', { provider }),
    onSuccess: (answer) => queryClient.setQueryData(accountQueryKeys.identities, answer),
  });
}
