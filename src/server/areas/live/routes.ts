import { streamSSE } from 'hono/streaming';
import { LIVE_PATH } from '@/contract/live';
import { liveApi } from '@/contract/api';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { createRouter } from '@/server/http/router';
import { openLiveStream, parseLastEventId } from './live-stream';

export function liveRoutes(deps: AppDeps, guards: AuthGuards) {
  const router = createRouter();
  router.use(LIVE_PATH, guards.requireUser);

  router.openapi(liveApi.stream, async (c) => {
    const request = {
      userId: c.get('user').id,
      sessionId: c.get('sessionId'),
      lastEventId: parseLastEventId(c.req.header('last-event-id')),
    };
    // Proxies (nginx) would otherwise hold the events back in their buffers.
    c.header('X-Accel-Buffering', 'no');
    const opened = await openLiveStream(deps, request);
    return streamSSE(c, opened.serve);
  });

  return router;
}
