import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS, frFR } from '@mui/x-date-pickers/locales';
import { format, isValid, parseISO } from 'date-fns';
import { de, enGB, fr } from 'date-fns/locale';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_INPUT, DATE_TIME_INPUT, INVALID_DATE_INPUT } from './event-form-schema';

const byLanguage = {
  en: { dates: enGB, texts: enUS },
  de: { dates: de, texts: deDE },
  fr: { dates: fr, texts: frFR },
} as const;

/**
 * The pickers in the reader's language: its order of day, month and year, its first day of the week and its
 * clock (24 hours in all three), with the pickers' own texts translated.
 */
export function EventDateLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { dates, texts } = byLanguage[i18n.language.slice(0, 2) as keyof typeof byLanguage] ?? byLanguage.en;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={dates}
      localeText={texts.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}

interface EventDateFieldProps {
  label: string;
  /** The form's text: 'yyyy-MM-dd' for a day (all-day events), "yyyy-MM-dd'T'HH:mm" for a date and time. */
  value: string;
  allDay: boolean;
  disabled: boolean;
  error?: string;
  onChange(value: string): void;
  onBlur(): void;
}

/** A day (all-day events) or a date and time, picked or typed in the reader's format. */
export function EventDateField({ label, value, allDay, disabled, error, onChange, onBlur }: EventDateFieldProps) {
  const date = value ? parseISO(value) : null;
  const shared = {
    label,
    disabled,
    value: date && isValid(date) ? date : null,
    // Typed part way, the date is invalid: the form says so rather than keeping the last valid one.
    onChange: (next: Date | null) =>
      onChange(next === null ? '' : isValid(next) ? format(next, allDay ? DATE_INPUT : DATE_TIME_INPUT) : INVALID_DATE_INPUT),
    slotProps: { textField: { fullWidth: true, error: Boolean(error), helperText: error, onBlur } },
  };
  return allDay ? <DatePicker {...shared} /> : <DateTimePicker {...shared} />;
}
