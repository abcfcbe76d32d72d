import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { useDeferredValue } from 'react';
import { LoadFailedAlert } from '@/web/components/load-failed-alert';
import { Page } from '@/web/components/page';
import { formatNumber } from '@/web/lib/format';
import { useAnalyticsSummary } from '@/web/features/overview/api/dashboard-summaries';
import { AdminsOnlyNotice } from '@/web/features/overview/components/admins-only-notice';
import { ConversionRatesCard } from '@/web/features/overview/components/analytics/conversion-rates-card';
import { LatestPostsCard } from '@/web/features/overview/components/analytics/latest-posts-card';
import { OrderTimelineCard } from '@/web/features/overview/components/analytics/order-timeline-card';
import { TasksCard } from '@/web/features/overview/components/analytics/tasks-card';
import { TopPagesCard } from '@/web/features/overview/components/analytics/top-pages-card';
import { TrafficBySourceCard } from '@/web/features/overview/components/analytics/traffic-by-source-card';
import {
  VisitsByCountryCard,
  VisitsByDeviceCard,
  WebsiteVisitsCard,
} from '@/web/features/overview/components/analytics/visits-charts';
import { DashboardHeading } from '@/web/features/overview/components/dashboard-heading';
import { useDashboardPeriod } from '@/web/features/overview/components/period-select';
import { TrendCard } from '@/web/features/overview/components/trend-card';
import { useMaySeeBusinessFigures } from '@/web/features/overview/components/use-may-see-business-figures';

const trendFigures = ['pageViews', 'bookingRequests', 'contactMessages', 'newAccounts', 'orders'] as const;

/**
 * /dashboard/analytics: the public site's views (over time, by device, country and source, the top pages), what
 * they led to (requests, conversion rates, accounts, orders), the latest posts and orders, and the admin's own
 * kanban tasks to tick off. Admins only; a member sees a notice and nothing is asked of the server.
 */
export default function AnalyticsDashboardPage() {
  const { t, i18n } = useTranslation();
  const maySee = useMaySeeBusinessFigures();
  const [period, setPeriod] = useDashboardPeriod();
  const { data: answer, error } = useAnalyticsSummary(period, maySee);
  // The figures render as a transition: React builds the widgets in slices and lets the browser respond between
  // them, instead of in one long task when the answer arrives.
  const summary = useDeferredValue(answer);
  const format = (value: number) => formatNumber(value, i18n.language);

  return (
    <Page title={t('titles.analytics')}>
      <DashboardHeading
        heading={t('analytics-dashboard.heading')}
        period={maySee ? { value: period, onChange: setPeriod } : undefined}
      />
      {!maySee ? (
        <AdminsOnlyNotice />
      ) : error && !summary ? (
        <LoadFailedAlert title={t('overview.loadFailed')} error={error} />
      ) : (
        <Grid container spacing={3}>
          {trendFigures.map((figure, index) => (
            <Grid
              key={figure}
              // Five in a row on wide screens; three and two, or two, two and one, on narrower ones.
              size={{ xs: 12, sm: index < 4 ? 6 : 12, md: index < 3 ? 4 : 6, lg: 2.4 }}
            >
              <TrendCard
                title={t(`analytics-dashboard.trend.${figure}`)}
                figure={summary?.[figure]}
                period={period}
                format={format}
              />
            </Grid>
          ))}
          <Grid size={{ xs: 12, lg: 8 }}>
            <WebsiteVisitsCard summary={summary} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <VisitsByDeviceCard summary={summary} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 8 }}>
            <VisitsByCountryCard summary={summary} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <ConversionRatesCard summary={summary} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <TrafficBySourceCard bySource={summary?.bySource} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <TopPagesCard topPages={summary?.topPages} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <OrderTimelineCard orders={summary?.orderTimeline} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <LatestPostsCard posts={summary?.latestPosts} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            {/* The latest answer, not the deferred one: a tick shows at once. */}
            <TasksCard tasks={answer?.tasks} />
          </Grid>
        </Grid>
      )}
    </Page>
  );
}
