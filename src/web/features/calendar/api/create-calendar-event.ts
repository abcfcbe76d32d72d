import { useMutation } from '@tanstack/react-query';
import type { CalendarEventResponse, NewCalendarEvent } from '@/contract/calendar';
import { api } from '@/web/lib/api';
import { useAuth } from '@/web/lib/session/auth-store';
import { replaceEvent, setEvents, useOptimisticEvents } from './optimistic-events';

export function createCalendarEvent(event: NewCalendarEvent): Promise<CalendarEventResponse> {
  return api.post('/api/calendar/events/new', event);
}

/** Shows the new event at once under a temporary id, swapped for the stored one when it arrives. */
export function useCreateCalendarEvent() {
  const optimistic = useOptimisticEvents();
  const userId = useAuth((state) => state.user?.id ?? null);
  return useMutation({
    mutationFn: (variables: { event: NewCalendarEvent; tempId: string }) => createCalendarEvent(variables.event),
    onMutate: ({ event, tempId }) => optimistic.apply((events) => [...events, { ...event, id: tempId, createdBy: userId }]),
    onError: (error, _variables, snapshot) => optimistic.rollBack(error, snapshot),
    onSuccess: ({ event }, { tempId }) => {
      setEvents(optimistic.queryClient, replaceEvent(event, tempId));
      optimistic.saved('created');
    },
  });
}
