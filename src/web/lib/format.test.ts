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

  it('says it in the largest unit the distance fills, rounded, a month being 30 days', () => {
    const ago = (minutes: number) => formatTimeAgo(new Date(date.getTime() - minutes * 60_000), 'en', date);
    expect(ago(0)).toBe('0 seconds ago');
    expect(ago(0.5)).toBe('30 seconds ago');
    expect(ago(1)).toBe('1 minute ago');
    expect(ago(59.4)).toBe('59 minutes ago');
    expect(ago(90)).toBe('2 hours ago');
    expect(ago(23 * 60)).toBe('23 hours ago');
    expect(ago(24 * 60)).toBe('1 day ago');
    expect(ago(29 * 24 * 60)).toBe('29 days ago');
    expect(ago(45 * 24 * 60)).toBe('2 months ago');
    expect(ago(400 * 24 * 60)).toBe('1 year ago');
    expect(formatTimeAgo(new Date(date.getTime() + 2 * 24 * 3600_000), 'fr', date)).toBe('dans 2 jours');
    expect(formatTimeAgo(new Date(date.getTime() + 5 * 60_000), 'de', date)).toBe('in 5 Minuten');
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
