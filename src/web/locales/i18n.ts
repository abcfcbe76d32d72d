import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { StorageKey } from '../lib/storage-keys';
import en from './en.json';

export const languages = [
  { value: 'en', label: 'English', flag: '🇬🇧' },
  { value: 'de', label: 'Deutsch', flag: '🇩🇪' },
  { value: 'fr', label: 'Français', flag: '🇫🇷' },
] as const;
export type Language = (typeof languages)[number]['value'];

/** English ships in the main bundle; German and French load when chosen. */
export const i18nReady = i18next
  .use(LanguageDetector)
  .use(resourcesToBackend((language: string) => import(`./${language}.json`)))
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    supportedLngs: languages.map((language) => language.value),
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: StorageKey.language,
      caches: ['localStorage'],
    },
    react: { useSuspense: false },
  });

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language.slice(0, 2);
});

export default i18next;
