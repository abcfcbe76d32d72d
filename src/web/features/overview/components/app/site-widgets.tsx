import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { bookingPackageIds } from '@/contract/contact-rules';
import { dashboardBucketOf, type DashboardPeriod } from '@/contract/dashboard-rules';
import type { AppSummary } from '@/contract/dashboard';
import { formatNumber } from '@/web/lib/format';
import { bucketLabels } from '@/web/features/overview/components/bucket-labels';
import { ChartFigure } from '@/web/features/overview/components/chart-figure';
import { WidgetCard } from '@/web/features/overview/components/widget-card';

type SiteFigures = NonNullable<AppSummary['site']>;

/**
 * The public site's side of the first dashboard (admins): views and requests over the period, the booking requests
 * per package and where the visits came from. Undefined figures: loading.
 */
export function SiteWidgets({ site, period }: { site: SiteFigures | undefined; period: DashboardPeriod }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatNumber(value, i18n.language);
  const views = t('overview.app.site.views');
  const requests = t('overview.app.site.requests');
  return (
    <>
      <Grid size={{ xs: 12, md: 8 }}>
        <WidgetCard
          title={t('overview.app.site.activity')}
          subheader={t('overview.app.site.activityHint')}
          sx={{ height: 1 }}
        >
          <ChartFigure
            title={t('overview.app.site.activity')}
            labelsHeading={t('overview.chart.period')}
            format={count}
            spec={
              site && {
                kind: 'line',
                area: true,
                labels: bucketLabels(
                  site.activity.map((point) => point.start),
                  dashboardBucketOf[period],
                  i18n.language,
                ),
                series: [
                  { label: views, data: site.activity.map((point) => point.views) },
                  {
                    label: requests,
                    data: site.activity.map((point) => point.requests),
                    secondaryAxis: true,
                  },
                ],
              }
            }
          />
        </WidgetCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <WidgetCard
          title={t('overview.app.site.bookings')}
          subheader={t('overview.app.site.bookingsHint')}
          sx={{ height: 1 }}
        >
          <ChartFigure
            title={t('overview.app.site.bookings')}
            labelsHeading={t('overview.app.site.package')}
            valueHeading={requests}
            format={count}
            spec={
              site && {
                kind: 'donut',
                slices: bookingPackageIds.map((id) => ({
                  label: t(`pricing.packages.${id}.name`),
                  value: site.bookingsByPackage.find((row) => row.packageId === id)?.requests ?? 0,
                })),
              }
            }
          />
        </WidgetCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <WidgetCard
          title={t('overview.app.site.sources')}
          subheader={t('overview.app.site.sourcesHint')}
          sx={{ height: 1 }}
        >
          <ChartFigure
            title={t('overview.app.site.sources')}
            labelsHeading={t('overview.app.site.source')}
            format={count}
            height={360}
            spec={
              site && {
                kind: 'bar',
                horizontal: true,
                labels: site.bySource.map((row) => t(`overview.sources.${row.source}`)),
                series: [{ label: views, data: site.bySource.map((row) => row.views) }],
              }
            }
          />
        </WidgetCard>
      </Grid>
    </>
  );
}
