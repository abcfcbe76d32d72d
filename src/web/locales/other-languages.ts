import { byNamespace } from './texts-by-namespace';

// The texts of every language but English, loaded only once a reader chooses one (this module too).
const files = byNamespace(
  import.meta.glob<Record<string, unknown>>(
    ['./*/**/*.json', '!./en/**/*.json', '!./*/content/docs/*.json', '!./*/demo.json'],
    {
      import: 'default',
    },
  ),
);

export function loadTexts(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = files.get(`${language}/${namespace}`);
  return load ? load() : Promise.reject(new Error(`No texts ${language}/${namespace}`));
}
