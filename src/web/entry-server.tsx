// Renders one page to HTML at build time (scripts/build-web.mjs), as a signed-out visitor in English with
// the default theme sees it; the browser then adopts it (see app/hydration.ts). Also tells the build which
// source files a first visit to an address needs, from the routes' handles.
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { AppProviders } from './app/app-providers';
import { componentsShowcaseSlugs } from '@/contract/components-showcase';
import { routes } from './app/router';
import { componentsShowcaseSources } from './features/components-showcase/entry-sources';
import { docPageSources } from './features/docs/doc-page-sources';
import { paths } from './lib/paths';
import { routeHandle } from './lib/route-handle';
import i18n, { englishFileOf, i18nReady } from './locales/i18n';
import { emotionCacheFor } from './theme/emotion-cache';

import type { PrerenderContext } from './lib/prerender-context';

export { prerenderedPages } from './app/prerendered-routes';
export { hydrationDataId } from './app/hydration';
export { prerenderedVariantKey } from '@/contract/prerendered-variants';

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The <style> tags of the styles that markup uses. */
  styles: string;
  /** What the router hands to the browser's router, so it starts without running loaders again. */
  hydrationData: unknown;
}

export async function prerender(url: string, context: PrerenderContext = {}): Promise<PrerenderedPage> {
  await i18nReady;
  await i18n.changeLanguage('en');
  const handler = createStaticHandler(routes);
  const routing = await handler.query(new Request(url), { requestContext: context });
  if (routing instanceof Response) throw new Error(`${url} answered ${routing.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, routing);
  const cache = emotionCacheFor('ltr');
  // Styles go to the head (extracted below), not inline beside each element where hydration would trip on them.
  cache.compat = true;
  // Waits for every lazy part of the page (renderToString would leave them out).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={routing} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Every part in place in the markup: React would otherwise move a large Suspense boundary's content out
    // of the page's flow and put it back with an inline script (which the Content-Security-Policy refuses).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const emotion = createEmotionServer(cache);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const { loaderData, actionData, errors } = routing;
  return { html, styles, hydrationData: { loaderData, actionData, errors } };
}

/**
 * The addresses the size report measures: every screen's (parameters left as `:name`), a doc page as a
 * reader opens it (`/docs/:slug` alone is its frame; the body and prose come with its loader), and every
 * page of the components showcase (its demos come with its loader too).
 */
export const measuredPaths = () => [
  ...screenPaths(),
  paths.docs.page('introduction'),
  ...componentsShowcaseSlugs.map((slug) => paths.components.entry(slug)),
];

/** Every address of a screen (parameters left as `:name`). */
export function screenPaths(list: RouteObject[] = routes, parent = '/'): string[] {
  return list.flatMap((route) => {
    const path = !route.path
      ? parent
      : route.path.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`;
    if (route.children) return screenPaths(route.children, path);
    return route.lazy && path !== '*' ? [path] : [];
  });
}

/**
 * The source files (relative to the web root, as Vite's build manifest keys them) a first visit to
 * `path` needs beside the entry: the lazy screens of every route it matches and those routes' English
 * texts (the app shell's come with the entry), and what the loader of a doc page or a showcase entry loads.
 */
export function firstLoadSources(path: string): string[] {
  const handles = (matchRoutes(routes, path) ?? []).map(({ route }) => routeHandle(route.handle));
  const namespaces = new Set(handles.flatMap((handle) => handle.namespaces ?? []));
  return [
    ...handles.flatMap((handle) => (handle.module ? [handle.module] : [])),
    ...[...namespaces].flatMap((namespace) => englishFileOf(namespace) ?? []),
    ...docPageSources(path),
    ...componentsShowcaseSources(path),
  ];
}
