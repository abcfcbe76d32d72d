import { randomUUID } from 'node:crypto';
import { sql, type Selectable, type Updateable } from 'kysely';
import {
  CalendarErrors,
  type CalendarEvent,
  type CalendarEventColor,
  type CalendarEventPatch,
  type NewCalendarEvent,
} from '@/contract/calendar';
import { ApiErrors } from '@/contract/errors';
import { fromFlag, toFlag } from '@/server/db/columns';
import type { Db } from '@/server/db/database';
import type { Actor } from '@/server/auth/actor';
import { fieldError, forbidden, notFound } from '@/server/http/api-error';
import type { CalendarEventsTable } from './tables';

type CalendarEventRow = Selectable<CalendarEventsTable>;

export function toCalendarEvent(row: CalendarEventRow): CalendarEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    textColor: row.text_color as CalendarEventColor,
    allDay: fromFlag(row.all_day),
    start: row.start_at,
    end: row.end_at,
    createdBy: row.created_by,
  };
}

/** Every event of the workspace, earliest first. */
export async function listCalendarEvents(db: Db): Promise<CalendarEvent[]> {
  const rows = await db
    .selectFrom('calendar_events')
    .selectAll()
    .orderBy('start_at')
    .orderBy('end_at')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toCalendarEvent);
}

/** Adds an event created by the account `createdBy`. */
export async function insertCalendarEvent(
  db: Db,
  event: NewCalendarEvent & { id?: string },
  createdBy: string,
  now: Date,
): Promise<CalendarEvent> {
  const row: CalendarEventRow = {
    id: event.id ?? randomUUID(),
    title: event.title,
    description: event.description,
    text_color: event.textColor,
    all_day: toFlag(event.allDay),
    start_at: event.start,
    end_at: event.end,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    created_by: createdBy,
  };
  await db.insertInto('calendar_events').values(row).execute();
  return toCalendarEvent(row);
}

/**
 * Why a change of event `id` by `actor` found no row to change: 404 when the event does not exist, 403 when
 * the actor is neither its creator nor an admin; null when the actor may change it.
 */
async function refusal(db: Db, id: string, actor: Actor) {
  const event = await db.selectFrom('calendar_events').select('created_by').where('id', '=', id).executeTakeFirst();
  if (!event) return notFound(ApiErrors.eventNotFound);
  if (!actor.isAdmin && event.created_by !== actor.id) return forbidden(ApiErrors.permissionDenied);
  return null;
}

/**
 * Changes only the given fields, when `actor` created the event or is an admin (else 403). The
 * end-after-start rule and the permission are checked inside the UPDATE itself, so two concurrent updates
 * (one moving start, one moving end) cannot leave it inverted.
 */
export async function updateCalendarEvent(
  db: Db,
  id: string,
  patch: CalendarEventPatch,
  actor: Actor,
  now: Date,
): Promise<CalendarEvent> {
  const changes: Updateable<CalendarEventsTable> = { updated_at: now.toISOString() };
  if (patch.title !== undefined) changes.title = patch.title;
  if (patch.description !== undefined) changes.description = patch.description;
  if (patch.textColor !== undefined) changes.text_color = patch.textColor;
  if (patch.allDay !== undefined) changes.all_day = toFlag(patch.allDay);
  if (patch.start !== undefined) changes.start_at = patch.start;
  if (patch.end !== undefined) changes.end_at = patch.end;
  const row = await db
    .updateTable('calendar_events')
    .set(changes)
    .where('id', '=', id)
    .$if(!actor.isAdmin, (query) => query.where('created_by', '=', actor.id))
    .where(sql<boolean>`coalesce(${patch.start ?? null}, start_at) <= coalesce(${patch.end ?? null}, end_at)`)
    .returningAll()
    .executeTakeFirst();
  if (row) return toCalendarEvent(row);
  throw (await refusal(db, id, actor)) ?? fieldError('updateEvent.end', CalendarErrors.endBeforeStart);
}

/** Deletes the event when `actor` created it or is an admin (else 403). */
export async function deleteCalendarEvent(db: Db, id: string, actor: Actor): Promise<void> {
  const result = await db
    .deleteFrom('calendar_events')
    .where('id', '=', id)
    .$if(!actor.isAdmin, (query) => query.where('created_by', '=', actor.id))
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw (await refusal(db, id, actor)) ?? notFound(ApiErrors.eventNotFound);
}
