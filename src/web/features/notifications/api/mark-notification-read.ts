import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationResponse, NotificationsResponse } from '@/contract/notifications';
import { api } from '@/web/lib/api';
import { notificationsQueryKey } from './get-notifications';

export function markNotificationRead(notificationId: string): Promise<NotificationResponse> {
  return api.post('/api/notifications/mark-read', { notificationId });
}

/** Marks one notification read and puts the answer in place of the cached one. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: ({ notification }) =>
      queryClient.setQueryData<NotificationsResponse>(notificationsQueryKey, (current) =>
        current
          ? { notifications: current.notifications.map((item) => (item.id === notification.id ? notification : item)) }
          : current,
      ),
  });
}
