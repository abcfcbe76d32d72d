import type { ReactNode } from 'react';
import { Toaster } from '@/web/components/toaster';
import { AppThemeProvider } from '@/web/theme/app-theme-provider';

/** Theme and toasts: around the app in the browser and around a page rendered at build time. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      {children}
      <Toaster />
    </AppThemeProvider>
  );
}
