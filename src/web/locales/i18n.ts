import i18next, { type ResourceLanguage } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { StorageKey } from '@/web/lib/storage-keys';

export const languages = [
  { value: 'en', label: 'English', flag: '🇬🇧' },
  { value: 'de', label: 'Deutsch', flag: '🇩🇪' },
  { value: 'fr', label: 'Français', flag: '🇫🇷' },
] as const;
export type Language = (typeof languages)[number]['value'];

// One JSON file per area and language (locales/<language>/<area>.json); the file name is the
// top-level key, so `t('auth.login')` reads auth.json's "login".
type Messages = Record<string, unknown>;
const english = import.meta.glob<Messages>(
  [
    './en/*.json',
    '!./en/{accountRecovery,blog,calendar,contact,dashboard,docs,kanban,notifications,overview,public,register}.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);
// The English texts that only some screens use load with those screens (loadTextAreas, called by the
// router), so no first visit carries the texts of areas it does not show.
const englishLater = import.meta.glob<Messages>(
  './en/{accountRecovery,blog,calendar,contact,dashboard,docs,kanban,notifications,overview,public,register}.json',
  {
    import: 'default',
  },
);
export type DeferredTextArea =
  | 'accountRecovery'
  | 'blog'
  | 'calendar'
  | 'contact'
  | 'dashboard'
  | 'docs'
  | 'kanban'
  | 'notifications'
  | 'overview'
  | 'public'
  | 'register';
const others = import.meta.glob<Messages>(['./de/*.json', './fr/*.json'], { import: 'default' });

function byArea(files: Record<string, Messages>): ResourceLanguage {
  return Object.fromEntries(
    Object.entries(files).map(([file, messages]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), messages]),
  );
}

/** Loads every area file of a language other than English (they load when the language is chosen). */
async function loadLanguage(language: string): Promise<ResourceLanguage> {
  const entries = Object.entries(others).filter(([file]) => file.startsWith(`./${language}/`));
  const loaded = await Promise.all(entries.map(async ([file, load]) => [file, await load()] as const));
  return byArea(Object.fromEntries(loaded));
}

export const i18nReady = i18next
  .use(LanguageDetector)
  .use(resourcesToBackend((language: string) => loadLanguage(language)))
  .use(initReactI18next)
  .init({
    resources: { en: { translation: byArea(english) } },
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

/** Adds the English texts of these areas (other languages load whole, see loadLanguage); idempotent. */
export async function loadTextAreas(areas: DeferredTextArea[]): Promise<void> {
  await Promise.all(
    areas.map(async (area) => {
      if (i18next.getResource('en', 'translation', area) !== undefined) return;
      const messages = await englishLater[`./en/${area}.json`]!();
      i18next.addResourceBundle('en', 'translation', { [area]: messages }, true, false);
    }),
  );
}

i18next.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language.slice(0, 2);
});

export default i18next;
