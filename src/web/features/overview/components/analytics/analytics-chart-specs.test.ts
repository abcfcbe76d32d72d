import { describe, expect, it } from 'vitest';
import { countriesSpec, countryName, devicesSpec, visitsSpec } from './analytics-chart-specs';

const deviceNames = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' };

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
