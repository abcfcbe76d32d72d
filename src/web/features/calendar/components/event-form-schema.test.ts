import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@/contract/calendar';
import { eventFormDefaults, eventFormSchema, switchAllDay, toEventRequest } from './event-form-schema';
import { CalendarErrors } from '@/contract/calendar';

/** Local midnight of a November 2026 day, as the calendar hands it over. */
const day = (n: number) => new Date(2026, 10, n);

const stored = (allDay: boolean, start: Date, end: Date): CalendarEvent => ({
  id: 'e1',
  createdBy: 'u1',
  title: 'Studio rehearsal',
  description: '',
  textColor: '#1890FF',
  allDay,
  start: start.toISOString(),
  end: end.toISOString(),
});

describe('all-day events in the event dialog', () => {
  it('shows a selection of the 2nd and 3rd as those two days (the calendar ends it at the 4th, 00:00)', () => {
    const values = eventFormDefaults(null, { start: day(2), end: day(4), allDay: true });
    expect(values).toMatchObject({ allDay: true, start: '2026-11-02', end: '2026-11-03' });
  });

  it('saves them back as the midnight before the first day and the one after the last', () => {
    const request = toEventRequest(eventFormDefaults(null, { start: day(2), end: day(4), allDay: true }));
    expect(request.start).toBe(day(2).toISOString());
    expect(request.end).toBe(day(4).toISOString());
  });

  it('a stored event opens with its own days, and saving unchanged keeps its range', () => {
    const event = stored(true, day(9), day(13));
    const values = eventFormDefaults(event, null);
    expect(values).toMatchObject({ start: '2026-11-09', end: '2026-11-12' });
    expect(toEventRequest(values)).toMatchObject({ start: event.start, end: event.end });
  });

  it('a one-day event ends on the day it starts', () => {
    expect(eventFormDefaults(stored(true, day(5), day(6)), null)).toMatchObject({ start: '2026-11-05', end: '2026-11-05' });
    expect(toEventRequest(eventFormDefaults(stored(true, day(5), day(6)), null)).end).toBe(day(6).toISOString());
  });

  it('an end day before the start day is refused with the end-date message', () => {
    const values = { ...eventFormDefaults(stored(true, day(5), day(6)), null), end: '2026-11-04' };
    const result = eventFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['end', CalendarErrors.endBeforeStart.code],
    ]);
  });
});

describe('timed events in the event dialog', () => {
  it('shows local date and time, and saves them as UTC', () => {
    const start = new Date(2026, 10, 20, 14, 30);
    const end = new Date(2026, 10, 20, 15, 45);
    const values = eventFormDefaults(stored(false, start, end), null);
    expect(values).toMatchObject({ start: '2026-11-20T14:30', end: '2026-11-20T15:45' });
    expect(toEventRequest(values)).toMatchObject({ start: start.toISOString(), end: end.toISOString() });
  });
});

describe('the All day switch', () => {
  it('turning it on keeps the days of a timed range', () => {
    expect(switchAllDay(true, '2026-11-20T14:30', '2026-11-20T15:45')).toEqual({ start: '2026-11-20', end: '2026-11-20' });
    expect(switchAllDay(true, '2026-11-20T22:00', '2026-11-21T00:00')).toEqual({ start: '2026-11-20', end: '2026-11-20' });
    expect(switchAllDay(true, '2026-11-20T22:00', '2026-11-22T09:00')).toEqual({ start: '2026-11-20', end: '2026-11-22' });
  });

  it('turning it off gives 09:00 on the first day to 10:00 on the last', () => {
    expect(switchAllDay(false, '2026-11-02', '2026-11-03')).toEqual({ start: '2026-11-02T09:00', end: '2026-11-03T10:00' });
  });

  it('leaves empty fields empty', () => {
    expect(switchAllDay(true, '', '')).toEqual({ start: '', end: '' });
  });
});
