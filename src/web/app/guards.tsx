import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router';
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

/** Login and register: a signed-in user goes to the dashboard. */
export function GuestGuard({ children }: { children: ReactNode }) {
  const isAuthenticated = useAuth((state) => state.isAuthenticated);
  if (isAuthenticated) return <Navigate to={paths.dashboard.root} replace />;
  return <>{children}</>;
}
