import { QueryClient } from '@tanstack/react-query';

/** The one cache of server data; routes use it to start a screen's requests while its code loads. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
