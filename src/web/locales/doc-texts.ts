import { byNamespace } from './texts-by-namespace';

/**
 * The documentation pages' prose (`<language>/content/docs/doc-<slug>.json`), in every language: a module of its
 * own, loaded with the first doc page, so that the app's own code does not carry a loader per page.
 */
const files = byNamespace(
  import.meta.glob<Record<string, unknown>>('./*/content/docs/*.json', { import: 'default' }),
);

export function loadDocTexts(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = files.get(`${language}/${namespace}`);
  return load ? load() : Promise.reject(new Error(`No texts ${language}/${namespace}`));
}
