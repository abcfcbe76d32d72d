import { useMutation } from '@tanstack/react-query';
import type { DeleteCalendarEventResponse } from '@/contract/calendar';
import { api } from '@/web/lib/api';
import { useOptimisticEvents } from './optimistic-events';

export function deleteCalendarEvent(eventId: string): Promise<DeleteCalendarEventResponse> {
  return api.post('/api/calendar/events/delete', { eventId });
}

export function useDeleteCalendarEvent() {
  const optimistic = useOptimisticEvents();
  return useMutation({
    mutationFn: deleteCalendarEvent,
    onMutate: (eventId: string) => optimistic.apply((events) => events.filter((event) => event.id !== eventId)),
    onError: (error, _eventId, snapshot) => optimistic.rollBack(error, snapshot),
    onSuccess: () => optimistic.saved('deleted'),
  });
}
