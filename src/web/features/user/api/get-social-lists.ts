import { useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { profileQueryKeys } from './profile-query-keys';

/** The accounts that follow the signed-in user, each with whether the user follows them back. */
export function useFollowers() {
  return useQuery({
    queryKey: profileQueryKeys.followers,
    queryFn: () => api.get('/api/user/social/followers'),
    select: (data) => data.followers,
  });
}

/** The accounts the signed-in user follows. */
export function useFriends() {
  return useQuery({
    queryKey: profileQueryKeys.friends,
    queryFn: () => api.get('/api/user/social/friends'),
    select: (data) => data.friends,
  });
}

/** The signed-in user's gallery, newest first. */
export function useGallery() {
  return useQuery({
    queryKey: profileQueryKeys.gallery,
    queryFn: () => api.get('/api/user/social/gallery'),
    select: (data) => data.gallery,
  });
}

/** Every account of the workspace as a card, by name. */
export function useWorkspaceUsers() {
  return useQuery({
    queryKey: profileQueryKeys.workspaceUsers,
    queryFn: () => api.get('/api/user/all'),
    select: (data) => data.users,
  });
}
