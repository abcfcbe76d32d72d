import { useMutation } from '@tanstack/react-query';
import type { CalendarEvent, CalendarEventPatch, CalendarEventResponse } from '@/contract/calendar';
import { api } from '@/web/lib/api';
import { replaceEvent, setEvents, useOptimisticEvents } from './optimistic-events';

export function updateCalendarEvent(eventId: string, updateEvent: CalendarEventPatch): Promise<CalendarEventResponse> {
  return api.post('/api/calendar/events/update', { eventId, updateEvent });
}

/** Edits, drags and resizes: the event changes on screen at once and moves back if the server refuses. */
export function useUpdateCalendarEvent() {
  const optimistic = useOptimisticEvents();
  return useMutation({
    mutationFn: ({ event, patch }: { event: CalendarEvent; patch: CalendarEventPatch }) => updateCalendarEvent(event.id, patch),
    onMutate: ({ event, patch }) => optimistic.apply(replaceEvent({ ...event, ...patch })),
    onError: (error, _variables, snapshot) => optimistic.rollBack(error, snapshot),
    onSuccess: ({ event }) => {
      setEvents(optimistic.queryClient, replaceEvent(event));
      optimistic.saved('updated');
    },
  });
}
