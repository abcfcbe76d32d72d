import { z } from 'zod';
import {
  LIVE_PATH,
  LIVE_TICKET_PATH,
  liveEventSchema,
  liveStreamQuerySchema,
  liveTicketResponseSchema,
} from '@/contract/live';
import { bearerAuth, defineRoute, errorResponses, jsonOk } from './route-helpers';

export const liveApi = {
  stream: defineRoute({
    method: 'get',
    path: LIVE_PATH,
    operationId: 'streamLiveEvents',
    tags: ['Live'],
    security: bearerAuth,
    summary: "The signed-in user's live events as Server-Sent Events",
    description:
      'Each message: `id` the event’s sequence number, `event` its type, `data` the JSON of the event. A client that reconnects sends the last id it got as `Last-Event-ID` (or `?lastEventId=`) and receives every event after it exactly once; without it the stream starts with what happens from now on. A comment line comes every 25 seconds while nothing else does. The stream ends when the session does (sign-out, ban). A browser’s own EventSource, which cannot send the Authorization header, passes a stream ticket as `?ticket=` instead; the ticket names the session it was issued for and opens streams until it expires.',
    request: {
      query: liveStreamQuerySchema,
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
  ticket: defineRoute({
    method: 'post',
    path: LIVE_TICKET_PATH,
    operationId: 'issueLiveTicket',
    tags: ['Live'],
    security: bearerAuth,
    summary: 'A short-lived ticket that opens the live stream without the Authorization header',
    description:
      'For `GET /api/live?ticket=…` from a browser’s own EventSource. Valid for 60 seconds and for the session of the token it was issued with: a ticket is no access token, nor an access token a ticket.',
    responses: {
      ...jsonOk(liveTicketResponseSchema),
      ...errorResponses(401, 403),
    },
  }),
};
