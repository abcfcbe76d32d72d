import type { ChartSpec } from '@/web/features/overview/components/chart-spec';

/** What every lazily loaded chart drawing gets from its figure. */
export interface ChartViewProps<Kind extends ChartSpec['kind']> {
  spec: Extract<ChartSpec, { kind: Kind }>;
  colors: string[];
  height: number;
  /** A figure as the reader's language writes it (money, counts). */
  format: (value: number) => string;
  /** A figure on the value axis, where space is short (money shortened); `format` when not given. */
  axisFormat?: (value: number) => string;
  rtl: boolean;
}
