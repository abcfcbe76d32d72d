import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { LoadingScreen } from '@/web/components/loading-screen';
import { useAuth } from '@/web/lib/session/auth-store';
import { AppProviders } from './app-providers';
import { createAppRouter } from './router';

/** Providers, then the routes once the session has been restored (loading screen until then). */
export function App() {
  const isInitialized = useAuth((state) => state.isInitialized);
  const initialize = useAuth((state) => state.initialize);
  const [router] = useState(createAppRouter);

  useEffect(() => {
    if (!useAuth.getState().isInitialized) void initialize();
  }, [initialize]);

  return (
    <AppProviders>{isInitialized ? <RouterProvider router={router} /> : <LoadingScreen />}</AppProviders>
  );
}
