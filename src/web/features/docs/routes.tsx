import { Navigate, redirect } from 'react-router';
import {
  docNamespace,
  docPath,
  findDocPage,
  firstDocPath,
  movedDocPages,
} from '@/web/features/docs/doc-pages';
import { lazyScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import type { WebFeature } from '@/web/lib/web-feature';
import { loadNamespaces } from '@/web/locales/i18n';

const screen = lazyScreens(import.meta.glob('@/web/features/docs/pages/*.tsx'));

/** The documentation for developers and the presenter (its sidebar and header are the docs layout's). */
export const docsFeature: WebFeature = {
  name: 'docs',
  routes: {
    docs: [
      { index: true, element: <Navigate to={firstDocPath} replace /> },
      {
        path: paths.docs.page(':slug'),
        // A page's prose loads with its code, in the reader's language; a moved page's old address leads
        // to its new one, an unknown one to /404.
        loader: async ({ params }) => {
          const page = findDocPage(params.slug);
          if (page) {
            const { loadDocContent } = await import('@/web/features/docs/content/doc-contents');
            await Promise.all([loadDocContent(page.slug), loadNamespaces([docNamespace(page.slug)])]);
            return null;
          }
          const moved = params.slug && movedDocPages[params.slug];
          return redirect(moved ? docPath(moved) : paths.notFound);
        },
        ...screen('doc-page'),
      },
    ],
  },
};
