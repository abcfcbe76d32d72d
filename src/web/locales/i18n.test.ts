import { describe, expect, it } from 'vitest';
import i18n, { englishFileOf, i18nReady, loadNamespaces, namespaces } from './i18n';

// Not the demo build's own texts (./demo-texts).
const englishFiles = Object.keys(import.meta.glob(['./en/**/*.json', '!./en/content/docs/*.json', '!./en/demo.json']));

describe('text namespaces', () => {
  it('are the English files, one each, named after the file', () => {
    expect(namespaces).toHaveLength(englishFiles.length);
    expect(namespaces).toEqual(expect.arrayContaining(['app', 'auth', 'dashboard', 'homePage']));
    expect(englishFileOf('homePage')).toMatch(/locales\/en\/content\/homePage\.json$/);
  });

  it('load the app shell at start and any other namespace when asked, once, in the current language', async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
    expect(i18n.t('auth.login')).toBe('Sign in');
    expect(i18n.hasLoadedNamespace('overview')).toBe(false);
    expect(i18n.t('overview.welcome', { name: 'Mona' })).toBe('overview.welcome');

    await loadNamespaces(['overview', 'docs']);
    expect(i18n.t('overview.welcome', { name: 'Mona' })).toBe('Welcome back, Mona');
    const docsTexts = i18n.getResourceBundle('en', 'docs') as object;
    expect(Object.keys(docsTexts).length).toBeGreaterThan(0);
    await loadNamespaces(['overview', 'docs']);
    expect(i18n.getResourceBundle('en', 'docs')).toBe(docsTexts);
    // German is not loaded until it is chosen; then the loaded namespaces come in German.
    expect(i18n.hasResourceBundle('de', 'overview')).toBe(false);
    await i18n.changeLanguage('de');
    expect(i18n.t('overview.welcome', { name: 'Mona' })).not.toBe('Welcome back, Mona');
    expect(i18n.t('overview.welcome', { name: 'Mona' })).toContain('Mona');
    await i18n.changeLanguage('en');
  });

  it("load a doc page's texts, in English and in the language chosen", async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
    await loadNamespaces(['doc-routing']);
    expect(i18n.t('doc-routing.headings.table')).toBe('Every route');
    await i18n.changeLanguage('de');
    expect(i18n.t('doc-routing.headings.table')).toBe('Alle Routen');
    await i18n.changeLanguage('en');
  });
});
