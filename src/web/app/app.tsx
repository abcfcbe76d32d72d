import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { LoadingScreen } from '@/web/components/loading-screen';
import { RouteTable } from '@/web/lib/route-table';
import { useAuth } from '@/web/lib/session/auth-store';
import { AppProviders } from './app-providers';
import { createAppRouter, routes } from './router';

/** Providers, then the routes once the session has been restored (loading screen until then). */
export function App() {
  const isInitialized = useAuth((state) => state.isInitialized);
  const initialize = useAuth((state) => state.initialize);
  const [router] = useState(createAppRouter);

  useEffect(() => {
    if (!useAuth.getState().isInitialized) void initialize();
  }, [initialize]);

  return (
    <AppProviders>
      <RouteTable value={routes}>{isInitialized ? <RouterProvider router={router} /> : <LoadingScreen />}</RouteTable>
    </AppProviders>
  );
}
