import i18next from 'i18next';
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

type Messages = Record<string, unknown>;

// Every text file is a namespace of its own, named after the file (locales/<language>/<namespace>.json,
// also under content/), and is its own chunk of the build: a namespace loads when a screen that needs it
// shows, in the reader's language (and English, the fallback), never before.
const files = import.meta.glob<Messages>('@/web/locales/*/**/*.json', { import: 'default' });
const fileOf = new Map(
  Object.entries(files).map(([file, load]) => {
    const [, language, namespace] = /locales\/([^/]+)\/(?:.+\/)?([^/]+)\.json$/.exec(file)!;
    return [`${language}/${namespace}`, { file, load }];
  }),
);

/** Every namespace there is: the English files' names. */
export const namespaces = [...fileOf.keys()].filter((key) => key.startsWith('en/')).map((key) => key.slice(3));

/** The source file of a namespace's English texts, relative to the web root (its build manifest key). */
export const englishFileOf = (namespace: string) => fileOf.get(`en/${namespace}`)?.file.slice(1);

/** What the app shell shows on any screen (loading screen, sign-in, error pages, page titles, messages). */
export const shellNamespaces = ['app', 'auth', 'compact', 'errors', 'messages', 'titles'];

export const i18nReady = i18next
  .use(LanguageDetector)
  .use(
    resourcesToBackend((language: string, namespace: string) => {
      const texts = fileOf.get(`${language}/${namespace}`);
      return texts ? texts.load() : Promise.reject(new Error(`No texts ${language}/${namespace}`));
    }),
  )
  .use(initReactI18next)
  .init({
    ns: shellNamespaces,
    defaultNS: 'app',
    // `t('auth.login')` reads the namespace `auth`, key `login`: i18next takes the first segment of a
    // key as its namespace when that namespace is one it knows (listed in `ns`, which grows as namespaces load).
    nsSeparator: '.',
    keySeparator: '.',
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

/** Loads these namespaces in the current language (and English), once each. */
export async function loadNamespaces(wanted: readonly string[]): Promise<void> {
  if (wanted.length === 0) return;
  await i18nReady;
  await i18next.loadNamespaces([...wanted]);
}

i18next.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language.slice(0, 2);
});

export default i18next;
