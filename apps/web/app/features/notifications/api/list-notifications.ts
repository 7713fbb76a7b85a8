import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NOTIFICATION_FIRST_PAGE, NOTIFICATION_PAGE_SIZE } from '@wellfit/contracts/constants';
import {
  hasMoreNotifications,
  NOTIFICATION_PATHS,
  notificationListAnswer,
  type NotificationListAnswer,
} from '@wellfit/contracts/notifications';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { notificationKeys } from './notification-query-keys';

/** POST /api/web/userMessage/list (SPEC §7): one page of ten (SPEC §9). */
export async function listNotifications(pageIndex: number): Promise<NotificationListAnswer> {
  const answer = await apiClient.post(
    NOTIFICATION_PATHS.list,
    { pageIndex, pageSize: NOTIFICATION_PAGE_SIZE },
    { muteToast: true },
  );
  return parseAnswer(notificationListAnswer, answer);
}

/** SPEC §4: page by page from page 1 while the total exceeds the number loaded. */
export function notificationListQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => listNotifications(pageParam),
    initialPageParam: NOTIFICATION_FIRST_PAGE,
    getNextPageParam: (last, pages, lastPageParam) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return last.list.length > 0 && hasMoreNotifications(loaded, last.total) ? lastPageParam + 1 : undefined;
    },
  });
}

export function useNotifications() {
  return useInfiniteQuery(notificationListQueryOptions());
}
