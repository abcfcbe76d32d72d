import { lazyScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import type { WebFeature } from '@/web/lib/web-feature';

const screen = lazyScreens(import.meta.glob('@/web/features/components-showcase/pages/*.tsx'));

/**
 * The public components showcase: an overview and one page per folder of entries/. A new entry is its folder
 * there and its slug in contract/components-showcase.ts (the list the build and the sitemap read too). All
 * entries share one route, so the app's own code carries no list of them.
 */
export const componentsShowcaseFeature: WebFeature = {
  name: 'components-showcase',
  namespaces: ['components-showcase'],
  routes: {
    public: [
      { path: paths.components.root, ...screen('components-overview-page') },
      {
        path: paths.components.entry(':slug'),
        // An entry's demos load beside its page, and only with it; a heavy demo never weighs on another page.
        loader: ({ params }) => import('./entry-demos').then((module) => module.loadEntryDemos(params.slug)),
        // The code block's copy button speaks the documentation's words.
        ...screen('component-entry-page', { namespaces: ['docs'] }),
      },
    ],
  },
};
