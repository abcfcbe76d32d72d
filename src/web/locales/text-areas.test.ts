import { describe, expect, it } from 'vitest';
import i18n, { i18nReady, loadTextAreas } from './i18n';

describe('texts loaded with their screens', () => {
  it('leaves the signed-in areas out of the start-up texts and adds them on demand, once', async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
    // Start-up texts: the public site and sign-in.
    expect(i18n.t('auth.login')).not.toBe('auth.login');
    expect(i18n.t('overview.welcome', { name: 'Mona' })).toBe('overview.welcome');

    await loadTextAreas(['overview', 'docs']);
    expect(i18n.t('overview.welcome', { name: 'Mona' })).toBe('Welcome back, Mona');
    const docsTexts = i18n.getResource('en', 'translation', 'docs') as object;
    expect(Object.keys(docsTexts).length).toBeGreaterThan(0);

    await loadTextAreas(['overview']);
    expect(i18n.getResource('en', 'translation', 'docs')).toBe(docsTexts);
  });
});
