import { redirect } from 'react-router';
import { isComponentsShowcaseSlug } from '@/contract/components-showcase';
import { lazyScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import type { WebFeature } from '@/web/lib/web-feature';

const screen = lazyScreens(import.meta.glob('@/web/features/components-showcase/pages/*.tsx'));

/**
 * The public components showcase: an overview and one page per folder of entries/. A new entry is a new
 * folder there (and its slug in contract/components-showcase.ts, for the build and the sitemap).
 */
export const componentsShowcaseFeature: WebFeature = {
  name: 'components-showcase',
  namespaces: ['components-showcase'],
  routes: {
    public: [
      { path: paths.components.root, ...screen('components-overview-page') },
      {
        path: paths.components.entry(':slug'),
        loader: ({ params }) => (isComponentsShowcaseSlug(params.slug) ? null : redirect(paths.notFound)),
        // The code block's copy button speaks the documentation's words.
        ...screen('component-entry-page', { namespaces: ['docs'] }),
      },
    ],
  },
};
