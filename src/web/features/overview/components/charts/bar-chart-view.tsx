import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartViewProps } from './chart-view-props';
import { inReadingOrder, perLabel } from './reading-order';

/** Bars per label: upright over time, or lying down for a ranking. */
export default function BarChartView({
  spec,
  colors,
  height,
  format,
  axisFormat,
  rtl,
}: ChartViewProps<'bar'>) {
  // Upright bars run with the reading direction; lying ones keep their order top down, their values flipping.
  const flip = rtl && !spec.horizontal;
  const band = { scaleType: 'band' as const, data: inReadingOrder(spec.labels, flip) };
  const values = { valueFormatter: axisFormat ?? format };
  return (
    <BarChart
      height={height}
      // Hidden from assistive technology (the figure's table says the same), so nothing in it takes focus.
      disableKeyboardNavigation
      layout={spec.horizontal ? 'horizontal' : 'vertical'}
      xAxis={[spec.horizontal ? { ...values, reverse: rtl } : band]}
      yAxis={[
        spec.horizontal
          ? { ...band, width: 'auto' as const, position: rtl ? 'right' : 'left' }
          : { ...values, width: 56, position: rtl ? 'right' : 'left' },
      ]}
      series={spec.series.map((series, index) => ({
        label: series.label,
        data: inReadingOrder(perLabel(spec.labels, series.data), flip),
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
