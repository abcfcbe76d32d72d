import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './language-detector';
import { byNamespace, namespaceOf } from './texts-by-namespace';

export const languages = [
  { value: 'en', label: 'English', flag: '🇬🇧' },
  { value: 'de', label: 'Deutsch', flag: '🇩🇪' },
  { value: 'fr', label: 'Français', flag: '🇫🇷' },
] as const;
export type Language = (typeof languages)[number]['value'];

type Messages = Record<string, unknown>;

// Every text file is a namespace of its own (./texts-by-namespace). The app shell's English texts, which
// any screen may show, come with the app's code; every other namespace is a chunk of its own that loads
// when a screen that needs it shows (the router asks), in the reader's language and in English, the fallback.
const shellTexts = import.meta.glob<Messages>('./en/{app,auth,compact,errors,titles}.json', {
  eager: true,
  import: 'default',
});
// The demo build's texts (demo.json) are not among them: ./demo-texts adds them in that build only.
const screenTexts = import.meta.glob<Messages>(
  ['./en/**/*.json', '!./en/{app,auth,compact,errors,titles,demo}.json', '!./en/content/docs/*.json'],
  { import: 'default' },
);
/** The doc pages' namespaces (`doc-<slug>`) load through a module of their own (./doc-texts). */
const isDocNamespace = (namespace: string) => namespace.startsWith('doc-');
const english = byNamespace(screenTexts);

export const shellNamespaces = Object.keys(shellTexts).map(namespaceOf);

/** Every namespace there is but the doc pages': the English files' names. */
export const namespaces = [...shellNamespaces, ...Object.keys(screenTexts).map(namespaceOf)];

/**
 * The source file of a namespace's English texts relative to the web root (its key in Vite's build
 * manifest), for a namespace that is not part of the app shell's code.
 */
export function englishFileOf(namespace: string): string | undefined {
  const file = Object.keys(screenTexts).find((candidate) => namespaceOf(candidate) === namespace);
  return file && `locales/${file.slice(2)}`;
}

function loadTexts(language: string, namespace: string): Promise<Messages> {
  if (isDocNamespace(namespace))
    return import('./doc-texts').then((module) => module.loadDocTexts(language, namespace));
  if (language !== 'en')
    return import('./other-languages').then((module) => module.loadTexts(language, namespace));
  const load = english.get(`en/${namespace}`);
  if (load) return load();
  const shell = Object.entries(shellTexts).find(([file]) => namespaceOf(file) === namespace);
  return shell ? Promise.resolve(shell[1]) : Promise.reject(new Error(`No texts en/${namespace}`));
}

export const i18nReady = i18next
  .use(languageDetector)
  .use(resourcesToBackend(loadTexts))
  .use(initReactI18next)
  .init({
    resources: {
      en: Object.fromEntries(Object.entries(shellTexts).map(([file, texts]) => [namespaceOf(file), texts])),
    },
    partialBundledLanguages: true,
    ns: [...shellNamespaces],
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
