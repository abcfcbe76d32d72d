import { maySeeBusinessFigures } from '@/contract/dashboard-rules';
import { useAuth } from '@/web/lib/session/auth-store';

/** Whether the signed-in user may see the shop's sales and the site's analytics (the contract's rule: admins). */
export function useMaySeeBusinessFigures(): boolean {
  return useAuth((state) => state.user !== null && maySeeBusinessFigures(state.user));
}
