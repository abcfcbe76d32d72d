import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartViewProps } from './chart-view-props';

/** Lines over the period's buckets (time runs from the reading start), areas tinted when asked. */
export default function LineChartView({ spec, colors, height, format, rtl }: ChartViewProps<'line'>) {
  const secondary = spec.series.some((series) => series.secondaryAxis);
  return (
    <LineChart
      height={height}
      xAxis={[{ scaleType: 'point', data: spec.labels, reverse: rtl }]}
      yAxis={[
        { id: 'main', position: rtl ? 'right' : 'left', valueFormatter: format, width: 56 },
        ...(secondary
          ? [
              {
                id: 'secondary',
                position: rtl ? ('left' as const) : ('right' as const),
                valueFormatter: format,
                width: 48,
              },
            ]
          : []),
      ]}
      series={spec.series.map((series, index) => ({
        label: series.label,
        data: series.data,
        yAxisId: series.secondaryAxis ? 'secondary' : 'main',
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
