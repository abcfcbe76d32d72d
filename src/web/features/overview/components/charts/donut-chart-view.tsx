import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartViewProps } from './chart-view-props';

/** Shares of a whole as a ring, with the legend beside or below it. */
export default function DonutChartView({ spec, colors, height, format }: ChartViewProps<'donut'>) {
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
          // Shares of the largest ring that fits beside the legend, so a narrow card never clips it.
          innerRadius: '62%',
          outerRadius: '100%',
          paddingAngle: 1.5,
          cornerRadius: 4,
          valueFormatter: (item) => format(item.value),
        },
      ]}
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
    />
  );
}
