import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/contract/dashboard-rules';
import type { AnalyticsSummary, EcommerceSummary } from '@/contract/dashboard';
import { api } from '@/web/lib/api';
import { appSummaryQuery, dashboardKeys } from './dashboard-queries';

// Every figure is the database's of the moment: a dashboard opened again asks again (an order placed meanwhile
// shows), keeping the last answer on screen while it does; another period's keeps the one before until it comes.
const fresh = { staleTime: 0, placeholderData: keepPreviousData } as const;

/**
 * The first dashboard's figures over the period. Its route's loader asked for them as the address opened
 * (prefetch-app-summary.ts): that answer, seconds old at most, is not asked for again as the screen mounts.
 */
export function useAppSummary(period: DashboardPeriod) {
  return useQuery({ ...appSummaryQuery(period), ...fresh, staleTime: 2_000 });
}

/** The shop's sales over the period (admins; `enabled` false asks nothing). */
export function useEcommerceSummary(period: DashboardPeriod, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.ecommerce(period),
    queryFn: (): Promise<EcommerceSummary> => api.get('/api/dashboard/ecommerce', { period }),
    enabled,
    ...fresh,
  });
}

/** The public site's views and what they led to over the period (admins; `enabled` false asks nothing). */
export function useAnalyticsSummary(period: DashboardPeriod, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.analytics(period),
    queryFn: (): Promise<AnalyticsSummary> => api.get('/api/dashboard/analytics', { period }),
    enabled,
    ...fresh,
  });
}
