function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The locale whose conventions (order, separators, 24-hour clock) a language's numbers and dates follow. */
export function intlLocale(language: string): string {
  const code = language.slice(0, 2);
  return code === 'de' ? 'de-DE' : code === 'fr' ? 'fr-FR' : 'en-GB';
}

// Building an Intl formatter costs far more than using one (a dashboard formats hundreds of figures on its first
// render), so each language-and-options pair is built once.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  language: string,
  options: object,
  build: (locale: string) => F,
): F {
  const key = `${kind} ${intlLocale(language)} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) formatters.set(key, (formatter = build(intlLocale(language))));
  return formatter;
}

/** The language's date format with these options, built once. */
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', language, options, (locale) => new Intl.DateTimeFormat(locale, options));
}

/** The language's number format with these options, built once. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', language, options, (locale) => new Intl.NumberFormat(locale, options));
}

/** The day: 20 November 2026 / 20. November 2026 / 20 novembre 2026. */
export function formatDate(value: Date | string | number | null | undefined, language: string): string {
  const date = toDate(value);
  return date ? dateFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(date) : '';
}

/** The day and time: 20 Nov 2026, 14:05 / 20.11.2026, 14:05 / 20 nov. 2026, 14:05. */
export function formatDateTime(value: Date | string | number | null | undefined, language: string): string {
  const date = toDate(value);
  return date ? dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date) : '';
}

/**
 * The largest unit under which a distance (in minutes) stays, and how many minutes one of it holds: the units
 * and bounds of date-fns' strict distance, which the screens showed before; a month counts 30 days.
 */
const timeAgoUnits: { unit: Intl.RelativeTimeFormatUnit; below: number; minutes: number }[] = [
  { unit: 'second', below: 1, minutes: 1 / 60 },
  { unit: 'minute', below: 60, minutes: 1 },
  { unit: 'hour', below: 24 * 60, minutes: 60 },
  { unit: 'day', below: 30 * 24 * 60, minutes: 24 * 60 },
  { unit: 'month', below: 365 * 24 * 60, minutes: 30 * 24 * 60 },
  { unit: 'year', below: Infinity, minutes: 365 * 24 * 60 },
];

/** The relative "time ago" form: "3 hours ago", "vor 3 Stunden", "il y a 3 heures" (or "in 3 hours"). */
export function formatTimeAgo(
  value: Date | string | number | null | undefined,
  language: string,
  now = new Date(),
): string {
  const date = toDate(value);
  if (!date) return '';
  // As date-fns did: a change of the UTC offset in between (summer time) does not count.
  const offsetChange = (date.getTimezoneOffset() - now.getTimezoneOffset()) * 60_000;
  const minutes = (now.getTime() - date.getTime() - offsetChange) / 60_000;
  const distance = Math.abs(minutes);
  const { unit, minutes: perUnit } = timeAgoUnits.find((candidate) => distance < candidate.below)!;
  const count = Math.round(distance / perUnit);
  const relative = cached(
    'relative',
    language,
    {},
    (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }),
  );
  return relative.format(minutes >= 0 ? -count : count, unit);
}

/** 11000 -> 11,000 / 11.000 / 11 000. */
export function formatNumber(value: number, language: string): string {
  return numberFormat(language).format(value);
}

/** 15300 -> 15.3k / 15.300 / 15,3 k: compact numbers per language. */
export function formatShortNumber(value: number, language: string): string {
  return numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
