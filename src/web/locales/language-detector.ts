import type { LanguageDetectorModule } from 'i18next';
import { StorageKey } from '@/web/lib/storage-keys';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage blocked by the browser's privacy settings
  }
}

/**
 * The reader's language: the one they chose (kept under `i18nextLng`), else the browser's languages in
 * order of preference; i18next picks the first one it supports. A chosen language is kept for the next
 * visit. This is the part of i18next-browser-languagedetector the app uses (its other sources: cookies,
 * query string, path, sub-domain, are not), about 1.8 KiB less on every first load.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const chosen = storage()?.getItem(StorageKey.language);
    if (chosen) return chosen;
    return typeof navigator === 'undefined' ? undefined : [...navigator.languages];
  },
  cacheUserLanguage(language) {
    storage()?.setItem(StorageKey.language, language);
  },
};
