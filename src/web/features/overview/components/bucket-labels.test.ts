import { describe, expect, it } from 'vitest';
import { bucketLabels, monthNames } from './bucket-labels';

describe('month names', () => {
  it('names the twelve months in the reader’s language', () => {
    expect(monthNames('en')).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sept',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(monthNames('de')[2]).toBe('Mär');
    expect(monthNames('fr')[0]).toBe('janv.');
  });
});

describe('bucket labels', () => {
  it('names days by a short date, the UTC day whatever the reader’s time zone', () => {
    expect(bucketLabels(['2026-11-01', '2026-11-02'], 'day', 'en')).toEqual(['1 Nov', '2 Nov']);
    expect(bucketLabels(['2026-11-01'], 'day', 'de')).toEqual(['1. Nov.']);
    expect(bucketLabels(['2026-11-01'], 'day', 'fr')).toEqual(['1 nov.']);
  });

  it('names months by their name, with the year only where a name comes twice', () => {
    const starts = ['2025-11-29', '2025-12-01', '2026-01-01', '2026-10-01', '2026-11-01'];
    expect(bucketLabels(starts, 'month', 'en')).toEqual(['Nov 2025', 'Dec', 'Jan', 'Oct', 'Nov 2026']);
    expect(bucketLabels(['2026-01-01', '2026-02-01'], 'month', 'de')).toEqual(['Jan', 'Feb']);
  });
});
