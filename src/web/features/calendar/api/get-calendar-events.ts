import { useQuery } from '@tanstack/react-query';
import type { CalendarEventsResponse } from '@/contract/calendar';
import { api } from '@/web/lib/api';

export const calendarEventsQueryKey = ['calendar', 'events'] as const;

export function getCalendarEvents(): Promise<CalendarEventsResponse> {
  return api.get('/api/calendar/events');
}

/** Every event of the workspace calendar. */
export function useCalendarEvents() {
  return useQuery({ queryKey: calendarEventsQueryKey, queryFn: getCalendarEvents, select: (data) => data.events });
}
