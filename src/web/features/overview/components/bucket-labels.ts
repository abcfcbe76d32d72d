import { dateFormat } from '@/web/lib/format';

// The answer's days are UTC days: read and written in UTC, so no reader's time zone shifts them a day.
const utcDate = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

function utcFormat(language: string, options: Intl.DateTimeFormatOptions) {
  return dateFormat(language, { ...options, timeZone: 'UTC' });
}

/** January to December, short, in the reader's language. */
export function monthNames(language: string): string[] {
  const format = utcFormat(language, { month: 'short' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2000, month, 1))));
}

/**
 * The names of the period's buckets: a short date per day ("3 Nov"), a month's name per month. Twelve months back
 * from today start in the same month a year before; months whose name comes twice get their year, so every name
 * is one bucket's (the chart's axis and the table's rows are keyed by them).
 */
export function bucketLabels(starts: string[], bucket: 'day' | 'month', language: string): string[] {
  if (bucket === 'day') {
    const format = utcFormat(language, { day: 'numeric', month: 'short' });
    return starts.map((start) => format.format(utcDate(start)));
  }
  const month = utcFormat(language, { month: 'short' });
  const monthAndYear = utcFormat(language, { month: 'short', year: 'numeric' });
  const names = starts.map((start) => month.format(utcDate(start)));
  return names.map((name, index) =>
    names.indexOf(name) === names.lastIndexOf(name) ? name : monthAndYear.format(utcDate(starts[index]!)),
  );
}
