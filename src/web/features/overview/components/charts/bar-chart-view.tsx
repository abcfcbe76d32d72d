import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartViewProps } from './chart-view-props';

/** Bars per label: upright over time, or lying down for a ranking. */
export default function BarChartView({ spec, colors, height, format, rtl }: ChartViewProps<'bar'>) {
  // Time runs from the reading start. Upright bars in right-to-left are given back to front rather than on a
  // reversed axis: a reversed band axis spaced its tick labels as if they ran the other way (they overlapped).
  const backToFront = rtl && !spec.horizontal;
  const inOrder = <T,>(items: T[]) => (backToFront ? [...items].reverse() : items);
  const band = { scaleType: 'band' as const, data: inOrder(spec.labels) };
  const values = { valueFormatter: format };
  return (
    <BarChart
      // The drawing is hidden from assistive technology (the figure's table says the same): no focus stop in it.
      disableKeyboardNavigation
      height={height}
      layout={spec.horizontal ? 'horizontal' : 'vertical'}
      xAxis={[spec.horizontal ? { ...values, reverse: rtl } : band]}
      yAxis={[
        spec.horizontal
          ? { ...band, width: 'auto', position: rtl ? 'right' : 'left' }
          : { ...values, width: 56, position: rtl ? 'right' : 'left' },
      ]}
      series={spec.series.map((series, index) => ({
        label: series.label,
        data: inOrder(series.data),
        color: series.color ?? colors[index % colors.length],
        stack: spec.stacked ? 'total' : undefined,
        valueFormatter: (value) => (value === null ? '' : format(value)),
      }))}
      borderRadius={4}
      grid={spec.horizontal ? { vertical: true } : { horizontal: true }}
      hideLegend={spec.series.length < 2}
    />
  );
}
