import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { externalSignInReturn } from '@/contract/sign-in-methods';
import { paths } from '@/web/lib/paths';
import { useAuth } from '@/web/lib/session/auth-store';

const LoginPage = lazy(() => import('@/web/features/auth/pages/login-page'));

/**
 * Dashboard pages: a signed-out visitor sees the login screen at the requested address and, once signed
 * in, the page they asked for, without being sent elsewhere in between.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const isAuthenticated = useAuth((state) => state.isAuthenticated);
  if (!isAuthenticated) {
    return (
      <Suspense fallback={null}>
        <LoginPage />
      </Suspense>
    );
  }
  return <>{children}</>;
}

/**
 * Login and register: a signed-in user goes to the dashboard; but not while login is collecting a provider's
 * sign-in (`?externalSignIn=`), which sends the visitor on to the page they first asked for.
 */
export function GuestGuard({ children }: { children: ReactNode }) {
  const isAuthenticated = useAuth((state) => state.isAuthenticated);
  const { search } = useLocation();
  const collecting = new URLSearchParams(search).has(externalSignInReturn.params.handoff);
  if (isAuthenticated && !collecting) return <Navigate to={paths.dashboard.root} replace />;
  return <>{children}</>;
}
