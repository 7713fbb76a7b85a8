import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_LIST_TABS, type OrderListTab } from '@wellfit/contracts/orders';
import { Button, buttonClassName } from '~/components/ui/button';
import { StrokeIcon } from '~/components/ui/icon';
import { LoadingLabel } from '~/components/ui/loading-label';
import { Notice } from '~/components/ui/notice';
import { usePageTitle } from '~/lib/use-page-title';
import { useOrderList } from '../api/get-order-list';
import type { RecipientPicker } from '../order-facts';
import { OrderCard } from './order-card';

export function isOrderListTab(tab: string | undefined): tab is OrderListTab {
  return (ORDER_LIST_TABS as readonly string[]).includes(tab ?? '');
}

const tabPath = (tab: OrderListTab) => (tab === 'all' ? '/order-list' : `/order-list/${tab}`);

/**
 * SPEC §2 /order-list and /order-list/{tab}: the tabs of ORDER_LIST_TABS, then that tab's orders,
 * newest first, ten at a time with "show more". Cancelled and lapsed orders appear under All only
 * (docs/decisions/after-the-sale.md).
 */
export function OrderListPage({ tab, recipientPicker }: { tab: OrderListTab; recipientPicker: RecipientPicker }) {
  const { t } = useTranslation();
  const title = usePageTitle();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
      <nav aria-label={t('checkout:orders.list.tabs_label')} className="mt-6 border-b border-ink-200">
        <ul className="-mb-px flex gap-1 overflow-x-auto" data-testid="order-tabs">
          {ORDER_LIST_TABS.map((entry) => (
            <li key={entry}>
              <Link
                to={tabPath(entry)}
                aria-current={entry === tab ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${
                  entry === tab
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-ink-600 hover:text-ink-900'
                }`}
              >
                {t(`checkout:orders.list.tabs.${entry}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        {/* Keyed by tab: each tab is its own list with its own loading state. */}
        <OrderListTabPanel key={tab} tab={tab} recipientPicker={recipientPicker} />
      </div>
    </div>
  );
}

function OrderListTabPanel({ tab, recipientPicker }: { tab: OrderListTab; recipientPicker: RecipientPicker }) {
  const { t } = useTranslation();
  const list = useOrderList(tab);

  if (list.isPending) {
    return (
      <div role="status" className="flex justify-center py-16 text-sm text-ink-600" data-testid="order-list-loading">
        <LoadingLabel />
      </div>
    );
  }
  if (list.isError) {
    return (
      <Notice icon={BOX_ICON} title={t('checkout:orders.list.load_error')} testId="order-list-error">
        <Button variant="secondary" className="mt-6" onClick={() => void list.refetch()}>
          {t('checkout:orders.list.retry')}
        </Button>
      </Notice>
    );
  }

  const orders = list.data.pages.flatMap((page) => page.list);
  const total = list.data.pages[0]?.total ?? 0;
  if (orders.length === 0) {
    return (
      <Notice
        icon={BOX_ICON}
        title={t('checkout:orders.list.empty_title')}
        body={t('checkout:orders.list.empty_body')}
        testId="order-list-empty"
      >
        <Link to="/product-list/all" className={buttonClassName('primary', 'mt-6')}>
          {t('checkout:orders.list.browse')}
        </Link>
      </Notice>
    );
  }

  return (
    <>
      <h2 className="mb-4 text-sm text-ink-600" aria-live="polite" data-testid="order-list-total">
        {t('checkout:orders.list.total', { total })}
      </h2>
      <ul className="flex flex-col gap-4" data-testid="order-list">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} recipientPicker={recipientPicker} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="mt-8 flex justify-center">
          <Button
            variant="secondary"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
            data-testid="order-list-more"
          >
            {list.isFetchingNextPage ? t('checkout:orders.list.loading_more') : t('checkout:orders.list.load_more')}
          </Button>
        </div>
      )}
    </>
  );
}

const BOX_ICON = (
  <StrokeIcon className="size-8" strokeLinejoin="round">
    <path d="M21 8 12 3 3 8v8l9 5 9-5V8ZM3 8l9 5 9-5M12 13v8" />
  </StrokeIcon>
);
