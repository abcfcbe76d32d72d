import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EcommerceSummary } from '@/contract/dashboard';
import { formatPrice } from '@/contract/money';
import { useChartColors } from '@/web/components/chart-colors';
import { WidgetCard } from '@/web/features/overview/components/widget-card';
import { numberFormat } from '@/web/lib/format';
import { WidgetEmpty } from '@/web/features/overview/components/figure-list';

type Summary = EcommerceSummary | undefined;

function Rows({ count, height }: { count: number; height: number }) {
  return (
    <Stack sx={{ gap: 3 }} aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

/** Each category's revenue and its share of all, as bars of the theme's chart colours. */
export function SalesByCategoryCard({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation();
  const colors = useChartColors();
  const language = i18n.language;
  const categories = summary?.salesByCategory;
  const percent = numberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  let body;
  if (!categories) body = <Rows count={3} height={40} />;
  else if (categories.every((category) => category.revenue === 0))
    body = <WidgetEmpty text={t('overview.chart.empty')} />;
  else
    body = (
      <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 3 }}>
        {categories.map((entry, index) => {
          const name = t(`ecommerce.categories.${entry.category}`);
          const share = percent.format(entry.sharePercent / 100);
          return (
            <li key={entry.category}>
              <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, mb: 1 }}>
                <Typography variant="subtitle2" component="span" sx={{ flexGrow: 1 }}>
                  {name}
                </Typography>
                <Typography variant="subtitle2" component="span">
                  {formatPrice(entry.revenue, language)}
                </Typography>
                <Typography
                  variant="body2"
                  component="span"
                  sx={{ color: 'text.secondary', minWidth: 56, textAlign: 'right' }}
                >
                  {share}
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={Math.min(100, Math.max(0, entry.sharePercent))}
                aria-label={t('ecommerce-dashboard.category.share', { category: name, percent: share })}
                sx={{
                  height: 8,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  '& .MuiLinearProgress-bar': { borderRadius: 1, bgcolor: colors[index % colors.length] },
                }}
              />
            </li>
          );
        })}
      </Stack>
    );
  return (
    <WidgetCard
      title={t('ecommerce-dashboard.category.title')}
      subheader={t('ecommerce-dashboard.category.subheader')}
      sx={{ height: 1 }}
    >
      <Box sx={{ p: 3, pt: 2 }}>{body}</Box>
    </WidgetCard>
  );
}

function StatementLine({ label, value, total = false }: { label: string; value: string; total?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
      <Typography
        component="dt"
        variant={total ? 'subtitle1' : 'body2'}
        sx={{ color: total ? 'text.primary' : 'text.secondary' }}
      >
        {label}
      </Typography>
      <Typography component="dd" variant={total ? 'h6' : 'subtitle2'} sx={{ m: 0 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The period's revenue as a small statement: goods, less discounts, plus shipping. */
export function CurrentBalanceCard({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatPrice(amount, i18n.language);
  const balance = summary?.balance;
  let body;
  if (!balance) body = <Rows count={4} height={24} />;
  else if (balance.subtotal === 0 && balance.revenue === 0)
    body = <WidgetEmpty text={t('overview.chart.empty')} />;
  else {
    const lines = [
      { key: 'subtotal', value: money(balance.subtotal) },
      { key: 'discount', value: money(-balance.discount) },
      { key: 'shipping', value: money(balance.shipping) },
    ];
    body = (
      <>
        <Stack component="dl" sx={{ m: 0, gap: 2 }}>
          {lines.map((line) => (
            <StatementLine
              key={line.key}
              label={t(`ecommerce-dashboard.balance.${line.key}`)}
              value={line.value}
            />
          ))}
        </Stack>
        <Divider sx={{ my: 2, borderStyle: 'dashed' }} />
        <Box component="dl" sx={{ m: 0 }}>
          <StatementLine
            label={t('ecommerce-dashboard.balance.revenue')}
            value={money(balance.revenue)}
            total
          />
        </Box>
      </>
    );
  }
  return (
    <WidgetCard
      title={t('ecommerce-dashboard.balance.title')}
      subheader={t('ecommerce-dashboard.balance.subheader')}
      sx={{ height: 1 }}
    >
      <Box sx={{ p: 3, pt: 2 }}>{body}</Box>
    </WidgetCard>
  );
}
