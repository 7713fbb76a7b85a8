import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_PATHS, notificationReadAnswer } from '@wellfit/contracts/notifications';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { notificationKeys } from './notification-query-keys';

/** POST /api/web/userMessage/read (docs/decisions/notification-calls.md): one notification, when opened. */
export async function markNotificationRead(id: number) {
  return parseAnswer(notificationReadAnswer, await apiClient.post(NOTIFICATION_PATHS.read, { id }));
}

/** POST /api/web/userMessage/readAll: every notification of the member. */
export async function markAllNotificationsRead() {
  return parseAnswer(notificationReadAnswer, await apiClient.post(NOTIFICATION_PATHS.readAll, {}));
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
