import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, NotificationSettingsResponse } from '@/contract/user';
import { api } from '@/web/lib/api';
import { accountQueryKeys } from './account-query-keys';

export function getNotificationSettings(): Promise<NotificationSettingsResponse> {
  return api.get('/api/user/account/notifications-settings');
}

export function updateNotificationSettings(
  notifications: NotificationSettings,
): Promise<NotificationSettingsResponse> {
  return api.post('/api/user/account/notifications-settings/update', { notifications });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: accountQueryKeys.notificationSettings,
    queryFn: getNotificationSettings,
    select: (data) => data.notifications,
  });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (data) => queryClient.setQueryData(accountQueryKeys.notificationSettings, data),
  });
}
