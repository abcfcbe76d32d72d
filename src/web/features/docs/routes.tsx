import { Redirect } from '@/web/components/redirect';
import { lazyScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import type { WebFeature } from '@/web/lib/web-feature';

const screen = lazyScreens(import.meta.glob('@/web/features/docs/pages/*.tsx'));

/**
 * The documentation for developers and the presenter (its sidebar and header are the docs layout's). The list
 * of pages loads with a page's loader, not with the app: the sign-in screen's first load does not carry it.
 */
export const docsFeature: WebFeature = {
  name: 'docs',
  routes: {
    docs: [
      { index: true, element: <Redirect to={paths.docs.page('introduction')} /> },
      {
        path: paths.docs.page(':slug'),
        loader: (args) => import('./doc-page-loader').then(({ docPageLoader }) => docPageLoader(args)),
        ...screen('doc-page'),
      },
    ],
  },
};
