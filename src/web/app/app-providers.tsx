import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { queryClient } from './query-client';

/** Server data, theme and toasts: around the app in the browser and around a page rendered at build time. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <SnackbarProvider
          maxSnack={5}
          preventDuplicate
          autoHideDuration={3000}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {children}
        </SnackbarProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
