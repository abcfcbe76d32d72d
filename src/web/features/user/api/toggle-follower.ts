import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowersResponse } from '@/contract/user';
import { api } from '@/web/lib/api';
import { profileQueryKeys } from './profile-query-keys';

/**
 * Follows a follower back, or stops following them. The answer replaces the follower in the list; the friends,
 * the profile's counts and the cards' counts are read again (they count follows).
 */
export function useToggleFollower() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (followerId: string) => api.post('/api/user/social/followers/toggle', { followerId }),
    onSuccess: ({ follower }) => {
      queryClient.setQueryData<FollowersResponse>(profileQueryKeys.followers, (data) =>
        data ? { followers: data.followers.map((item) => (item.id === follower.id ? follower : item)) } : data,
      );
      for (const queryKey of [profileQueryKeys.friends, profileQueryKeys.profile, profileQueryKeys.workspaceUsers])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
