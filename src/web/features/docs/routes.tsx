import { Navigate, redirect } from 'react-router';
import { findDocPage, firstDocPath } from '@/web/features/docs/doc-pages';
import { lazyScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import type { WebFeature } from '@/web/lib/web-feature';

const screen = lazyScreens(import.meta.glob('@/web/features/docs/pages/*.tsx'));

/** The documentation for developers and the presenter (its sidebar and header are the docs layout's). */
export const docsFeature: WebFeature = {
  name: 'docs',
  namespaces: ['documentation'],
  routes: {
    docs: [
      { index: true, element: <Navigate to={firstDocPath} replace /> },
      {
        path: paths.docs.page(':slug'),
        loader: ({ params }) => (findDocPage(params.slug) ? null : redirect(paths.notFound)),
        ...screen('doc-page'),
      },
    ],
  },
};
