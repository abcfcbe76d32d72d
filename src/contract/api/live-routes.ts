import { z } from 'zod';
import { LIVE_PATH, liveEventSchema } from '@/contract/live';
import { bearerAuth, defineRoute, errorResponses } from './route-helpers';

export const liveApi = {
  stream: defineRoute({
    method: 'get',
    path: LIVE_PATH,
    operationId: 'streamLiveEvents',
    tags: ['Live'],
    security: bearerAuth,
    summary: "The signed-in user's live events as Server-Sent Events",
    description:
      'Each message: `id` the event’s sequence number, `event` its type, `data` the JSON of the event. A client that reconnects sends the last id it got as `Last-Event-ID` and receives every event after it exactly once; without it the stream starts with what happens from now on. A comment line comes every 25 seconds while nothing else does. The stream ends when the session does (sign-out, ban).',
    request: {
      headers: z.object({
        'last-event-id': z
          .string()
          .optional()
          .meta({ description: 'The id of the last event received: the stream resumes after it' }),
      }),
    },
    responses: {
      200: {
        description: 'An endless stream of events (text/event-stream); each `data` is one LiveEvent',
        content: { 'text/event-stream': { schema: liveEventSchema } },
      },
      ...errorResponses(401, 403),
    },
  }),
};
