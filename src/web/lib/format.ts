import { format, formatDistanceToNowStrict, isValid } from 'date-fns';
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

/** 'dd MMMM yyyy', e.g. 20 November 2026 / 20 November 2026 / 20 novembre 2026. */
export function formatDate(value: Date | string | number | null | undefined, language: string): string {
  const date = toDate(value);
  return date ? format(date, 'dd MMMM yyyy', { locale: localeOf(language) }) : '';
}

/** 'dd MMM yyyy HH:mm'. */
export function formatDateTime(value: Date | string | number | null | undefined, language: string): string {
  const date = toDate(value);
  return date ? format(date, 'dd MMM yyyy HH:mm', { locale: localeOf(language) }) : '';
}

/** 'dd/MM/yyyy hh:mm p'. */
export function formatDateTimeSuffix(value: Date | string | number | null | undefined, language: string): string {
  const date = toDate(value);
  return date ? format(date, 'dd/MM/yyyy hh:mm p', { locale: localeOf(language) }) : '';
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

/** 15300 -> "15.3k" (en) / "15.300" style compact numbers per language. */
export function formatShortNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language.slice(0, 2), { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
