import { createRoute } from '@hono/zod-openapi';
import {
  calendarEventResponseSchema,
  calendarEventsResponseSchema,
  deleteCalendarEventRequestSchema,
  deleteCalendarEventResponseSchema,
  newCalendarEventRequestSchema,
  updateCalendarEventRequestSchema,
} from '@/contract/calendar';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { bearerAuth, createRouter, errorResponses, jsonBody, jsonOk } from '@/server/http/router';
import {
  deleteCalendarEvent,
  insertCalendarEvent,
  listCalendarEvents,
  updateCalendarEvent,
} from './calendar-store';

const tags = ['Calendar'];

const listEvents = createRoute({
  method: 'get',
  path: '/events',
  tags,
  summary: 'Every event of the workspace calendar, earliest first',
  security: bearerAuth,
  responses: { ...jsonOk(calendarEventsResponseSchema), ...errorResponses(401, 403) },
});

const newEvent = createRoute({
  method: 'post',
  path: '/events/new',
  tags,
  summary: 'Create an event (start and end as ISO-8601 or epoch milliseconds)',
  security: bearerAuth,
  request: { body: jsonBody(newCalendarEventRequestSchema) },
  responses: { ...jsonOk(calendarEventResponseSchema), ...errorResponses(400, 401, 403) },
});

const updateEvent = createRoute({
  method: 'post',
  path: '/events/update',
  tags,
  summary: 'Change some fields of an event; the result must still end no earlier than it starts',
  security: bearerAuth,
  request: { body: jsonBody(updateCalendarEventRequestSchema) },
  responses: { ...jsonOk(calendarEventResponseSchema), ...errorResponses(400, 401, 403, 404) },
});

const deleteEvent = createRoute({
  method: 'post',
  path: '/events/delete',
  tags,
  summary: 'Delete an event',
  security: bearerAuth,
  request: { body: jsonBody(deleteCalendarEventRequestSchema) },
  responses: { ...jsonOk(deleteCalendarEventResponseSchema), ...errorResponses(400, 401, 403, 404) },
});

export function calendarRoutes({ database, clock }: AppDeps, guards: AuthGuards) {
  const { db } = database;
  const router = createRouter();
  router.use('*', guards.requireUser);

  router.openapi(listEvents, async (c) => c.json({ events: await listCalendarEvents(db) }, 200));

  router.openapi(newEvent, async (c) =>
    c.json({ event: await insertCalendarEvent(db, c.req.valid('json'), clock()) }, 200),
  );

  router.openapi(updateEvent, async (c) => {
    const { eventId, updateEvent: patch } = c.req.valid('json');
    return c.json({ event: await updateCalendarEvent(db, eventId, patch, clock()) }, 200);
  });

  router.openapi(deleteEvent, async (c) => {
    const { eventId } = c.req.valid('json');
    await deleteCalendarEvent(db, eventId);
    return c.json({ eventId }, 200);
  });

  return router;
}
