import { useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api';
import { profileQueryKeys } from './profile-query-keys';

/** The signed-in user's profile: cover, position, follow counts, about and social links. */
export function useProfile() {
  return useQuery({
    queryKey: profileQueryKeys.profile,
    queryFn: () => api.get('/api/user/profile'),
    select: (data) => data.profile,
  });
}
