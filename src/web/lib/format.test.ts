import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatShortNumber, formatTimeAgo } from './format';

const date = new Date(2026, 10, 20, 14, 5);

describe('number formats, per language', () => {
  it('groups thousands with the separator of the language', () => {
    expect(formatNumber(11000, 'en')).toBe('11,000');
    expect(formatNumber(11000, 'de')).toBe('11.000');
    // French groups with a narrow no-break space.
    expect(formatNumber(11000, 'fr')).toBe('11\u202f000');
  });

  it('shortens large numbers in the words of the language', () => {
    expect(formatShortNumber(15300, 'en')).toBe('15.3k');
    expect(formatShortNumber(15300, 'fr')).toBe('15,3\u00a0k');
  });
});

describe('date formats, per language', () => {
  it('formats the day in the order and words of the language', () => {
    expect(formatDate(date, 'en')).toBe('20 November 2026');
    expect(formatDate(date, 'de')).toBe('20. November 2026');
    expect(formatDate(date, 'fr')).toBe('20 novembre 2026');
  });

  it('formats day and time on the 24-hour clock the three languages use', () => {
    expect(formatDateTime(date, 'en')).toBe('20 Nov 2026, 14:05');
    expect(formatDateTime(date, 'de')).toBe('20.11.2026, 14:05');
    expect(formatDateTime(date, 'fr')).toBe('20 nov. 2026, 14:05');
  });

  it('says how long ago, in the language', () => {
    const now = new Date(date.getTime() + 3 * 3600_000);
    expect(formatTimeAgo(date, 'en', now)).toBe('3 hours ago');
    expect(formatTimeAgo(date, 'de', now)).toBe('vor 3 Stunden');
    expect(formatTimeAgo(date, 'fr', now)).toBe('il y a 3 heures');
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
