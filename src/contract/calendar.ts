import { messagesOf, type ErrorCatalogue } from './errors';
import { z } from 'zod';
import { isoDateTime } from './common';

/** The 7 colours an event can take. */
export const calendarEventColors = [
  '#00AB55',
  '#1890FF',
  '#94D82D',
  '#FFC107',
  '#FF4842',
  '#04297A',
  '#7A0C2E',
] as const;
export type CalendarEventColor = (typeof calendarEventColors)[number];
export const DEFAULT_EVENT_COLOR: CalendarEventColor = '#1890FF';

export const EVENT_TITLE_MAX_LENGTH = 255;
export const EVENT_DESCRIPTION_MAX_LENGTH = 5000;

export const CalendarErrors = {
  titleRequired: { code: 'calendar.title_required', message: 'Title is required' },
  titleTooLong: {
    code: 'calendar.title_too_long',
    message: `Title must be at most ${EVENT_TITLE_MAX_LENGTH} characters`,
  },
  descriptionInvalid: { code: 'calendar.description_invalid', message: 'Description must be text' },
  descriptionTooLong: {
    code: 'calendar.description_too_long',
    message: `Description must be at most ${EVENT_DESCRIPTION_MAX_LENGTH} characters`,
  },
  colorInvalid: {
    code: 'calendar.color_invalid',
    message: `Colour must be one of ${calendarEventColors.join(', ')}`,
  },
  allDayInvalid: { code: 'calendar.all_day_invalid', message: 'All day must be true or false' },
  startRequired: { code: 'calendar.start_required', message: 'Start date is required' },
  endRequired: { code: 'calendar.end_required', message: 'End date is required' },
  dateInvalid: {
    code: 'calendar.date_invalid',
    message: 'Must be an ISO-8601 date-time or epoch milliseconds',
  },
  endBeforeStart: { code: 'calendar.end_before_start', message: 'End date must be later than start date' },
  eventIdRequired: { code: 'calendar.event_id_required', message: 'Event id is required' },
  updateRequired: { code: 'calendar.update_required', message: 'The changes to the event are required' },
} as const satisfies ErrorCatalogue;
export const CalendarValidation = messagesOf(CalendarErrors);

/** 0001-01-01T00:00:00.000Z .. 9999-12-31T23:59:59.999Z: the range whose ISO text sorts chronologically. */
const EARLIEST_TIME = -62_135_596_800_000;
const LATEST_TIME = 253_402_300_799_999;

/** True when `end` is not before `start` (both ISO or anything Date.parse reads). */
export function isEventRangeValid(start: string, end: string): boolean {
  return Date.parse(end) >= Date.parse(start);
}

/**
 * An event date as a client may send it: an ISO-8601 date-time with offset, or epoch milliseconds
 * (the old client sent timestamps). Always comes out as UTC ISO text, e.g. 2026-11-20T10:15:00.000Z.
 */
const eventDate = (requiredMessage: string) =>
  z
    .union(
      [
        z.iso.datetime({ offset: true, error: CalendarErrors.dateInvalid.code }),
        z.number().int({ error: CalendarErrors.dateInvalid.code }),
      ],
      {
        error: (issue) => (issue.input === undefined ? requiredMessage : CalendarErrors.dateInvalid.code),
      },
    )
    .transform((value) => new Date(value).getTime())
    .refine((time) => time >= EARLIEST_TIME && time <= LATEST_TIME, CalendarErrors.dateInvalid.code)
    .transform((time) => new Date(time).toISOString());

/** The fields of an event a client writes, without defaults (so a partial update stays partial). */
const eventFields = {
  title: z
    .string({ error: CalendarErrors.titleRequired.code })
    .trim()
    .min(1, CalendarErrors.titleRequired.code)
    .max(EVENT_TITLE_MAX_LENGTH, CalendarErrors.titleTooLong.code),
  description: z
    .string({ error: CalendarErrors.descriptionInvalid.code })
    .max(EVENT_DESCRIPTION_MAX_LENGTH, CalendarErrors.descriptionTooLong.code),
  textColor: z.enum(calendarEventColors, { error: CalendarErrors.colorInvalid.code }),
  allDay: z.boolean({ error: CalendarErrors.allDayInvalid.code }),
  start: eventDate(CalendarErrors.startRequired.code),
  end: eventDate(CalendarErrors.endRequired.code),
};

