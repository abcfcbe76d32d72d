import { describe, expect, it } from 'vitest';
import { bucketLabels, monthNames } from './bucket-labels';

describe('bucket labels', () => {
  it('names a day bucket by its day and month, in the reader language', () => {
    expect(bucketLabels(['2026-11-28', '2026-12-01'], '7d', 'en')).toEqual(['28 Nov', '1 Dec']);
    expect(bucketLabels(['2026-11-28'], '30d', 'de')).toEqual(['28. Nov.']);
    expect(bucketLabels(['2026-11-28'], '30d', 'fr')).toEqual(['28 nov.']);
  });

  it('names a month bucket by its month and year, whatever day it starts on', () => {
    expect(bucketLabels(['2025-11-29', '2025-12-01', '2026-01-01'], '365d', 'en')).toEqual([
      'Nov 2025',
      'Dec 2025',
      'Jan 2026',
    ]);
  });

  it('gives the twelve months January first', () => {
    expect(monthNames('en')).toHaveLength(12);
    expect(monthNames('en')[0]).toBe('Jan');
    expect(monthNames('de')[2]).toBe('Mär');
  });
});
