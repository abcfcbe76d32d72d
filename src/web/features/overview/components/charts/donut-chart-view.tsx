import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartViewProps } from './chart-view-props';

/** Shares of a whole as a ring, with the legend beside or below it. */
export default function DonutChartView({ spec, colors, height, format }: ChartViewProps<'donut'>) {
  const radius = Math.round(height / 2) - 12;
  return (
    <PieChart
      // The drawing is hidden from assistive technology (the figure's table says the same): no focus stop in it.
      disableKeyboardNavigation
      height={height}
      series={[
        {
          data: spec.slices.map((slice, index) => ({
            id: slice.label,
            label: slice.label,
            value: slice.value,
            color: slice.color ?? colors[index % colors.length],
          })),
          innerRadius: Math.round(radius * 0.62),
          outerRadius: radius,
          paddingAngle: 1.5,
          cornerRadius: 4,
          valueFormatter: (item) => format(item.value),
        },
      ]}
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
    />
  );
}
