import { calendarApi } from '@/contract/api';
import type { AppDeps } from '@/server/app-deps';
import { actorOf } from '@/server/auth/actor';
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

  // Anyone signed in creates an event; only its creator or an admin changes or deletes it.
  router.openapi(calendarApi.createEvent, async (c) =>
    c.json({ event: await insertCalendarEvent(db, c.req.valid('json'), c.get('user').id, clock()) }, 200),
  );

  router.openapi(calendarApi.updateEvent, async (c) => {
    const { eventId, updateEvent: patch } = c.req.valid('json');
    return c.json({ event: await updateCalendarEvent(db, eventId, patch, actorOf(c.get('user')), clock()) }, 200);
  });

  router.openapi(calendarApi.deleteEvent, async (c) => {
    const { eventId } = c.req.valid('json');
    await deleteCalendarEvent(db, eventId, actorOf(c.get('user')));
    return c.json({ eventId }, 200);
  });

  return router;
}
