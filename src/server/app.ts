import type { OpenAPIHono } from '@hono/zod-openapi';
import { createApiApp } from './api-app';
import type { AppDeps } from './app-deps';
import type { AppEnv } from './http/app-env';
import { webAppScriptHashes } from './http/inline-scripts';
import { defaultWebRoot, webAppRoutes } from './http/web-app';
import { createPageVariantChoice } from './areas/account/login-page-variant';
import { countPageView } from './areas/site-traffic/count-page-view';

/** The server's app: the API, and the built web app's pages and files. */
export function createApp(deps: AppDeps): OpenAPIHono<AppEnv> {
  const webRoot = deps.webRoot ?? defaultWebRoot();
  const app = createApiApp(deps, { scriptHashes: webAppScriptHashes(webRoot) });

  const webApp = webAppRoutes(webRoot, {
    pageVariant: createPageVariantChoice(
      deps.database.db,
      deps.clock,
      deps.config.registration === 'open',
      deps.config.seedDemo,
      deps.config.signIn.methods.join() === 'password',
    ),
    serveSourceMaps: deps.config.sourceMaps === 'public',
    onPageSent: (c, path) => countPageView(deps.pageViews, deps.clock, c, path),
  });
  if (webApp) app.route('/', webApp);
  return app;
}
