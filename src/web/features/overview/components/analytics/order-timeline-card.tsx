import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DashboardOrder } from '@/contract/dashboard';
import { invoiceStatusTones } from '@/contract/invoice-document';
import { invoiceLanguageOf, invoiceTexts } from '@/contract/invoice-texts';
import { formatPrice } from '@/contract/money';
import { Label } from '@/web/components/label';
import { formatDateTime } from '@/web/lib/format';
import { paths } from '@/web/lib/paths';
import { WidgetCard } from '@/web/features/overview/components/widget-card';
import { WidgetEmpty } from '@/web/features/overview/components/figure-list';
import { SkeletonRows } from './widget-states';

/** The shop's latest orders on a timeline: number (to its invoice), status, buyer, total and time. */
export function OrderTimelineCard({ orders }: { orders: DashboardOrder[] | undefined }) {
  const { t, i18n } = useTranslation('analytics-dashboard');
  const statuses = invoiceTexts[invoiceLanguageOf(i18n.language)].statuses;
  return (
    <WidgetCard title={t('timeline.title')} subheader={t('timeline.subheader')} sx={{ height: '100%' }}>
      <Box sx={{ p: 3, pt: 2 }}>
        {!orders ? (
          <SkeletonRows rows={5} height={56} />
        ) : orders.length === 0 ? (
          <WidgetEmpty text={t('timeline.empty')} />
        ) : (
          <Timeline
            sx={{
              m: 0,
              p: 0,
              // No opposite column: every item's content takes the width.
              [`& .${timelineItemClasses.root}:before`]: { flex: 0, p: 0 },
            }}
          >
            {orders.map((order, index) => (
              <TimelineItem key={order.id} sx={{ minHeight: 64 }}>
                <TimelineSeparator>
                  <TimelineDot color={invoiceStatusTones[order.status]} />
                  {index < orders.length - 1 && <TimelineConnector />}
                </TimelineSeparator>
                <TimelineContent sx={{ pt: 0.75, pb: 2, pr: 0, minWidth: 0 }}>
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Link
                      component={RouterLink}
                      to={paths.dashboard.eCommerce.invoice(order.id)}
                      variant="subtitle2"
                      color="inherit"
                    >
                      {t('timeline.order', { number: order.number })}
                    </Link>
                    <Label color={invoiceStatusTones[order.status]}>{statuses[order.status]}</Label>
                  </Stack>
                  <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
                    {order.customerName} · {formatPrice(order.total, i18n.language)}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {formatDateTime(order.createdAt, i18n.language)}
                  </Typography>
                </TimelineContent>
              </TimelineItem>
            ))}
          </Timeline>
        )}
      </Box>
    </WidgetCard>
  );
}
