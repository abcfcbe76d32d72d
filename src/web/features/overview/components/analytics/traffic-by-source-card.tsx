import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AnalyticsSummary } from '@/contract/dashboard';
import { formatNumber } from '@/web/lib/format';
import { WidgetCard } from '@/web/features/overview/components/widget-card';
import { trafficSourceIcons } from './traffic-source-icons';
import { WidgetEmpty } from '@/web/features/overview/components/figure-list';
import { SkeletonRows } from './widget-states';

/** The period's views per source (search engines, the social sites, direct, other sites) as a grid of tiles. */
export function TrafficBySourceCard({ bySource }: { bySource: AnalyticsSummary['bySource'] | undefined }) {
  const { t, i18n } = useTranslation('analytics-dashboard');
  return (
    <WidgetCard title={t('sources.title')} subheader={t('sources.subheader')} sx={{ height: '100%' }}>
      <Box sx={{ p: 3, pt: 2 }}>
        {!bySource ? (
          <SkeletonRows rows={3} height={96} />
        ) : bySource.every((row) => row.views === 0) ? (
          <WidgetEmpty text={t('overview.chart.empty')} />
        ) : (
          <Box
            component="ul"
            sx={{
              m: 0,
              p: 0,
              listStyle: 'none',
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))',
            }}
          >
            {bySource.map(({ source, views }) => {
              const { Icon, color } = trafficSourceIcons[source];
              return (
                <Box
                  component="li"
                  key={source}
                  sx={{
                    py: 2,
                    px: 1,
                    borderRadius: 1.5,
                    border: 1,
                    borderColor: 'divider',
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    textAlign: 'center',
                    minWidth: 0,
                  }}
                >
                  <Icon aria-hidden sx={{ fontSize: 28, color }} />
                  <Typography
                    variant="body2"
                    sx={{ order: 1, color: 'text.secondary', overflowWrap: 'anywhere' }}
                  >
                    {t(`sources.names.${source}`)}
                  </Typography>
                  <Typography variant="h6" component="p" sx={{ mt: 1 }}>
                    {formatNumber(views, i18n.language)}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        )}
      </Box>
    </WidgetCard>
  );
}
