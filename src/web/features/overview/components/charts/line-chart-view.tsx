import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartViewProps } from './chart-view-props';

/** Lines over the period's buckets (time runs from the reading start), areas tinted when asked. */
export default function LineChartView({
  spec,
  colors,
  height,
  format,
  axisFormat,
  rtl,
}: ChartViewProps<'line'>) {
  return (
    <LineChart
      height={height}
      // Hidden from assistive technology (the figure's table says the same), so nothing in it takes focus.
      disableKeyboardNavigation
      xAxis={[{ scaleType: 'point', data: spec.labels, reverse: rtl }]}
      yAxis={[{ position: rtl ? 'right' : 'left', valueFormatter: axisFormat ?? format, width: 56 }]}
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
