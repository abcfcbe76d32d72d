import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CalendarEvent, CalendarEventsResponse } from '@/contract/calendar';
import { useErrorText } from '@/web/lib/error-text';
import { calendarEventsQueryKey } from './get-calendar-events';
import { toast } from '@/web/lib/toast';

type EventsChange = (events: CalendarEvent[]) => CalendarEvent[];

interface Snapshot {
  previous: CalendarEventsResponse | undefined;
}

/**
 * The calendar's writes change the cached list at once (the screen follows the pointer, not the network);
 * a refused write puts the list back as it was and says why in an error toast.
 */
export function useOptimisticEvents() {
  const queryClient = useQueryClient();
  const message = useErrorText();
  return {
    queryClient,
    async apply(change: EventsChange): Promise<Snapshot> {
      await queryClient.cancelQueries({ queryKey: calendarEventsQueryKey });
      const previous = queryClient.getQueryData<CalendarEventsResponse>(calendarEventsQueryKey);
      setEvents(queryClient, change);
      return { previous };
    },
    rollBack(error: unknown, snapshot: Snapshot | undefined) {
      if (snapshot) queryClient.setQueryData(calendarEventsQueryKey, snapshot.previous);
      toast(message(error), 'error');
    },
  };
}

export function setEvents(queryClient: QueryClient, change: EventsChange) {
  queryClient.setQueryData<CalendarEventsResponse>(calendarEventsQueryKey, (current) =>
    current ? { events: change(current.events) } : current,
  );
}

export const replaceEvent =
  (event: CalendarEvent, id = event.id): EventsChange =>
  (events) =>
    events.map((item) => (item.id === id ? event : item));
