import { useTranslation } from 'react-i18next';
import { formatSendTime, NOTIFICATION_STATUS, type NotificationItem } from '@wellfit/contracts/notifications';
import { AppLink } from '~/components/ui/app-link';
import { Button } from '~/components/ui/button';
import { LoadingLabel } from '~/components/ui/loading-label';
import { showToast } from '~/lib/toast';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notifications-read';

interface NotificationListProps {
  /** The id the heading gets, for the panel's aria-labelledby. */
  headingId?: string;
  /** After a notification's link is followed (the panel closes). */
  onNavigate?: () => void;
  /** `panel` in the header's popover, `page` on /notifications. */
  variant: 'panel' | 'page';
}

const ITEM_CLASS =
  'flex w-full flex-col gap-1 rounded-xl px-3 py-3 text-left hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600';

function ItemBody({ item }: { item: NotificationItem }) {
  const { t } = useTranslation();
  const unread = item.status === NOTIFICATION_STATUS.unread;
  return (
    <>
      <span className="flex items-start gap-2">
        {unread && <span className="mt-1.5 size-2 shrink-0 rounded-full bg-accent-600" aria-hidden="true" />}
        <span className={`text-sm text-ink-900 ${unread ? 'font-bold' : 'font-medium'}`}>
          {unread && <span className="sr-only">{t('notifications:unread')} </span>}
          {item.messageTitle}
        </span>
      </span>
      <span className="text-sm whitespace-pre-line text-ink-700">{item.messageContent}</span>
      <time dateTime={item.sendTime} className="text-xs text-ink-600">
        {formatSendTime(item.sendTime)}
      </time>
    </>
  );
}

function NotificationRow({ item, onNavigate }: { item: NotificationItem; onNavigate?: () => void }) {
  const markRead = useMarkNotificationRead();
  const open = () => {
    if (item.status === NOTIFICATION_STATUS.unread) markRead.mutate(item.id);
  };
  if (item.link === null) {
    return (
      <button type="button" className={ITEM_CLASS} onClick={open} data-testid="notification-item">
        <ItemBody item={item} />
      </button>
    );
  }
  const external = /^https?:/i.test(item.link);
  const follow = () => {
    open();
    onNavigate?.();
  };
  return external ? (
    <a
      href={item.link}
      rel="noopener noreferrer"
      className={ITEM_CLASS}
      onClick={follow}
      data-testid="notification-item"
    >
      <ItemBody item={item} />
    </a>
  ) : (
    <AppLink to={item.link} className={ITEM_CLASS} onClick={follow} data-testid="notification-item">
      <ItemBody item={item} />
    </AppLink>
  );
}

/** SPEC §3 notifications of the member, newest first, with load more and mark all read. */
export default function NotificationList({ headingId, onNavigate, variant }: NotificationListProps) {
  const { t } = useTranslation();
  const query = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;
  const markAllRead = () =>
    markAll.mutate(undefined, { onSuccess: () => showToast(t('notifications:all_marked_read')) });
  const Heading = variant === 'page' ? 'h1' : 'h2';

  return (
    <div className={variant === 'panel' ? 'flex min-h-0 flex-col' : 'flex flex-col gap-4'}>
      <div
        className={`flex items-center justify-between gap-3 ${variant === 'panel' ? 'border-b border-ink-100 p-4' : ''}`}
      >
        <Heading
          id={headingId}
          className={variant === 'page' ? 'text-2xl font-bold text-ink-900' : 'text-base font-bold text-ink-900'}
        >
          {t('notifications:title')}
        </Heading>
        <Button
          variant="ghost"
          className="px-3"
          onClick={markAllRead}
          disabled={unread === 0 || markAll.isPending}
          data-testid="notification-mark-all-read"
        >
          {t('notifications:mark_all_read')}
        </Button>
      </div>
      <div className={variant === 'panel' ? 'min-h-0 overflow-y-auto p-2' : ''} aria-busy={query.isFetching}>
        {query.isPending ? (
          <LoadingLabel className="p-3 text-sm text-ink-600" />
        ) : query.isError && items.length === 0 ? (
          <div className="flex flex-col items-start gap-2 p-3" role="alert">
            <p className="text-sm text-ink-700">{t('messages:common_error')}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('messages:retry')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="p-3 text-sm text-ink-600" data-testid="notification-empty">
            {t('notifications:empty')}
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-ink-100" data-testid="notification-list">
            {items.map((item) => (
              <li key={item.id}>
                <NotificationRow item={item} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        )}
        {query.hasNextPage && (
          <div className="flex justify-center p-3">
            <Button
              variant="secondary"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              data-testid="notification-load-more"
            >
              {query.isFetchingNextPage ? <LoadingLabel /> : t('notifications:load_more')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
