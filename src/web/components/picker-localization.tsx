import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS, frFR } from '@mui/x-date-pickers/locales';
import { de, enGB, fr } from 'date-fns/locale';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const byLanguage = {
  en: { dates: enGB, texts: enUS },
  de: { dates: de, texts: deDE },
  fr: { dates: fr, texts: frFR },
} as const;

/**
 * The pickers in the reader's language: date-fns' locale sets the order of day, month and year, the first day
 * of the week and the 24-hour clock; MUI X's locale translates the pickers' own words (toolbar, buttons).
 * The page's language unless another is given.
 */
export function PickerLocalization({ language, children }: { language?: string; children: ReactNode }) {
  const { i18n } = useTranslation();
  const code = (language ?? i18n.language).slice(0, 2);
  const { dates, texts } = byLanguage[code as keyof typeof byLanguage] ?? byLanguage.en;
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
