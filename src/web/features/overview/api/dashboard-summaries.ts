import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardPeriod } from '@/contract/dashboard-rules';
import type { AnalyticsSummary, AppSummary, EcommerceSummary } from '@/contract/dashboard';
import { api } from '@/web/lib/api';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  app: (period: DashboardPeriod) => ['dashboard', 'app', period] as const,
  ecommerce: (period: DashboardPeriod) => ['dashboard', 'ecommerce', period] as const,
  analytics: (period: DashboardPeriod) => ['dashboard', 'analytics', period] as const,
};

// Every figure is the database's of the moment: a dashboard opened again asks again (an order placed meanwhile
// shows), keeping the last answer on screen while it does; another period's keeps the one before until it comes.
const fresh = { staleTime: 0, placeholderData: keepPreviousData } as const;

/** The first dashboard's figures over the period (the site's only for admins). */
export function useAppSummary(period: DashboardPeriod) {
  return useQuery({
    queryKey: dashboardKeys.app(period),
    queryFn: (): Promise<AppSummary> => api.get('/api/dashboard/app', { period }),
    ...fresh,
  });
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