/** Checked only once both dates are valid, so a bad date reports that date alone. */
const endNotBeforeStart = {
  check: (value: { start?: string; end?: string }) =>
    value.start === undefined || value.end === undefined || isEventRangeValid(value.start, value.end),
  params: {
    path: ['end'],
    message: CalendarErrors.endBeforeStart.code,
    when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
  },
};

/** An event of the calendar; the calendar is shared by the whole workspace. */
export const calendarEventSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    textColor: z.enum(calendarEventColors),
    allDay: z.boolean(),
    start: isoDateTime,
    end: isoDateTime,
    /** The account that created the event (null once that account is deleted): it and the admins may change it. */
    createdBy: z.string().nullable(),
  })
  .meta({ id: 'CalendarEvent' });
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** Who may change or delete an event: its creator or an admin (anyone signed in may create one). */
export function mayChangeCalendarEvent(
  event: Pick<CalendarEvent, 'createdBy'>,
  user: { id: string; role: string },
): boolean {
  return user.role === 'admin' || (event.createdBy !== null && event.createdBy === user.id);
}

export const newCalendarEventRequestSchema = z
  .object({
    ...eventFields,
    description: eventFields.description.default(''),
    textColor: eventFields.textColor.default(DEFAULT_EVENT_COLOR),
    allDay: eventFields.allDay.default(false),
  })
  .refine(endNotBeforeStart.check, endNotBeforeStart.params)
  .meta({ id: 'NewCalendarEventRequest' });
/** What a client sends (dates as ISO text or epoch ms; defaults may be left out). */
export type NewCalendarEventInput = z.input<typeof newCalendarEventRequestSchema>;
/** The same after validation: defaults applied, dates as UTC ISO text. */
export type NewCalendarEvent = z.output<typeof newCalendarEventRequestSchema>;

export const calendarEventPatchSchema = z
  .object(eventFields, { error: CalendarErrors.updateRequired.code })
  .partial()
  .refine(endNotBeforeStart.check, endNotBeforeStart.params)
  .meta({ id: 'CalendarEventPatch' });
export type CalendarEventPatchInput = z.input<typeof calendarEventPatchSchema>;
export type CalendarEventPatch = z.output<typeof calendarEventPatchSchema>;

const eventId = z
  .string({ error: CalendarErrors.eventIdRequired.code })
  .min(1, CalendarErrors.eventIdRequired.code);

/** Only the given fields change; the merged event must still end no earlier than it starts. */
export const updateCalendarEventRequestSchema = z
  .object({ eventId, updateEvent: calendarEventPatchSchema })
  .meta({ id: 'UpdateCalendarEventRequest' });
export type UpdateCalendarEventInput = z.input<typeof updateCalendarEventRequestSchema>;

export const deleteCalendarEventRequestSchema = z
  .object({ eventId })
  .meta({ id: 'DeleteCalendarEventRequest' });
export type DeleteCalendarEventRequest = z.infer<typeof deleteCalendarEventRequestSchema>;

export const calendarEventsResponseSchema = z
  .object({ events: z.array(calendarEventSchema) })
  .meta({ id: 'CalendarEventsResponse' });
export type CalendarEventsResponse = z.infer<typeof calendarEventsResponseSchema>;

export const calendarEventResponseSchema = z
  .object({ event: calendarEventSchema })
  .meta({ id: 'CalendarEventResponse' });
export type CalendarEventResponse = z.infer<typeof calendarEventResponseSchema>;

export const deleteCalendarEventResponseSchema = z
  .object({ eventId: z.string() })
  .meta({ id: 'DeleteCalendarEventResponse' });
export type DeleteCalendarEventResponse = z.infer<typeof deleteCalendarEventResponseSchema>;
