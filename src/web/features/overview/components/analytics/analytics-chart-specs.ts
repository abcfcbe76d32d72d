import type { AnalyticsSummary } from '@/contract/dashboard';
import { UNKNOWN_COUNTRY, visitDevices, type VisitDevice } from '@/contract/site-traffic';
import { intlLocale } from '@/web/lib/format';
import type { ChartSpec } from '@/web/features/overview/components/chart-spec';

// The buckets' starts are UTC days (YYYY-MM-DD): read and written in UTC, so no time zone moves them a day.
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

function formatUtc(language: string, options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' });
  return (day: string) => format.format(utc(day));
}

/**
 * The labels of a period's buckets: a day as a short date (28 Nov), a month by its name (Nov). A year's period
 * touches 13 calendar months (the month a year ago and this one): then every month carries its year, so no two
 * labels read the same.
 */
export function bucketLabels(starts: string[], bucket: 'day' | 'month', language: string): string[] {
  if (bucket === 'day') return starts.map(formatUtc(language, { day: 'numeric', month: 'short' }));
  const names = starts.map(formatUtc(language, { month: 'short' }));
  if (new Set(names).size === names.length) return names;
  return starts.map(formatUtc(language, { month: 'short', year: '2-digit' }));
}

/** Views per bucket, a stacked bar per device. */
export function visitsSpec(
  visits: AnalyticsSummary['visits'],
  bucket: 'day' | 'month',
  language: string,
  deviceNames: Record<VisitDevice, string>,
): ChartSpec {
  return {
    kind: 'bar',
    stacked: true,
    labels: bucketLabels(
      visits.map((point) => point.start),
      bucket,
      language,
    ),
    series: visitDevices.map((device) => ({
      label: deviceNames[device],
      data: visits.map((point) => point[device]),
    })),
  };
}

/** The period's views as shares per device, in the contract's order of devices. */
export function devicesSpec(
  byDevice: AnalyticsSummary['byDevice'],
  deviceNames: Record<VisitDevice, string>,
): ChartSpec {
  return {
    kind: 'donut',
    slices: visitDevices.map((device) => ({
      label: deviceNames[device],
      value: byDevice.find((row) => row.device === device)?.views ?? 0,
    })),
  };
}

/** A country's name in the reader's language ('DE' -> Germany / Deutschland / Allemagne); ZZ is `unknown`. */
export function countryName(code: string, language: string, unknown: string): string {
  if (code === UNKNOWN_COUNTRY) return unknown;
  try {
    return (
      new Intl.DisplayNames([intlLocale(language)], { type: 'region', fallback: 'code' }).of(code) ?? code
    );
  } catch {
    // Not a region code at all: shown as stored.
    return code;
  }
}

/** The countries with the most views, most first (the server's order), as lying bars. */
export function countriesSpec(
  byCountry: AnalyticsSummary['byCountry'],
  language: string,
  texts: { unknown: string; views: string },
): ChartSpec {
  return {
    kind: 'bar',
    horizontal: true,
    labels: byCountry.map((row) => countryName(row.country, language, texts.unknown)),
    series: [{ label: texts.views, data: byCountry.map((row) => row.views) }],
  };
}
