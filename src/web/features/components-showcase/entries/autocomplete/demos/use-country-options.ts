import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryCodes, countryName, type CountryCode } from '@/contract/countries';

export interface CountryOption {
  code: CountryCode;
  name: string;
}

/** The app's own list of countries, named in the reader's language and sorted by that name. */
export function useCountryOptions(): CountryOption[] {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(
    () =>
      countryCodes
        .map((code) => ({ code, name: countryName(code, language) }))
        .sort((a, b) => a.name.localeCompare(b.name, language)),
    [language],
  );
}
