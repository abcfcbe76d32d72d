import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/web/lib/paths';
import { loadNamespaces } from '@/web/locales/i18n';
import { loadDocContent } from './content/doc-contents';
import { docNamespace, docPath, findDocPage, movedDocPages } from './doc-pages';

/**
 * A doc page's loader: its body and its texts, in the reader's language, load together; a moved page's old
 * address leads to its new one, an unknown one to /404.
 */
export async function docPageLoader({ params }: LoaderFunctionArgs) {
  const page = findDocPage(params.slug);
  if (page) {
    await Promise.all([loadDocContent(page.slug), loadNamespaces([docNamespace(page.slug)])]);
    return null;
  }
  const moved = params.slug && movedDocPages[params.slug];
  return redirect(moved ? docPath(moved) : paths.notFound);
}
