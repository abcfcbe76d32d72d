import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { chartIsEmpty, chartTable, type ChartSpec } from './chart-spec';
import { useChartColors } from '@/web/components/chart-colors';
import type { ChartViewProps } from './charts/chart-view-props';
import { useInView } from './use-in-view';

// Each drawing's code (and the charting library) loads when the first chart of its kind comes into view.
const views: { [Kind in ChartSpec['kind']]: ComponentType<ChartViewProps<Kind>> } = {
  line: lazy(() => import('./charts/line-chart-view')),
  bar: lazy(() => import('./charts/bar-chart-view')),
  donut: lazy(() => import('./charts/donut-chart-view')),
};

interface ChartFigureProps {
  /** The chart's name, as the table screen readers get says it. */
  title: string;
  /** Undefined while the figures load. */
  spec: ChartSpec | undefined;
  /** The heading of the labels' column of that table (Month, Device…). */
  labelsHeading: string;
  /** The heading of a donut's values' column. */
  valueHeading?: string;
  format: (value: number) => string;
  /** A figure on the value axis (money shortened there); `format` when not given. */
  axisFormat?: (value: number) => string;
  height?: number;
}

/**
 * A chart of a dashboard widget: a skeleton while its figures load, a line of text when they are all zero, else the
 * drawing (loaded once it comes into view) for the eye and the same figures as a table for screen readers.
 */
export function ChartFigure({
  title,
  spec,
  labelsHeading,
  valueHeading,
  format,
  axisFormat,
  height = 320,
}: ChartFigureProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const colors = useChartColors();
  const [ref, inView] = useInView<HTMLDivElement>();

  if (!spec) return <Skeleton variant="rounded" height={height} aria-hidden />;
  if (chartIsEmpty(spec)) {
    return (
      <Box sx={{ height, display: 'grid', placeItems: 'center', px: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          {t('overview.chart.empty')}
        </Typography>
      </Box>
    );
  }

  const table = chartTable(spec, labelsHeading, valueHeading ?? t('overview.chart.value'));
  const View = views[spec.kind] as ComponentType<ChartViewProps<typeof spec.kind>>;
  const skeleton = <Skeleton variant="rounded" height={height} />;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box ref={ref} aria-hidden sx={{ minHeight: height, direction: 'ltr' }}>
        {inView ? (
          <Suspense fallback={skeleton}>
            <View
              spec={spec}
              colors={colors}
              height={height}
              format={format}
              axisFormat={axisFormat}
              rtl={theme.direction === 'rtl'}
            />
          </Suspense>
        ) : (
          skeleton
        )}
      </Box>
      <table style={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                <td key={table.columns[index + 1]}>{format(value)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
