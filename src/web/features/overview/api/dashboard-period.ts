import { dashboardPeriods, type DashboardPeriod } from '@/contract/dashboard-rules';

const defaultPeriod: DashboardPeriod = '30d';

/** The period a dashboard's address asks for (`?period=7d`); the last 30 days when it names none it knows. */
export function readDashboardPeriod(params: URLSearchParams): DashboardPeriod {
  const value = params.get('period');
  return dashboardPeriods.find((period) => period === value) ?? defaultPeriod;
}

/** The address's query for a period: none for the default one. */
export function writeDashboardPeriod(period: DashboardPeriod): URLSearchParams {
  return new URLSearchParams(period === defaultPeriod ? {} : { period });
}
