import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './query-client';

/**
 * Server-data cache for the screens below it (sign-in, dashboard, the public forms). A layout route
 * rather than a root provider, so the pages that never fetch do not load the query library; the client
 * is one module-wide instance, so the cache survives moving between these screens.
 */
export default function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
