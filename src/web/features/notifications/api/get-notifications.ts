import { useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '@/contract/notifications';
import { api } from '@/web/lib/api';
import { notificationsQueryKey } from '@/web/lib/shared-query-keys';

export { notificationsQueryKey };

export function getNotifications(): Promise<NotificationsResponse> {
  return api.get('/api/notifications/list');
}

/** The signed-in user's notifications, newest first. */
export function useNotifications() {
  return useQuery({ queryKey: notificationsQueryKey, queryFn: getNotifications, select: (data) => data.notifications });
}
