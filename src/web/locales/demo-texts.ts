import de from './de/demo.json';
import en from './en/demo.json';
import fr from './fr/demo.json';
import i18next from './i18n';

/**
 * The demo build's texts (its banner, "Reset demo data"), in every language at once: imported only by the demo's
 * own components, so other builds carry none of them (the namespace loaders leave demo.json out).
 */
for (const [language, texts] of Object.entries({ en, de, fr })) i18next.addResourceBundle(language, 'demo', texts);
