import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationsResponse } from '@/contract/notifications';
import { api } from '@/web/lib/api';
import { notificationsQueryKey } from './get-notifications';

export function markAllNotificationsRead(): Promise<NotificationsResponse> {
  return api.post('/api/notifications/mark-all-read');
}

/** 'Mark all as read': the answer is the whole list, which replaces the cached one. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (data) => queryClient.setQueryData(notificationsQueryKey, data),
  });
}
