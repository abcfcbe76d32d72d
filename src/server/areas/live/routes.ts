import type { MiddlewareHandler } from 'hono';
import { streamSSE } from 'hono/streaming';
import { ApiErrors } from '@/contract/errors';
import { LIVE_PATH, LIVE_TICKET_PATH } from '@/contract/live';
import { liveApi } from '@/contract/api';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { unauthorized } from '@/server/http/api-error';
import type { AppEnv } from '@/server/http/app-env';
import { createRouter } from '@/server/http/router';
import { openLiveStream, parseLastEventId } from './live-stream';

/**
 * The stream's guard: the Bearer token as on every call, or without an Authorization header a stream ticket in
 * the URL (the browser's own EventSource cannot send headers). Either way the session must be live.
 */
function requireUserOrTicket({ tokens }: AppDeps, guards: AuthGuards): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ticket = c.req.query('ticket');
    if (ticket === undefined || c.req.header('authorization') !== undefined) return guards.requireUser(c, next);
    const subject = await tokens.verifyLiveTicket(ticket);
    if (!subject) throw unauthorized(ApiErrors.tokenInvalid);
    await guards.admitSubject(c, subject);
    await next();
  };
}

export function liveRoutes(deps: AppDeps, guards: AuthGuards) {
  const router = createRouter();
  router.use(LIVE_PATH, requireUserOrTicket(deps, guards));
  router.use(LIVE_TICKET_PATH, guards.requireUser);

  router.openapi(liveApi.ticket, async (c) => {
    const { ticket, expiresAt } = await deps.tokens.issueLiveTicket({ userId: c.get('user').id, sessionId: c.get('sessionId') });
    return c.json({ ticket, expiresAt: expiresAt.toISOString() }, 200);
  });

  router.openapi(liveApi.stream, async (c) => {
    const request = {
      userId: c.get('user').id,
      sessionId: c.get('sessionId'),
      // The header is what the browser's own reconnect sends: newer than the id in the URL it reuses.
      lastEventId: parseLastEventId(c.req.header('last-event-id') ?? c.req.query('lastEventId')),
    };
    // Proxies (nginx) would otherwise hold the events back in their buffers.
    c.header('X-Accel-Buffering', 'no');
    const opened = await openLiveStream(deps, request);
    return streamSSE(c, opened.serve);
  });

  return router;
}
