import { describe, expect, it } from 'vitest';
import { formatShortPrice, genderSpec, periodSalesSpec, yearlySalesSpec } from './ecommerce-chart-specs';

describe('period sales', () => {
  const sales = [
    { start: '2026-11-01', orders: 2, revenue: 40.5 },
    { start: '2026-11-02', orders: 0, revenue: 0 },
  ];

  it('gives a bar per bucket, oldest first, of the measure asked for', () => {
    expect(periodSalesSpec({ sales }, '7d', 'orders', 'Orders', 'en')).toEqual({
      kind: 'bar',
      labels: ['1 Nov', '2 Nov'],
      series: [{ label: 'Orders', data: [2, 0] }],
    });
    expect(periodSalesSpec({ sales }, '30d', 'revenue', 'Revenue', 'en')).toMatchObject({
      series: [{ label: 'Revenue', data: [40.5, 0] }],
    });
  });

  it('buckets a year by month', () => {
    const spec = periodSalesSpec(
      { sales: [{ start: '2026-01-01', orders: 1, revenue: 9 }] },
      '365d',
      'orders',
      'Orders',
      'en',
    );
    expect(spec).toMatchObject({ labels: ['Jan'] });
  });
});

describe('yearly sales', () => {
  it('names the series by their years, this year first, over the twelve months', () => {
    const thisYear = Array.from({ length: 12 }, (_, index) => index);
    const lastYear = Array.from({ length: 12 }, () => 1);
    const spec = yearlySalesSpec({ year: 2026, thisYear, lastYear }, '2026-12-31', 'en');
    expect(spec).toMatchObject({ kind: 'line', area: true });
    if (spec.kind !== 'line') throw new Error('a line chart');
    expect(spec.labels).toHaveLength(12);
    expect(spec.series).toEqual([
      { label: '2026', data: thisYear },
      { label: '2025', data: lastYear },
    ]);
  });

  it('ends this year’s line at the current month', () => {
    const twelve = Array.from({ length: 12 }, () => 5);
    const spec = yearlySalesSpec({ year: 2026, thisYear: twelve, lastYear: twelve }, '2026-11-28', 'en');
    if (spec.kind !== 'line') throw new Error('a line chart');
    expect(spec.series[0]!.data).toHaveLength(11);
    expect(spec.series[1]!.data).toHaveLength(12);
  });
});

describe('sales by gender', () => {
  it('gives a slice per gender, named by the caller', () => {
    const spec = genderSpec(
      [
        { gender: 'Men', items: 3 },
        { gender: 'Kids', items: 0 },
      ],
      (gender) => `${gender}!`,
    );
    expect(spec).toEqual({
      kind: 'donut',
      slices: [
        { label: 'Men!', value: 3 },
        { label: 'Kids!', value: 0 },
      ],
    });
  });
});

describe('short prices', () => {
  it('shortens big amounts for an axis', () => {
    expect(formatShortPrice(12_300, 'en')).toBe('$12.3K');
    expect(formatShortPrice(40, 'en')).toBe('$40');
  });
});
