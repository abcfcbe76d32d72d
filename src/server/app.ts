import { OpenAPIHono } from '@hono/zod-openapi';
import { brand } from '@/contract/brand';
import { ErrorMessage } from '@/contract/errors';
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
import { limitBody, MAX_JSON_BODY_BYTES } from './http/body-limit';
import { requestIds, requestLog } from './http/request-log';
import { securityHeaders } from './http/secure-headers';
import { defaultWebRoot, webAppRoutes } from './http/web-app';
import { createPageVariantChoice } from './areas/account/login-page-variant';
import { validationHook } from './http/validation';

export function createApp(deps: AppDeps): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const guards = createAuthGuards(deps);

  app.use('*', requestIds(), requestLog(deps.logger), securityHeaders());
  // Every API body is JSON of at most 1 MiB, except uploads, which take a file under their own limit. An area
  // may set a tighter limit of its own (contact); this runs before any route, whatever the mounting order.
  const jsonBodyLimit = limitBody(MAX_JSON_BODY_BYTES);
  app.use('/api/*', (c, next) => (c.req.path.startsWith('/api/uploads/') ? next() : jsonBodyLimit(c, next)));
  app.route('/api/uploads', uploadsRoutes(deps, guards));
  app.route('/api/contact', contactRoutes(deps));

  app.route('/api', systemRoutes(deps));
  app.route('/api/docs', docsRoutes());
  app.route('/images', imageRoutes(deps));
  app.route('/', sitemapRoutes());
  app.route('/uploads', uploadedFileRoutes(deps));
  app.route('/api/account', accountRoutes(deps, guards));
  app.route('/api/account', accountRecoveryRoutes(deps));
  app.route('/api/chat', chatRoutes(deps, guards));
  app.route('/api/mail', mailRoutes(deps, guards));
  app.route('/api/blog', blogRoutes(deps, guards));
  app.route('/api/user', userRoutes(deps, guards));
  app.route('/api/calendar', calendarRoutes(deps, guards));
  app.route('/api/products', productsRoutes(deps, guards));
  app.route('/api/kanban', kanbanRoutes(deps, guards));
  app.route('/api/notifications', notificationsRoutes(deps, guards));

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
