import { format } from 'date-fns';
import { z } from 'zod';
import {
  CalendarValidation,
  DEFAULT_EVENT_COLOR,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
  calendarEventColors,
  isEventRangeValid,
  type CalendarEvent,
  type NewCalendarEvent,
} from '../../../../contract/calendar';

/** The dialog's fields; dates as the local 'yyyy-MM-ddTHH:mm' text of a datetime-local input. */
export const eventFormSchema = z
  .object({
    title: z.string().trim().min(1, CalendarValidation.titleRequired).max(EVENT_TITLE_MAX_LENGTH, CalendarValidation.titleTooLong),
    description: z.string().max(EVENT_DESCRIPTION_MAX_LENGTH, CalendarValidation.descriptionTooLong),
    textColor: z.enum(calendarEventColors),
    allDay: z.boolean(),
    start: z.string().min(1, CalendarValidation.startRequired),
    end: z.string().min(1, CalendarValidation.endRequired),
  })
  .refine((value) => isEventRangeValid(value.start, value.end), { path: ['end'], message: CalendarValidation.endBeforeStart });
export type EventFormValues = z.infer<typeof eventFormSchema>;

/** SPEC §3 Calendar selectedRange: what was selected on the calendar. */
export interface SelectedRange {
  start: Date;
  end: Date;
  allDay: boolean;
}

const toLocalInput = (value: Date | string) => format(new Date(value), "yyyy-MM-dd'T'HH:mm");

export function eventFormDefaults(event: CalendarEvent | null, range: SelectedRange | null): EventFormValues {
  if (event) {
    return { ...event, start: toLocalInput(event.start), end: toLocalInput(event.end) };
  }
  const start = range?.start ?? new Date();
  return {
    title: '',
    description: '',
    textColor: DEFAULT_EVENT_COLOR,
    allDay: range?.allDay ?? false,
    start: toLocalInput(start),
    end: toLocalInput(range?.end ?? start),
  };
}

/** The request body: local input times as UTC ISO text. */
export function toEventRequest(values: EventFormValues): NewCalendarEvent {
  return { ...values, start: new Date(values.start).toISOString(), end: new Date(values.end).toISOString() };
}
