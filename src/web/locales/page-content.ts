import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import i18next from './i18n';

type Messages = Record<string, unknown>;

// The long copy of the public pages (locales/<language>/content/<area>.json) stays out of the entry
// bundle: a page brings its English text with its own code, other languages load when shown.
const translations = import.meta.glob<Messages>(['./de/content/*.json', './fr/content/*.json'], {
  import: 'default',
});

const add = (language: string, area: string, messages: Messages) =>
  i18next.addResourceBundle(language, 'translation', { [area]: messages }, true, true);

async function loadArea(language: string, area: string): Promise<boolean> {
  if (i18next.getResource(language, 'translation', area)) return false;
  const load = translations[`./${language}/content/${area}.json`];
  if (!load) return false;
  add(language, area, await load());
  return true;
}

/**
 * Registers a content area's English text (imported by the page, so it is there for the first render,
 * also at build time) and returns the hook that gives the page `t`, re-rendering once the reader's
 * language has loaded. Until then the English text shows (fallbackLng).
 */
export function definePageContent(area: string, english: Messages) {
  add('en', area, english);
  return function usePageContent() {
    const translation = useTranslation();
    const language = translation.i18n.resolvedLanguage ?? 'en';
    const [, setLoaded] = useState('');
    useEffect(() => {
      let active = true;
      void loadArea(language, area).then((loaded) => {
        if (loaded && active) setLoaded(language);
      });
      return () => {
        active = false;
      };
    }, [language]);
    return translation;
  };
}
