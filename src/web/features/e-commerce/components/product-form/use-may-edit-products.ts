import { useAuth } from '@/web/lib/session/auth-store';

/** Whether the signed-in user may create, change and delete products: admins only (DECISIONS §3). */
export function useMayEditProducts(): boolean {
  return useAuth((state) => state.user?.role === 'admin');
}
