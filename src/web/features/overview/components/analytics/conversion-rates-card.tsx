import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AnalyticsSummary } from '@/contract/dashboard';
import { formatNumber, numberFormat } from '@/web/lib/format';
import { WidgetCard } from '@/web/features/overview/components/widget-card';

interface ConversionRowProps {
  label: string;
  /** Requests per 100 views; null without any view. */
  rate: number | null;
  requests: number;
  views: number;
}

function ConversionRow({ label, rate, requests, views }: ConversionRowProps) {
  const { t, i18n } = useTranslation('analytics-dashboard');
  const percent =
    rate === null
      ? t('conversion.noViews')
      : numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(rate / 100);
  return (
    <Box component="li">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 1 }}>
        <Typography variant="subtitle2" component="span">
          {label}
        </Typography>
        <Typography
          variant={rate === null ? 'body2' : 'subtitle1'}
          component="span"
          sx={{ flexShrink: 0, color: rate === null ? 'text.secondary' : 'text.primary' }}
        >
          {percent}
        </Typography>
      </Stack>
      <LinearProgress
        aria-hidden
        variant="determinate"
        value={Math.min(rate ?? 0, 100)}
        sx={{ height: 8, borderRadius: 1 }}
      />
      <Typography variant="caption" component="p" sx={{ mt: 0.75, color: 'text.secondary' }}>
        {t('conversion.detail', {
          count: views,
          requests: formatNumber(requests, i18n.language),
          views: formatNumber(views, i18n.language),
        })}
      </Typography>
    </Box>
  );
}

/** Booking requests per 100 pricing-page views and Say Hello messages per 100 Say Hello page views. */
export function ConversionRatesCard({ summary }: { summary: AnalyticsSummary | undefined }) {
  const { t } = useTranslation('analytics-dashboard');
  return (
    <WidgetCard title={t('conversion.title')} subheader={t('conversion.subheader')} sx={{ height: '100%' }}>
      <Box sx={{ p: 3, pt: 2 }}>
        {!summary ? (
          <Stack sx={{ gap: 3 }} aria-hidden>
            <Skeleton variant="rounded" height={64} />
            <Skeleton variant="rounded" height={64} />
          </Stack>
        ) : (
          <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none', gap: 3 }}>
            <ConversionRow
              label={t('conversion.booking')}
              rate={summary.conversion.bookingRate}
              requests={summary.bookingRequests.current}
              views={summary.conversion.pricingViews}
            />
            <ConversionRow
              label={t('conversion.contact')}
              rate={summary.conversion.contactRate}
              requests={summary.contactMessages.current}
              views={summary.conversion.sayHelloViews}
            />
          </Stack>
        )}
      </Box>
    </WidgetCard>
  );
}
