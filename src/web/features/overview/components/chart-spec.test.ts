import { describe, expect, it } from 'vitest';
import { chartIsEmpty, chartTable } from './chart-spec';

describe('chart table', () => {
  it('gives a row per label with a column per series', () => {
    const table = chartTable(
      {
        kind: 'line',
        labels: ['Jan', 'Feb'],
        series: [
          { label: '2026', data: [10, 20] },
          { label: '2025', data: [5] },
        ],
      },
      'Month',
      'Value',
    );
    expect(table.columns).toEqual(['Month', '2026', '2025']);
    expect(table.rows).toEqual([
      { label: 'Jan', values: [10, 5] },
      { label: 'Feb', values: [20, 0] },
    ]);
  });

  it('gives a donut a row per slice', () => {
    const table = chartTable({ kind: 'donut', slices: [{ label: 'Men', value: 3 }] }, 'Gender', 'Items');
    expect(table).toEqual({ columns: ['Gender', 'Items'], rows: [{ label: 'Men', values: [3] }] });
  });
});

describe('empty chart', () => {
  it('is empty when every figure is zero, and only then', () => {
    expect(chartIsEmpty({ kind: 'donut', slices: [{ label: 'a', value: 0 }] })).toBe(true);
    expect(chartIsEmpty({ kind: 'bar', labels: ['a'], series: [{ label: 's', data: [0] }] })).toBe(true);
    expect(chartIsEmpty({ kind: 'line', labels: ['a', 'b'], series: [{ label: 's', data: [0, 2] }] })).toBe(
      false,
    );
    expect(chartIsEmpty({ kind: 'line', labels: [], series: [] })).toBe(true);
  });
});
