import type { AnalyticsSummary } from '@/contract/dashboard';
import { UNKNOWN_COUNTRY, visitDevices, type VisitDevice } from '@/contract/site-traffic';
import { intlLocale } from '@/web/lib/format';
import { bucketLabels } from '@/web/features/overview/components/bucket-labels';
import type { ChartSpec } from '@/web/features/overview/components/chart-spec';

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
