import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardBucketOf, type DashboardPeriod } from '@/contract/dashboard-rules';
import type { EcommerceSummary } from '@/contract/dashboard';
import { formatPrice } from '@/contract/money';
import { ChartFigure } from '@/web/features/overview/components/chart-figure';
import { WidgetCard } from '@/web/features/overview/components/widget-card';
import { formatNumber } from '@/web/lib/format';
import {
  formatShortPrice,
  genderSpec,
  periodSalesSpec,
  yearlySalesSpec,
  type SalesMeasure,
} from './ecommerce-chart-specs';

type Summary = EcommerceSummary | undefined;

const measures: SalesMeasure[] = ['revenue', 'orders'];

/** The period's revenue or orders per day (per month over a year), the reader choosing which. */
export function PeriodSalesCard({ summary, period }: { summary: Summary; period: DashboardPeriod }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [measure, setMeasure] = useState<SalesMeasure>('revenue');
  const bucket = dashboardBucketOf[period];
  const measureLabel = t(`ecommerce-dashboard.sales.${measure}`);
  const money = measure === 'revenue';
  return (
    <WidgetCard
      title={t('ecommerce-dashboard.sales.title')}
      subheader={t(`ecommerce-dashboard.sales.subheader_${bucket}`)}
      sx={{ height: 1 }}
    >
      <Box sx={{ px: 3, pb: 3 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={measure}
          aria-label={t('ecommerce-dashboard.sales.measure')}
          onChange={(_, next: SalesMeasure | null) => next && setMeasure(next)}
          sx={{ mb: 2 }}
        >
          {measures.map((option) => (
            <ToggleButton key={option} value={option} sx={{ px: 1.5 }}>
              {t(`ecommerce-dashboard.sales.${option}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ChartFigure
          title={`${t('ecommerce-dashboard.sales.title')}: ${measureLabel}`}
          spec={summary && periodSalesSpec(summary, period, measure, measureLabel, language)}
          labelsHeading={t(`ecommerce-dashboard.sales.${bucket}`)}
          format={(value) => (money ? formatPrice(value, language) : formatNumber(value, language))}
          axisFormat={(value) => (money ? formatShortPrice(value, language) : formatNumber(value, language))}
          height={300}
        />
      </Box>
    </WidgetCard>
  );
}

/** Units sold per gender the products are made for, as a ring. */
export function SalesByGenderCard({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation();
  const title = t('ecommerce-dashboard.gender.title');
  return (
    <WidgetCard title={title} subheader={t('ecommerce-dashboard.gender.subheader')} sx={{ height: 1 }}>
      <Box sx={{ px: 3, pb: 3, mt: 'auto', mb: 'auto' }}>
        <ChartFigure
          title={title}
          spec={summary && genderSpec(summary.salesByGender, (gender) => t(`ecommerce.genders.${gender}`))}
          labelsHeading={t('ecommerce-dashboard.gender.labels')}
          valueHeading={t('ecommerce-dashboard.gender.value')}
          format={(value) => formatNumber(value, i18n.language)}
          height={260}
        />
      </Box>
    </WidgetCard>
  );
}

/** Revenue per month of this year against last year's. */
export function YearlySalesCard({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const yearly = summary?.yearlySales;
  const title = t('ecommerce-dashboard.yearly.title');
  return (
    <WidgetCard
      title={title}
      subheader={
        yearly && t('ecommerce-dashboard.yearly.subheader', { year: yearly.year, lastYear: yearly.year - 1 })
      }
      sx={{ height: 1 }}
    >
      <Box sx={{ px: 3, pb: 3 }}>
        <ChartFigure
          title={title}
          spec={summary && yearlySalesSpec(summary.yearlySales, summary.to, language)}
          labelsHeading={t('ecommerce-dashboard.yearly.month')}
          format={(value) => formatPrice(value, language)}
          axisFormat={(value) => formatShortPrice(value, language)}
        />
      </Box>
    </WidgetCard>
  );
}
