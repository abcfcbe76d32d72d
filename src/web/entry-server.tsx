// Renders one page to HTML at build time (scripts/prerender.mjs), as a signed-out visitor in English with
// the default theme sees it; the browser then adopts it (see app/hydration.ts).
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers';
import { routes } from './app/router';
import { useAuth } from './features/auth/auth-store';
import i18n, { i18nReady } from './locales/i18n';
import { emotionCacheFor } from './theme/emotion-cache';

export { prerenderedRoutes } from './app/prerendered-routes';

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The <style> tags of the styles that markup uses. */
  styles: string;
  /** What the router hands to the browser's router, so it starts without running loaders again. */
  hydrationData: unknown;
}

export async function prerender(url: string): Promise<PrerenderedPage> {
  await i18nReady;
  await i18n.changeLanguage('en');
  useAuth.setState({ isInitialized: true, isAuthenticated: false, user: null });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const emotion = createEmotionServer(emotionCacheFor('ltr'));
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const { loaderData, actionData, errors } = context;
  return { html, styles, hydrationData: { loaderData, actionData, errors } };
}
