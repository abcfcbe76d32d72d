import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';

interface RedirectState {
  redirectedFrom: string;
}

/**
 * An address that only leads on to another (`/dashboard` to `/dashboard/app`): it replaces itself in the
 * history and leaves a mark on the new entry, so what was opened on the way (a header's menu) can tell a
 * redirect from the visitor going elsewhere.
 */
export function Redirect({ to }: { to: string }) {
  const { pathname } = useLocation();
  // Navigate navigates again whenever its state changes identity.
  const state = useMemo<RedirectState>(() => ({ redirectedFrom: pathname }), [pathname]);
  return <Navigate to={to} replace state={state} />;
}

/** Whether a history entry's state says the router came to it by a `Redirect` from `pathname`. */
export function isRedirectFrom(state: unknown, pathname: string): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<RedirectState>).redirectedFrom === pathname
  );
}
