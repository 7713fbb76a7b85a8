import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover } from 'radix-ui';
import { AppLink } from '~/components/ui/app-link';
import { iconButtonClassName } from '~/components/ui/icon';
import { LoadingLabel } from '~/components/ui/loading-label';
import QueryProvider from '~/lib/query-provider';
import { useNotifications } from '../api/list-notifications';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { BellIcon, UnreadBadge } from './bell-icon';

// The list loads when the panel first opens.
const NotificationList = lazy(() => import('./notification-list'));

function Bell() {
  const { t } = useTranslation();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  // SPEC §4: after login the notifications load (page 1), and stay current while the page is open.
  useNotificationStream();
  const { data } = useNotifications();
  const unread = data?.pages[0]?.unread ?? 0;
  const label = unread > 0 ? t('notifications:bell_unread', { count: unread }) : t('notifications:bell');
  return (
    <>
      {/* Phones: the notifications page (docs/decisions/notifications-page.md). */}
      <AppLink
        to="/notifications"
        aria-label={label}
        data-testid="notification-bell-link"
        className={iconButtonClassName('ghost', 'relative md:hidden')}
      >
        <BellIcon />
        <UnreadBadge count={unread} />
      </AppLink>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          aria-label={label}
          data-testid="notification-bell"
          // max-md:hidden, not `hidden md:inline-flex`: the button's own inline-flex came later in the
          // stylesheet and beat `hidden`, so phones showed both bells (issue 34).
          className={iconButtonClassName('ghost', 'relative max-md:hidden')}
        >
          <BellIcon />
          <UnreadBadge count={unread} />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            aria-labelledby={headingId}
            data-testid="notification-panel"
            className="z-50 flex max-h-[min(36rem,80vh)] w-96 flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-xl"
          >
            <Suspense fallback={<LoadingLabel className="p-4 text-sm text-ink-600" />}>
              <NotificationList headingId={headingId} onNavigate={() => setOpen(false)} variant="panel" />
            </Suspense>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </>
  );
}

/** The header's bell with the unread count, and its panel of notifications (desktop) or page (phones). */
export default function NotificationBell() {
  return (
    <QueryProvider>
      <Bell />
    </QueryProvider>
  );
}
