import { dashboardBucketOf, type DashboardPeriod } from '@/contract/dashboard';
import { intlLocale } from '@/web/lib/format';

/**
 * A chart's label for each bucket of a summary, by its first day (YYYY-MM-DD, UTC): the day ("28 Nov",
 * "28. Nov.", "28 nov.") when the period is counted per day, the month ("Nov 2026") when per month.
 */
export function bucketLabels(starts: string[], period: DashboardPeriod, language: string): string[] {
  const monthly = dashboardBucketOf[period] === 'month';
  const format = new Intl.DateTimeFormat(
    intlLocale(language),
    monthly
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' },
  );
  return starts.map((start) => format.format(new Date(`${start}T00:00:00Z`)));
}

/** The twelve month names of a year chart, January first, in the reader's language. */
export function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(language), { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2026, month, 1))));
}
