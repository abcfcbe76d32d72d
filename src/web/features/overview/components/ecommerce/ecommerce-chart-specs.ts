import type { DashboardPeriod } from '@/contract/dashboard-rules';
import type { EcommerceSummary } from '@/contract/dashboard';
import { dashboardBucketOf } from '@/contract/dashboard';
import type { ProductGender } from '@/contract/product-rules';
import { bucketLabels, monthNames } from '@/web/features/overview/components/bucket-labels';
import type { ChartSpec } from '@/web/features/overview/components/chart-spec';

export type SalesMeasure = 'revenue' | 'orders';

/** The period's orders or revenue per bucket, oldest first, as bars. */
export function periodSalesSpec(
  summary: Pick<EcommerceSummary, 'sales'>,
  period: DashboardPeriod,
  measure: SalesMeasure,
  seriesLabel: string,
  language: string,
): ChartSpec {
  return {
    kind: 'bar',
    labels: bucketLabels(
      summary.sales.map((point) => point.start),
      dashboardBucketOf[period],
      language,
    ),
    series: [{ label: seriesLabel, data: summary.sales.map((point) => point[measure]) }],
  };
}

/**
 * This year's revenue per month against last year's, each series named by its year (this year first). This year's
 * line stops at the month of `to` (the summary's last day): the months still to come have no sales yet, not none.
 */
export function yearlySalesSpec(
  yearly: EcommerceSummary['yearlySales'],
  to: string,
  language: string,
): ChartSpec {
  const today = new Date(`${to}T00:00:00Z`);
  const months = today.getUTCFullYear() === yearly.year ? today.getUTCMonth() + 1 : 12;
  return {
    kind: 'line',
    area: true,
    labels: monthNames(language),
    series: [
      { label: String(yearly.year), data: yearly.thisYear.slice(0, months) },
      { label: String(yearly.year - 1), data: yearly.lastYear },
    ],
  };
}

/** Units sold per gender, in the answer's order, named in the reader's language. */
export function genderSpec(
  byGender: EcommerceSummary['salesByGender'],
  genderName: (gender: ProductGender) => string,
): ChartSpec {
  return {
    kind: 'donut',
    slices: byGender.map((entry) => ({ label: genderName(entry.gender), value: entry.items })),
  };
}

/** Money on a chart's value axis: short ("$12K"), the exact figure being in the tooltip and the table. */
export function formatShortPrice(amount: number, language: string): string {
  return new Intl.NumberFormat(language.slice(0, 2), {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(amount);
}
