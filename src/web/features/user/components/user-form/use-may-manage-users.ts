import { useAuth } from '@/web/lib/session/auth-store';

/** Whether the signed-in user may create and change the workspace's accounts: admins only (DECISIONS §3). */
export function useMayManageUsers(): boolean {
  return useAuth((state) => state.user?.role === 'admin');
}
