import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { useDeferredValue } from 'react';
import type { DashboardPeriod } from '@/contract/dashboard-rules';
import type { EcommerceSummary } from '@/contract/dashboard';
import { formatPrice } from '@/contract/money';
import { LoadFailedAlert } from '@/web/components/load-failed-alert';
import { Page } from '@/web/components/page';
import { useEcommerceSummary } from '@/web/features/overview/api/dashboard-summaries';
import { AdminsOnlyNotice } from '@/web/features/overview/components/admins-only-notice';
import { DashboardHeading } from '@/web/features/overview/components/dashboard-heading';
import {
  PeriodSalesCard,
  SalesByGenderCard,
  YearlySalesCard,
} from '@/web/features/overview/components/ecommerce/ecommerce-charts';
import {
  BestCustomersCard,
  LatestProductsCard,
  TopProductsCard,
} from '@/web/features/overview/components/ecommerce/ecommerce-lists';
import {
  CurrentBalanceCard,
  SalesByCategoryCard,
} from '@/web/features/overview/components/ecommerce/ecommerce-statements';
import { NewProductsCarousel } from '@/web/features/overview/components/ecommerce/new-products-carousel';
import { NewestOrdersCard } from '@/web/features/overview/components/ecommerce/newest-orders-card';
import { useDashboardPeriod } from '@/web/features/overview/components/period-select';
import { TrendCard } from '@/web/features/overview/components/trend-card';
import { useMaySeeBusinessFigures } from '@/web/features/overview/components/use-may-see-business-figures';
import { formatNumber } from '@/web/lib/format';

type TrendKey = 'productsSold' | 'revenue' | 'netSales' | 'orders' | 'averageOrderValue';

// Three cards a row from tablets on, then two wider ones (money needs the room).
const third = { xs: 12, sm: 6, md: 4 };
const trends: { key: TrendKey; money: boolean; size: Record<string, number> }[] = [
  { key: 'productsSold', money: false, size: third },
  { key: 'revenue', money: true, size: third },
  { key: 'netSales', money: true, size: third },
  { key: 'orders', money: false, size: { xs: 12, sm: 6, md: 6 } },
  { key: 'averageOrderValue', money: true, size: { xs: 12, sm: 12, md: 6 } },
];

function EcommerceWidgets({
  summary,
  period,
}: {
  summary: EcommerceSummary | undefined;
  period: DashboardPeriod;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // While another period loads, the figures on screen are still the last period's: so are their words.
  const shown = summary?.period ?? period;
  return (
    <Grid container spacing={3}>
      {trends.map((trend) => (
        <Grid key={trend.key} size={trend.size}>
          <TrendCard
            title={t(`ecommerce-dashboard.trends.${trend.key}`)}
            figure={summary?.[trend.key]}
            period={shown}
            format={(value) => (trend.money ? formatPrice(value, language) : formatNumber(value, language))}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <SalesByGenderCard summary={summary} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 8 }}>
        <PeriodSalesCard summary={summary} period={shown} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 8 }}>
        <SalesByCategoryCard summary={summary} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <CurrentBalanceCard summary={summary} />
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        <YearlySalesCard summary={summary} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <NewProductsCarousel summary={summary} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <TopProductsCard summary={summary} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <BestCustomersCard summary={summary} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <LatestProductsCard summary={summary} />
      </Grid>
      <Grid size={12}>
        <NewestOrdersCard orders={summary?.newestOrders} />
      </Grid>
    </Grid>
  );
}

/**
 * /dashboard/ecommerce: the shop's sales over the period in the address, for admins. While another period's
 * figures load, the last ones stay on screen; members see that the dashboard is not theirs, and nothing is asked.
 */
export default function EcommerceDashboardPage() {
  const { t } = useTranslation();
  const maySee = useMaySeeBusinessFigures();
  const [period, setPeriod] = useDashboardPeriod();
  const { data: answer, error, isPlaceholderData } = useEcommerceSummary(period, maySee);
  // The figures render as a transition: React builds the widgets in slices and lets the browser respond between
  // them, instead of in one long task when the answer arrives.
  const data = useDeferredValue(answer);

  let content;
  if (!maySee) content = <AdminsOnlyNotice />;
  // One call feeds every widget: when it fails, one alert says so (not one per widget).
  else if (error && !data)
    content = (
      <Card sx={{ pt: 2 }}>
        <LoadFailedAlert title={t('overview.loadFailed')} error={error} />
      </Card>
    );
  else
    content = (
      <div aria-busy={isPlaceholderData}>
        <EcommerceWidgets summary={data} period={period} />
      </div>
    );

  return (
    <Page title={t('titles.ecommerce')}>
      <DashboardHeading
        heading={t('ecommerce-dashboard.heading')}
        period={maySee ? { value: period, onChange: setPeriod } : undefined}
      />
      {content}
    </Page>
  );
}
