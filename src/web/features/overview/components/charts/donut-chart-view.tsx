import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartViewProps } from './chart-view-props';

/** Shares of a whole as a ring, with the legend beside or below it. */
export default function DonutChartView({ spec, colors, height, format }: ChartViewProps<'donut'>) {
  return (
    <PieChart
      height={height}
      // Hidden from assistive technology (the figure's table says the same), so nothing in it takes focus.
      disableKeyboardNavigation
      series={[
        {
          data: spec.slices.map((slice, index) => ({
            id: slice.label,
            label: slice.label,
            value: slice.value,
            color: slice.color ?? colors[index % colors.length],
          })),
          // Of the largest ring that fits beside the legend (a phone's card is narrower than it is high).
          innerRadius: '62%',
          outerRadius: '96%',
          paddingAngle: 1.5,
          cornerRadius: 4,
          valueFormatter: (item) => format(item.value),
        },
      ]}
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
    />
  );
}
