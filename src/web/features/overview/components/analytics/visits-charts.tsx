import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardBucketOf } from '@/contract/dashboard-rules';
import type { AnalyticsSummary } from '@/contract/dashboard';
import type { VisitDevice } from '@/contract/site-traffic';
import { formatNumber } from '@/web/lib/format';
import { ChartFigure } from '@/web/features/overview/components/chart-figure';
import { WidgetCard } from '@/web/features/overview/components/widget-card';
import { countriesSpec, devicesSpec, visitsSpec } from './analytics-chart-specs';

interface SummaryProps {
  /** Undefined while the figures load. */
  summary: AnalyticsSummary | undefined;
}

function useDeviceNames(): Record<VisitDevice, string> {
  const { t } = useTranslation('analytics-dashboard');
  return { desktop: t('devices.desktop'), mobile: t('devices.mobile'), tablet: t('devices.tablet') };
}

function useViewsFormat() {
  const { i18n } = useTranslation();
  return (value: number) => formatNumber(value, i18n.language);
}

/** Views of the public site per day or month of the period, stacked by device. */
export function WebsiteVisitsCard({ summary }: SummaryProps) {
  const { t, i18n } = useTranslation('analytics-dashboard');
  const deviceNames = useDeviceNames();
  const format = useViewsFormat();
  const bucket = summary ? dashboardBucketOf[summary.period] : 'day';
  const spec = summary && visitsSpec(summary.visits, bucket, i18n.language, deviceNames);
  return (
    <WidgetCard title={t('visits.title')} subheader={t('visits.subheader')} sx={{ height: '100%' }}>
      <Box sx={{ p: 3, pt: 2 }}>
        <ChartFigure
          title={t('visits.title')}
          spec={spec}
          labelsHeading={bucket === 'day' ? t('visits.day') : t('visits.month')}
          format={format}
          height={340}
        />
      </Box>
    </WidgetCard>
  );
}

/** The period's views as shares per device. */
export function VisitsByDeviceCard({ summary }: SummaryProps) {
  const { t } = useTranslation('analytics-dashboard');
  const deviceNames = useDeviceNames();
  const format = useViewsFormat();
  const spec = summary && devicesSpec(summary.byDevice, deviceNames);
  return (
    <WidgetCard title={t('byDevice.title')} subheader={t('byDevice.subheader')} sx={{ height: '100%' }}>
      <Box
        sx={{ p: 3, pt: 2, flexGrow: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
      >
        <ChartFigure
          title={t('byDevice.title')}
          spec={spec}
          labelsHeading={t('byDevice.device')}
          valueHeading={t('views')}
          format={format}
          height={260}
        />
      </Box>
    </WidgetCard>
  );
}

/** The countries with the most views, as lying bars named in the reader's language. */
export function VisitsByCountryCard({ summary }: SummaryProps) {
  const { t, i18n } = useTranslation('analytics-dashboard');
  const unknown = t('byCountry.unknown');
  const views = t('views');
  const format = useViewsFormat();
  const byCountry = summary?.byCountry;
  const spec = useMemo(
    () => byCountry && countriesSpec(byCountry, i18n.language, { unknown, views }),
    [byCountry, i18n.language, unknown, views],
  );
  return (
    <WidgetCard title={t('byCountry.title')} subheader={t('byCountry.subheader')} sx={{ height: '100%' }}>
      <Box sx={{ p: 3, pt: 2 }}>
        <ChartFigure
          title={t('byCountry.title')}
          spec={spec}
          labelsHeading={t('byCountry.country')}
          format={format}
          height={340}
        />
      </Box>
    </WidgetCard>
  );
}
