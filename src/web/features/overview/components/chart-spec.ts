/** One named row of figures of a line or bar chart, a figure per label. */
export interface ChartSeries {
  label: string;
  data: number[];
  /** A colour of its own; else the next of the theme's chart colours. */
  color?: string;
  /** Drawn against a scale of its own on the other side (a line chart of figures of different sizes). */
  secondaryAxis?: boolean;
}

/**
 * What a chart shows, as plain data: the chart draws it, and the same data gives the table that screen readers
 * get instead of the drawing (so the two cannot tell different stories).
 */
export type ChartSpec =
  | { kind: 'line'; labels: string[]; series: ChartSeries[]; area?: boolean }
  | { kind: 'bar'; labels: string[]; series: ChartSeries[]; horizontal?: boolean; stacked?: boolean }
  | { kind: 'donut'; slices: { label: string; value: number; color?: string }[] };

/** The chart's table: a header row (the labels' column, then one per series or "value") and a row per label. */
export function chartTable(spec: ChartSpec, labelsHeading: string, valueHeading: string) {
  if (spec.kind === 'donut') {
    return {
      columns: [labelsHeading, valueHeading],
      rows: spec.slices.map((slice) => ({ label: slice.label, values: [slice.value] })),
    };
  }
  return {
    columns: [labelsHeading, ...spec.series.map((series) => series.label)],
    rows: spec.labels.map((label, index) => ({
      label,
      values: spec.series.map((series) => series.data[index] ?? 0),
    })),
  };
}

/** Nothing to draw: every figure is zero (a fresh workspace, or a quiet period). */
export function chartIsEmpty(spec: ChartSpec): boolean {
  const values =
    spec.kind === 'donut'
      ? spec.slices.map((slice) => slice.value)
      : spec.series.flatMap((series) => series.data);
  return values.every((value) => value === 0);
}
