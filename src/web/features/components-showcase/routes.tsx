import type { RouteObject } from 'react-router';
import { lazyScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import type { WebFeature } from '@/web/lib/web-feature';
import { slugOfEntryFile } from './entry-catalog';

const screen = lazyScreens(import.meta.glob('@/web/features/components-showcase/pages/*.tsx'));
// Each entry's demos are a chunk of their own, loaded with its page alone (and listed among that page's
// first-load files, so a page rendered at build time adopts its demos at once): a heavy demo never weighs on
// another page.
const entryDemos = import.meta.glob('@/web/features/components-showcase/entries/*/demos.tsx');
const demos = lazyScreens(entryDemos);

/** An entry's page: the frame (title, description, link to the library) with its demos inside. */
const entryRoute = (slug: string): RouteObject => ({
  path: paths.components.entry(slug),
  // The code block's copy button speaks the documentation's words.
  ...screen('component-entry-page', { namespaces: ['docs'] }),
  children: [{ index: true, ...demos(`${slug}/demos`) }],
});

/**
 * The public components showcase: an overview and one page per folder of entries/ (a new entry is a new
 * folder there, and its slug in contract/components-showcase.ts for the build and the sitemap).
 */
export const componentsShowcaseFeature: WebFeature = {
  name: 'components-showcase',
  namespaces: ['components-showcase'],
  routes: {
    public: [
      { path: paths.components.root, ...screen('components-overview-page') },
      ...Object.keys(entryDemos).map((file) => entryRoute(slugOfEntryFile(file)!)),
    ],
  },
};
