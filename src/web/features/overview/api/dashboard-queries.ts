import type { DashboardPeriod } from '@/contract/dashboard-rules';
import type { AppSummary } from '@/contract/dashboard';
import { api } from '@/web/lib/api';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  app: (period: DashboardPeriod) => ['dashboard', 'app', period] as const,
  ecommerce: (period: DashboardPeriod) => ['dashboard', 'ecommerce', period] as const,
  analytics: (period: DashboardPeriod) => ['dashboard', 'analytics', period] as const,
};

/** The first dashboard's figures over the period (the site's only for admins). */
export const appSummaryQuery = (period: DashboardPeriod) => ({
  queryKey: dashboardKeys.app(period),
  queryFn: (): Promise<AppSummary> => api.get('/api/dashboard/app', { period }),
});
