import i18next, { i18nReady, loadNamespaces } from './i18n';

/**
 * For a unit test that renders a screen outside the router (which would load its texts with its code):
 * the app shell's texts and these namespaces, in English. Call it in `beforeAll`.
 */
export async function loadTestTexts(...namespaces: string[]): Promise<void> {
  await i18nReady;
  await i18next.changeLanguage('en');
  await loadNamespaces(namespaces);
}
