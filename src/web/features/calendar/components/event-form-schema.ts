import { addDays, format, parseISO, startOfDay } from 'date-fns';
import { z } from 'zod';
import {
  CalendarErrors,
  DEFAULT_EVENT_COLOR,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
  calendarEventColors,
  isEventRangeValid,
  type CalendarEvent,
  type NewCalendarEvent,
} from '@/contract/calendar';

/**
 * The dialog's fields. Start and end are local date texts: 'yyyy-MM-ddTHH:mm' for a timed event; 'yyyy-MM-dd'
 * for an all-day one, whose end field is its last day.
 */
export const DATE_INPUT = 'yyyy-MM-dd';
export const DATE_TIME_INPUT = "yyyy-MM-dd'T'HH:mm";
/** What a date field holds while what is typed is not a date yet. */
export const INVALID_DATE_INPUT = 'invalid';

const isDateInput = (input: string) => input !== INVALID_DATE_INPUT && !Number.isNaN(parseISO(input).getTime());

export const eventFormSchema = z
  .object({
    title: z.string().trim().min(1, CalendarErrors.titleRequired.code).max(EVENT_TITLE_MAX_LENGTH, CalendarErrors.titleTooLong.code),
    description: z.string().max(EVENT_DESCRIPTION_MAX_LENGTH, CalendarErrors.descriptionTooLong.code),
    textColor: z.enum(calendarEventColors),
    allDay: z.boolean(),
    start: z.string().min(1, CalendarErrors.startRequired.code).refine(isDateInput, CalendarErrors.dateInvalid.code),
    end: z.string().min(1, CalendarErrors.endRequired.code).refine(isDateInput, CalendarErrors.dateInvalid.code),
  })
  .refine((value) => isEventRangeValid(value.start, value.end), { path: ['end'], message: CalendarErrors.endBeforeStart.code });
export type EventFormValues = z.infer<typeof eventFormSchema>;

/** What was selected on the calendar. */
export interface SelectedRange {
  start: Date;
  end: Date;
  allDay: boolean;
}

const toDateTimeInput = (value: Date | string) => format(new Date(value), DATE_TIME_INPUT);
const toDateInput = (value: Date | string) => format(new Date(value), DATE_INPUT);
/** The local midnight that starts the day of a 'yyyy-MM-dd…' input text. */
const dayOf = (input: string) => parseISO(input.slice(0, 10));

/**
 * An all-day range as the date fields show it. The calendar ends an all-day event at the midnight after its
 * last day (exclusive), the form shows that last day; a range that ends on its start day keeps it.
 */
function allDayInputs(start: Date | string, end: Date | string): Pick<EventFormValues, 'start' | 'end'> {
  const first = startOfDay(new Date(start));
  const endDate = new Date(end);
  const last = endDate > first && endDate.getTime() === startOfDay(endDate).getTime() ? addDays(endDate, -1) : endDate;
  return { start: toDateInput(first), end: toDateInput(last < first ? first : last) };
}

export function eventFormDefaults(event: CalendarEvent | null, range: SelectedRange | null): EventFormValues {
  if (event) {
    const dates = event.allDay
      ? allDayInputs(event.start, event.end)
      : { start: toDateTimeInput(event.start), end: toDateTimeInput(event.end) };
    return { ...event, ...dates };
  }
  const start = range?.start ?? new Date();
  const end = range?.end ?? start;
  const allDay = range?.allDay ?? false;
  return {
    title: '',
    description: '',
    textColor: DEFAULT_EVENT_COLOR,
    allDay,
    ...(allDay ? allDayInputs(start, end) : { start: toDateTimeInput(start), end: toDateTimeInput(end) }),
  };
}

/**
 * The start and end fields after the All day switch changes: the days of a timed range, or for a range of
 * days, 09:00 on the first to 10:00 on the last.
 */
export function switchAllDay(allDay: boolean, start: string, end: string): Pick<EventFormValues, 'start' | 'end'> {
  if (!start || !end) return { start, end };
  if (allDay) return allDayInputs(start, end);
  return { start: `${start.slice(0, 10)}T09:00`, end: `${end.slice(0, 10)}T10:00` };
}

/** The request body as UTC ISO text; an all-day event runs from the midnight of its first day to the one after its last. */
export function toEventRequest(values: EventFormValues): NewCalendarEvent {
  if (values.allDay) {
    return {
      ...values,
      start: dayOf(values.start).toISOString(),
      end: addDays(dayOf(values.end), 1).toISOString(),
    };
  }
  return { ...values, start: new Date(values.start).toISOString(), end: new Date(values.end).toISOString() };
}
