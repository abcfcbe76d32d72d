import { OpenAPIHono } from '@hono/zod-openapi';
import { brand } from '@/contract/brand';
import { ApiErrors, errorBody } from '@/contract/errors';
import type { AppDeps } from './app-deps';
import { accountRecoveryRoutes } from './areas/account/recovery-routes';
import { accountRoutes } from './areas/account/routes';
import { blogRoutes } from './areas/blog/routes';
import { calendarRoutes } from './areas/calendar/routes';
import { chatRoutes } from './areas/chat/routes';
import { contactRoutes } from './areas/contact/routes';
import { kanbanRoutes } from './areas/kanban/routes';
import { mailRoutes } from './areas/mail/routes';
import { notificationsRoutes } from './areas/notifications/routes';
import { productsRoutes } from './areas/products/routes';
import { docsRoutes } from './areas/system/docs-routes';
import { imageRoutes } from './areas/system/image-routes';
import { sitemapRoutes } from './areas/system/sitemap-routes';
import { systemRoutes } from './areas/system/routes';
import { uploadedFileRoutes, uploadsRoutes } from './areas/uploads/routes';
import { userRoutes } from './areas/user/routes';
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
  // Before the JSON body reader: uploads read their bytes themselves, and contact has a smaller limit.
  app.route('/', uploadsRoutes(deps, guards));
  app.route('/', contactRoutes(deps));
  app.use(
    '/api/*',
    // Node drops the unread rest of a refused body itself, so the connection stays open for the next request.
    readRequestBody(MAX_JSON_BODY_BYTES, (c) => c.json(errorBody(ApiErrors.bodyTooLarge), 413)),
  );

  app.route('/', systemRoutes(deps));
  app.route('/api/docs', docsRoutes());
  app.route('/images', imageRoutes(deps));
  app.route('/', sitemapRoutes());
  app.route('/uploads', uploadedFileRoutes(deps));
  app.route('/', accountRoutes(deps, guards));
  app.route('/', accountRecoveryRoutes(deps));
  app.route('/', chatRoutes(deps, guards));
  app.route('/', mailRoutes(deps, guards));
  app.route('/', blogRoutes(deps, guards));
  app.route('/', userRoutes(deps, guards));
  app.route('/', calendarRoutes(deps, guards));
  app.route('/', productsRoutes(deps, guards));
  app.route('/', kanbanRoutes(deps, guards));
  app.route('/', notificationsRoutes(deps, guards));

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    // Relative: the document describes the server that serves it, wherever it runs.
    servers: [{ url: '/' }],
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

  app.notFound((c) => c.json(errorBody(ApiErrors.notFound), 404));
  app.onError(handleError);
  return app;
}
