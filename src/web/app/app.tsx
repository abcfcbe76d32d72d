import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { useAuth } from '../features/auth/auth-store';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { queryClient } from './query-client';
import { createAppRouter } from './router';


/** Providers, then the routes once the session has been restored (loading screen until then). */
export function App() {
  const isInitialized = useAuth((state) => state.isInitialized);
  const initialize = useAuth((state) => state.initialize);
  const [router] = useState(createAppRouter);

  useEffect(() => {
    void initialize();
  }, [initialize]);

  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <SnackbarProvider maxSnack={5} preventDuplicate autoHideDuration={3000} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
          {isInitialized ? <RouterProvider router={router} /> : <LoadingScreen />}
        </SnackbarProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
