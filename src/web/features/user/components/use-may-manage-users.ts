import { mayManageUsers } from '@/contract/user-list-query';
import { useAuth } from '@/web/lib/session/auth-store';

/** Whether the signed-in user may see, create and change the workspace's accounts (the contract's rule: admins). */
export function useMayManageUsers(): boolean {
  return useAuth((state) => state.user !== null && mayManageUsers(state.user));
}
