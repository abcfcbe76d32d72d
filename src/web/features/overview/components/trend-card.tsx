import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { dashboardPeriodDays, type DashboardPeriod } from '@/contract/dashboard-rules';
import type { TrendFigure } from '@/contract/dashboard';
import { pathIcon } from '@/web/components/path-icon';
import { numberFormat } from '@/web/lib/format';

const TrendUpIcon = pathIcon('m16 6 2.29 2.29-4.88 4.88-4-4L2 16.59 3.41 18l6-6 4 4 6.3-6.29L22 12V6h-6Z');
const TrendDownIcon = pathIcon('m16 18 2.29-2.29-4.88-4.88-4 4L2 7.41 3.41 6l6 6 4-4 6.3 6.29L22 12v6h-6Z');

interface TrendCardProps {
  title: string;
  /** Undefined while the figures load. */
  figure: TrendFigure | undefined;
  period: DashboardPeriod;
  format: (value: number) => string;
  /** Says what the figure is instead of its change (a count of now, with nothing to compare). */
  caption?: string;
}

/** A total of the period with its change against the period before (up in green, down in red). */
export function TrendCard({ title, figure, period, format, caption }: TrendCardProps) {
  const { t, i18n } = useTranslation();
  const days = dashboardPeriodDays[period];
  const change = figure?.changePercent;
  const percent =
    change === null || change === undefined
      ? ''
      : numberFormat(i18n.language, {
          style: 'percent',
          signDisplay: 'exceptZero',
          maximumFractionDigits: 1,
        }).format(change / 100);
  return (
    <Card sx={{ p: 3, height: '100%' }}>
      <Typography variant="subtitle2" component="h2">
        {title}
      </Typography>
      <Typography variant="h3" component="p" sx={{ my: 1.5 }}>
        {figure ? format(figure.current) : <Skeleton width="60%" />}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minHeight: 24 }}>
        {figure &&
          (caption ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {caption}
            </Typography>
          ) : change === null || change === undefined ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('overview.trend.none', { count: days })}
            </Typography>
          ) : (
            <>
              <Box
                component={change < 0 ? TrendDownIcon : TrendUpIcon}
                aria-hidden
                sx={{ fontSize: 20, color: change < 0 ? 'error.main' : 'success.main' }}
              />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
                  {percent}
                </Box>{' '}
                {t('overview.trend.than', { count: days })}
              </Typography>
            </>
          ))}
      </Stack>
    </Card>
  );
}
