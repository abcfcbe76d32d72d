import { matchPath } from 'react-router';
import { paths } from '@/web/lib/paths';
import { docNamespace, findDocPage } from './doc-pages';

/**
 * The source files (keys of Vite's build manifest) a doc page's loader loads for the address, beside the
 * frame its route lists: the loader, the page's body and its English prose. None for another address.
 */
export function docPageSources(address: string): string[] {
  const page = findDocPage(matchPath(paths.docs.page(':slug'), address)?.params.slug);
  if (!page) return [];
  return [
    'features/docs/doc-page-loader.ts',
    `features/docs/content/${page.slug}-doc.tsx`,
    'locales/doc-texts.ts',
    `locales/en/content/docs/${docNamespace(page.slug)}.json`,
  ];
}
