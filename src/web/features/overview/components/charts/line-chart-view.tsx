import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import type { ChartViewProps } from './chart-view-props';
import { inReadingOrder, perLabel } from './reading-order';

/**
 * Lines over the period's buckets (time runs from the reading start), areas tinted when asked; a series of
 * figures of another size gets a scale of its own on the other side.
 */
export default function LineChartView({
  spec,
  colors,
  height,
  format,
  axisFormat,
  rtl,
}: ChartViewProps<'line'>) {
  const start = rtl ? ('right' as const) : ('left' as const);
  const end = rtl ? ('left' as const) : ('right' as const);
  const secondary = spec.series.some((series) => series.secondaryAxis);
  return (
    <LineChart
      height={height}
      // Hidden from assistive technology (the figure's table says the same), so nothing in it takes focus.
      disableKeyboardNavigation
      xAxis={[{ scaleType: 'point', data: inReadingOrder(spec.labels, rtl) }]}
      yAxis={[
        { id: 'main', position: start, valueFormatter: axisFormat ?? format, width: 56 },
        ...(secondary ? [{ id: 'secondary', position: end, valueFormatter: format, width: 48 }] : []),
      ]}
      series={spec.series.map((series, index) => ({
        label: series.label,
        data: inReadingOrder(perLabel(spec.labels, series.data), rtl),
        yAxisId: series.secondaryAxis ? 'secondary' : 'main',
        color: series.color ?? colors[index % colors.length],
        area: spec.area,
        showMark: false,
        curve: 'monotoneX',
        valueFormatter: (value) => (value === null ? '' : format(value)),
      }))}
      grid={{ horizontal: true }}
      hideLegend={spec.series.length < 2}
      sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.16 } }}
    />
  );
}
