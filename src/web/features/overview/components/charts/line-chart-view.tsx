import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartViewProps } from './chart-view-props';

/** Lines over the period's buckets (time runs from the reading start), areas tinted when asked. */
export default function LineChartView({ spec, colors, height, format, rtl }: ChartViewProps<'line'>) {
  return (
    <LineChart
      // The drawing is hidden from assistive technology (the figure's table says the same): no focus stop in it.
      disableKeyboardNavigation
      height={height}
      xAxis={[{ scaleType: 'point', data: spec.labels, reverse: rtl }]}
      yAxis={[{ position: rtl ? 'right' : 'left', valueFormatter: format, width: 56 }]}
      series={spec.series.map((series, index) => ({
        label: series.label,
        data: series.data,
        color: series.color ?? colors[index % colors.length],
        area: spec.area,
        showMark: false,
        curve: 'monotoneX',
        valueFormatter: (value) => (value === null ? '' : format(value)),
      }))}
      grid={{ horizontal: true }}
      hideLegend={spec.series.length < 2}
      sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.16 } }}
    />
  );
}
