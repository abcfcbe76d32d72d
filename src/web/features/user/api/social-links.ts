import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SocialLinks, SocialLinksResponse } from '@/contract/account-settings';
import { api } from '@/web/lib/api';
import { accountQueryKeys } from './account-query-keys';

export function getSocialLinks(): Promise<SocialLinksResponse> {
  return api.get('/api/user/account/social-links');
}

export function updateSocialLinks(links: SocialLinks): Promise<SocialLinksResponse> {
  return api.post('/api/user/account/social-links/update', links);
}

export function useSocialLinks() {
  return useQuery({
    queryKey: accountQueryKeys.socialLinks,
    queryFn: getSocialLinks,
    select: (data) => data.socialLinks,
  });
}

/** Saves the links; the user area's other answers (the profile shows the links) load afresh when next shown. */
export function useUpdateSocialLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSocialLinks,
    onSuccess: (data) => {
      queryClient.setQueryData(accountQueryKeys.socialLinks, data);
      void queryClient.invalidateQueries({ queryKey: accountQueryKeys.userArea, refetchType: 'none' });
    },
  });
}
