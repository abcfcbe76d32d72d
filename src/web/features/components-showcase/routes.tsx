import type { RouteObject } from 'react-router';
import { componentsShowcaseSlugs } from '@/contract/components-showcase';
import { deferredScreens, lazyScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import type { WebFeature } from '@/web/lib/web-feature';

const screen = lazyScreens(import.meta.glob('@/web/features/components-showcase/pages/*.tsx'));
// Each entry's demos are a chunk of their own, loaded with its page alone and listed among that page's
// first-load files (a page rendered at build time adopts its demos at once); a heavy demo never weighs on
// another page, and their list stays out of the app's first load.
const demos = deferredScreens('features/components-showcase/entries', () =>
  import('./entry-demo-modules').then((module) => module.entryDemoModules),
);

/** An entry's page: the frame (title, description, link to the library) with its demos inside. */
const entryRoute = (slug: string): RouteObject => ({
  path: paths.components.entry(slug),
  // The code block's copy button speaks the documentation's words.
  ...screen('component-entry-page', { namespaces: ['docs'] }),
  children: [{ index: true, ...demos(`${slug}/demos`) }],
});

/**
 * The public components showcase: an overview and one page per folder of entries/. A new entry is its folder
 * there and its slug in contract/components-showcase.ts (the list the build and the sitemap read too).
 */
export const componentsShowcaseFeature: WebFeature = {
  name: 'components-showcase',
  namespaces: ['components-showcase'],
  routes: {
    public: [
      { path: paths.components.root, ...screen('components-overview-page') },
      ...componentsShowcaseSlugs.map(entryRoute),
    ],
  },
};
