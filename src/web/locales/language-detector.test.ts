import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '@/web/lib/storage-keys';
import { languageDetector } from './language-detector';

describe('languageDetector', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('answers the language the reader chose before', () => {
    localStorage.setItem(StorageKey.language, 'fr');
    expect(languageDetector.detect()).toBe('fr');
  });

  it("answers the browser's languages in order of preference when none was chosen", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-CH', 'en-US']);
    expect(languageDetector.detect()).toEqual(['de-CH', 'en-US']);
  });

  it('keeps a chosen language for the next visit', () => {
    languageDetector.cacheUserLanguage?.('de');
    expect(localStorage.getItem(StorageKey.language)).toBe('de');
  });
});
