/**
 * An ordinal axis's values in reading order: right to left, the first label is drawn on the right. The data are
 * reversed, not the axis: x-charts hides overlapping tick labels only on an axis that is not reversed.
 */
export const inReadingOrder = <T>(values: T[], rtl: boolean): T[] => (rtl ? [...values].reverse() : values);

/** A series' figure per label (null where it has none, so that reversing keeps each on its label). */
export const perLabel = (labels: string[], data: number[]): (number | null)[] =>
  labels.map((_, index) => data[index] ?? null);
