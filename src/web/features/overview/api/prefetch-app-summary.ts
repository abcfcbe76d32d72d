import { queryClient } from '@/web/lib/query-client';
import { session } from '@/web/lib/session/token-session';
import { readDashboardPeriod } from './dashboard-period';
import { appSummaryQuery } from './dashboard-queries';

/**
 * For the App dashboard's loader (routes.tsx): its figures are asked for as the address is opened, beside the screen's code,
 * and not only once the screen has loaded and rendered (the start page's figures, and the featured post's
 * cover they name, were the last links of its first load). Nothing is waited for, and nothing asked without
 * a session to ask with. Every opening asks afresh: an order placed meanwhile shows.
 */
export function prefetchAppSummary(url: string): void {
  if (typeof window === 'undefined' || !session.getToken()) return;
  const period = readDashboardPeriod(new URL(url).searchParams);
  void queryClient.prefetchQuery({ ...appSummaryQuery(period), staleTime: 0 });
}
