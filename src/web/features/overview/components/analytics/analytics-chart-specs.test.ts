import { describe, expect, it } from 'vitest';
import { bucketLabels, countriesSpec, countryName, devicesSpec, visitsSpec } from './analytics-chart-specs';

const deviceNames = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' };

describe('bucket labels', () => {
  it('shows days as short dates in the reader’s language, on the UTC day', () => {
    expect(bucketLabels(['2026-11-01', '2026-11-28'], 'day', 'en')).toEqual(['1 Nov', '28 Nov']);
    expect(bucketLabels(['2026-03-01'], 'day', 'de')).toEqual(['1. März']);
    expect(bucketLabels(['2026-02-01'], 'day', 'fr')).toEqual(['1 févr.']);
  });

  it('shows months by their names', () => {
    expect(bucketLabels(['2026-01-01', '2026-02-01', '2026-03-01'], 'month', 'en')).toEqual([
      'Jan',
      'Feb',
      'Mar',
    ]);
    expect(bucketLabels(['2026-12-01'], 'month', 'de')).toEqual(['Dez']);
    expect(bucketLabels(['2026-07-01'], 'month', 'fr')).toEqual(['juil.']);
  });

  it('adds the year when a year’s period touches the same month twice', () => {
    const starts = ['2025-11-29', '2025-12-01', '2026-01-01', '2026-11-01'];
    expect(bucketLabels(starts, 'month', 'en')).toEqual(['Nov 25', 'Dec 25', 'Jan 26', 'Nov 26']);
  });
});

describe('visits', () => {
  it('stacks a bar per device over the buckets, oldest first', () => {
    const spec = visitsSpec(
      [
        { start: '2026-11-27', desktop: 5, mobile: 3, tablet: 1 },
        { start: '2026-11-28', desktop: 2, mobile: 0, tablet: 4 },
      ],
      'day',
      'en',
      deviceNames,
    );
    expect(spec).toEqual({
      kind: 'bar',
      stacked: true,
      labels: ['27 Nov', '28 Nov'],
      series: [
        { label: 'Desktop', data: [5, 2] },
        { label: 'Mobile', data: [3, 0] },
        { label: 'Tablet', data: [1, 4] },
      ],
    });
  });

  it('gives every device a slice in the contract’s order, zero when the answer leaves it out', () => {
    expect(
      devicesSpec(
        [
          { device: 'tablet', views: 2 },
          { device: 'desktop', views: 7 },
        ],
        deviceNames,
      ),
    ).toEqual({
      kind: 'donut',
      slices: [
        { label: 'Desktop', value: 7 },
        { label: 'Mobile', value: 0 },
        { label: 'Tablet', value: 2 },
      ],
    });
  });
});

describe('countries', () => {
  it('names a country in the reader’s language, ZZ as unknown', () => {
    expect(countryName('DE', 'en', 'Unknown')).toBe('Germany');
    expect(countryName('DE', 'de', 'Unbekannt')).toBe('Deutschland');
    expect(countryName('DE', 'fr', 'Inconnu')).toBe('Allemagne');
    expect(countryName('ZZ', 'fr', 'Inconnu')).toBe('Inconnu');
    expect(countryName('not a code', 'en', 'Unknown')).toBe('not a code');
  });

  it('keeps the server’s order (most views first) as lying bars', () => {
    expect(
      countriesSpec(
        [
          { country: 'US', views: 9 },
          { country: 'ZZ', views: 4 },
        ],
        'en',
        { unknown: 'Unknown', views: 'Views' },
      ),
    ).toEqual({
      kind: 'bar',
      horizontal: true,
      labels: ['United States', 'Unknown'],
      series: [{ label: 'Views', data: [9, 4] }],
    });
  });
});
