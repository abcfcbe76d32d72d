import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeSuffix, formatTimeAgo } from './format';

const date = new Date(2026, 10, 20, 14, 5);

describe('date formats, per language', () => {
  it("formats 'dd MMMM yyyy'", () => {
    expect(formatDate(date, 'en')).toBe('20 November 2026');
    expect(formatDate(date, 'de')).toBe('20 November 2026');
    expect(formatDate(date, 'fr')).toBe('20 novembre 2026');
  });

  it("formats 'dd MMM yyyy HH:mm' and 'dd/MM/yyyy hh:mm p'", () => {
    expect(formatDateTime(date, 'en')).toBe('20 Nov 2026 14:05');
    expect(formatDateTime(date, 'fr')).toBe('20 nov. 2026 14:05');
    expect(formatDateTimeSuffix(date, 'en')).toBe('20/11/2026 02:05 14:05');
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
