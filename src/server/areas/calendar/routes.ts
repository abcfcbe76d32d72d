import { calendarApi } from '@/contract/api';
import type { AppDeps } from '@/server/app-deps';
import type { AuthGuards } from '@/server/auth/middleware';
import { createRouter } from '@/server/http/router';
import {
  deleteCalendarEvent,
  insertCalendarEvent,
  listCalendarEvents,
  updateCalendarEvent,
} from './calendar-store';

export function calendarRoutes({ database, clock }: AppDeps, guards: AuthGuards) {
  const { db } = database;
  const router = createRouter();
  router.use('/api/calendar/*', guards.requireUser);

  router.openapi(calendarApi.listEvents, async (c) => c.json({ events: await listCalendarEvents(db) }, 200));

  router.openapi(calendarApi.createEvent, async (c) =>
    c.json({ event: await insertCalendarEvent(db, c.req.valid('json'), clock()) }, 200),
  );

  router.openapi(calendarApi.updateEvent, async (c) => {
    const { eventId, updateEvent: patch } = c.req.valid('json');
    return c.json({ event: await updateCalendarEvent(db, eventId, patch, clock()) }, 200);
  });

  router.openapi(calendarApi.deleteEvent, async (c) => {
    const { eventId } = c.req.valid('json');
    await deleteCalendarEvent(db, eventId);
    return c.json({ eventId }, 200);
  });

  return router;
}
