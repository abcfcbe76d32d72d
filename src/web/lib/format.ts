import { formatDistanceToNowStrict, isValid } from 'date-fns';
import { de, enGB, fr, type Locale } from 'date-fns/locale';

const dateLocales: Record<string, Locale> = { en: enGB, de, fr };

function localeOf(language: string): Locale {
  return dateLocales[language.slice(0, 2)] ?? enGB;
}

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? date : null;
}

/** The locale whose conventions (order, separators, 24-hour clock) a language's numbers and dates follow. */
export function intlLocale(language: string): string {
  const code = language.slice(0, 2);
  return code === 'de' ? 'de-DE' : code === 'fr' ? 'fr-FR' : 'en-GB';
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${intlLocale(language)} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(intlLocale(language), options)));
  return formatter;
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

/** The relative "time ago" form: "3 hours ago", "vor 3 Stunden", "il y a 3 heures". */
export function formatTimeAgo(value: Date | string | number | null | undefined, language: string, now?: Date): string {
  const date = toDate(value);
  if (!date) return '';
  if (now) {
    // formatDistanceToNowStrict has no "now" argument; shift the date instead.
    return formatDistanceToNowStrict(new Date(Date.now() - (now.getTime() - date.getTime())), {
      addSuffix: true,
      locale: localeOf(language),
    });
  }
  return formatDistanceToNowStrict(date, { addSuffix: true, locale: localeOf(language) });
}

/** 11000 -> 11,000 / 11.000 / 11 000. */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}

/** 15300 -> 15.3k / 15.300 / 15,3 k: compact numbers per language. */
export function formatShortNumber(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
