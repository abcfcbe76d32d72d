import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationsResponse } from '@/contract/notifications';
import { api } from '@/web/lib/api';
import { useLiveEvent } from '@/web/lib/live/use-live-event';
import { notificationsQueryKey } from '@/web/lib/shared-query-keys';

export { notificationsQueryKey };

export function getNotifications(): Promise<NotificationsResponse> {
  return api.get('/api/notifications/list');
}

/** The signed-in user's notifications, newest first; fetched again when they change (a live event). */
export function useNotifications() {
  const queryClient = useQueryClient();
  useLiveEvent('notifications.changed', () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey }));
  return useQuery({ queryKey: notificationsQueryKey, queryFn: getNotifications, select: (data) => data.notifications });
}
