import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
 * a stored write says so in a success toast, a refused one puts the list back as it was and says why in an
 * error toast.
 */
export function useOptimisticEvents() {
  const queryClient = useQueryClient();
  const message = useErrorText();
  const { t } = useTranslation();
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
    saved(change: 'created' | 'updated' | 'deleted') {
      toast(t(`calendar.saved.${change}`), 'success');
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
