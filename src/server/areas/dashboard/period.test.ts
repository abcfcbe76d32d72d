import { describe, expect, it } from 'vitest';
import { bucketOf, bucketStarts, changePercent, periodRange } from './period';

describe('dashboard periods', () => {
  const now = new Date('2026-03-10T23:30:00.000Z');

  it('are the last 7, 30 or 365 UTC days with today, and as many days before them', () => {
    expect(periodRange('7d', now)).toEqual({
      period: '7d',
      from: '2026-03-04',
      to: '2026-03-10',
      previousFrom: '2026-02-25',
      previousTo: '2026-03-03',
    });
    expect(periodRange('30d', now)).toMatchObject({
      from: '2026-02-09',
      to: '2026-03-10',
      previousTo: '2026-02-08',
    });
    expect(periodRange('365d', now)).toMatchObject({
      from: '2025-03-11',
      previousFrom: '2024-03-11',
      previousTo: '2025-03-10',
    });
  });

  it('take the UTC day of the moment, whatever the time of day', () => {
    expect(periodRange('7d', new Date('2026-03-10T00:00:00.000Z')).to).toBe('2026-03-10');
    expect(periodRange('7d', new Date('2026-03-09T23:59:59.999Z')).to).toBe('2026-03-09');
  });

  it('bucket a week or a month by day and a year by calendar month, starting on the period’s first day', () => {
    expect(bucketStarts(periodRange('7d', now))).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(bucketStarts(periodRange('30d', now))).toHaveLength(30);
    const year = bucketStarts(periodRange('365d', now));
    expect(year).toHaveLength(13);
    expect(year[0]).toBe('2025-03-11');
    expect(year[1]).toBe('2025-04-01');
    expect(year.at(-1)).toBe('2026-03-01');
    expect(bucketOf(year, '2025-03-31')).toBe('2025-03-11');
    expect(bucketOf(year, '2026-03-10')).toBe('2026-03-01');
    expect(bucketOf(year, '2025-03-10')).toBeUndefined();
  });

  it('give the change in % with one decimal, and none after a period without any', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(50, 150)).toBe(-66.7);
    expect(changePercent(0, 40)).toBe(-100);
    expect(changePercent(12, 0)).toBeNull();
    expect(changePercent(0, 0)).toBeNull();
  });
});
