import { OpenAPIHono } from '@hono/zod-openapi';
import { brand } from '@/contract/brand';
import { ErrorMessage } from '@/contract/errors';
import type { AppDeps } from './app-deps';
import { areaRouters } from './area';
import { areas } from './areas';
import { createAuthGuards } from './auth/middleware';
import type { AppEnv } from './http/app-env';
import { handleError } from './http/error-handler';
import { readRequestBody } from './http/request-body';
import { requestLog } from './http/request-log';
import { defaultWebRoot, webAppRoutes } from './http/web-app';
import { createPageVariantChoice } from './areas/account/login-page-variant';
import { validationHook } from './http/validation';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

export function createApp(deps: AppDeps): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const guards = createAuthGuards(deps);

  app.use('*', requestLog(deps.logger));
  const routers = areaRouters(areas);
  for (const { basePath, create } of routers.filter((router) => router.readsOwnBody)) app.route(basePath, create(deps, guards));
  // Registered after the routers that read their bodies themselves, so it never runs for them.
  app.use(
    '/api/*',
    // Node drops the unread rest of a refused body itself, so the connection stays open for the next request.
    readRequestBody(MAX_JSON_BODY_BYTES, (c) => c.json({ message: ErrorMessage.bodyTooLarge }, 413)),
  );
  for (const { basePath, create } of routers.filter((router) => !router.readsOwnBody)) app.route(basePath, create(deps, guards));

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: `${brand.productName} API`,
      version: '1.0.0',
      description: 'Every error answers `{ "message": "..." }`. Protected routes need `Authorization: Bearer <accessToken>`.',
    },
  });

  const webApp = webAppRoutes(deps.webRoot ?? defaultWebRoot(), {
    pageVariant: createPageVariantChoice(deps.database.db, deps.clock),
  });
  if (webApp) app.route('/', webApp);

  app.notFound((c) => c.json({ message: ErrorMessage.notFound }, 404));
  app.onError(handleError);
  return app;
}
