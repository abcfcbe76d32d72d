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
import { fieldError, notFound } from '@/server/http/api-error';
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

export async function insertCalendarEvent(
  db: Db,
  event: NewCalendarEvent & { id?: string },
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
  };
  await db.insertInto('calendar_events').values(row).execute();
  return toCalendarEvent(row);
}

/**
 * Changes only the given fields. The end-after-start rule is checked on the merged event inside the
 * UPDATE itself, so two concurrent updates (one moving start, one moving end) cannot leave it inverted.
 */
export async function updateCalendarEvent(
  db: Db,
  id: string,
  patch: CalendarEventPatch,
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
    .where(sql<boolean>`coalesce(${patch.start ?? null}, start_at) <= coalesce(${patch.end ?? null}, end_at)`)
    .returningAll()
    .executeTakeFirst();
  if (row) return toCalendarEvent(row);
  const exists = await db.selectFrom('calendar_events').select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) throw notFound(ApiErrors.eventNotFound);
  throw fieldError('updateEvent.end', CalendarErrors.endBeforeStart);
}

export async function deleteCalendarEvent(db: Db, id: string): Promise<void> {
  const result = await db.deleteFrom('calendar_events').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound(ApiErrors.eventNotFound);
}
