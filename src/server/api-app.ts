import { OpenAPIHono } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import { brand } from '@/contract/brand';
import { ApiErrors, errorBody } from '@/contract/errors';
import type { AppDeps } from './app-deps';
import { areaRouters } from './area';
import { areas } from './areas';
import { createAuthGuards } from './auth/middleware';
import type { AppEnv } from './http/app-env';
import { clientAddresses } from './http/client-address';
import { handleError } from './http/error-handler';
import { limitBody, MAX_JSON_BODY_BYTES } from './http/body-limit';
import { requestIds, requestLog } from './http/request-log';
import { securityHeaders } from './http/secure-headers';
import { validationHook } from './http/validation';

/**
 * The API: every area's routes, their middleware and the OpenAPI document, without the web app's files.
 * The server (app.ts) adds those; the demo mode runs this alone in the browser, where there are no files.
 */
export function createApiApp(deps: AppDeps, web: { scriptHashes: readonly string[] } = { scriptHashes: [] }) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const guards = createAuthGuards(deps);

  // The inline scripts the web app's HTML runs, hashed from the built files, are the only ones its policy allows.
  const headers = securityHeaders({ scriptHashes: web.scriptHashes, trustProxy: deps.config.trustProxy });
  app.use('*', requestIds(), clientAddresses(deps.config.trustProxy), requestLog(deps.logger), headers);
  // Gzips what is written per request, JSON and HTML, for clients that accept it. Files (the built web app's,
  // precompressed at build time; images; the API reference's) keep their own encoding and validators, and the
  // live stream is never held back.
  app.use('*', compress({ contentTypeFilter: /^\s*(?:application\/json|text\/html)\b/i }));
  const routers = areaRouters(areas);
  // Every API body is JSON of at most 1 MiB, except where a router reads its body itself under a limit of its
  // own (uploads, contact). A path test, so no mounting order matters.
  const ownBodyPaths = routers.flatMap((router) => router.limitsBodiesUnder ?? []);
  const jsonBodyLimit = limitBody(MAX_JSON_BODY_BYTES);
  app.use('/api/*', (c, next) =>
    ownBodyPaths.some((prefix) => c.req.path.startsWith(prefix)) ? next() : jsonBodyLimit(c, next),
  );
  for (const { basePath, create } of routers) app.route(basePath, create(deps, guards));

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
      description:
        'Every error answers `{ "message": "...", "code": "..." }`: the message in English, the code stable for clients to act on or translate. Protected routes need `Authorization: Bearer <accessToken>`.',
    },
  });

  app.notFound((c) => c.json(errorBody(ApiErrors.notFound), 404));
  app.onError(handleError);
  return app;
}
