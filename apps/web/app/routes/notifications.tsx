import NotificationList from '~/features/notifications/components/notification-list';
import QueryProvider from '~/lib/query-provider';
import type { RouteHandle } from '~/lib/route-handle';

export { memberPageLoader as clientLoader } from '~/features/auth/member-page-loader';
export { PageLoading as HydrateFallback } from '~/components/ui/page-loading';

export const handle: RouteHandle = { needAuth: true, title: 'titles:notifications' };

/** Not in SPEC §2: the notifications as a page, where the header's bell leads on phones (docs/decisions/notifications-page.md). */
export default function NotificationsPage() {
  return (
    <QueryProvider>
      <div className="mx-auto w-full max-w-2xl px-4 py-6">
        <NotificationList variant="page" />
      </div>
    </QueryProvider>
  );
}
