import { data, redirect } from 'react-router';
import { ORDER_LIST_TABS, ORDER_LIST_TAB_STATUSES } from '@wellfit/contracts/orders';
import { AddressBook } from '~/features/addresses/components/address-book';
import { memberPageLoader } from '~/features/auth/member-page-loader';
import { isOrderListTab, OrderListPage } from '~/features/orders/components/order-list-page';
import QueryProvider from '~/lib/query-provider';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/order-list';

export { PageLoading as HydrateFallback } from '~/components/ui/page-loading';

export const handle: RouteHandle = { needAuth: true, title: 'titles:order_list' };

/**
 * SPEC §2 /order-list and /order-list/{tab} (login required, client only). A status in place of a
 * tab (/order-list/pending, as older notifications link) leads to the tab listing it; anything
 * else is not found.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const tab = params.tab ?? 'all';
  if (!isOrderListTab(tab)) {
    const listing = ORDER_LIST_TABS.find(
      (entry) => entry !== 'all' && ORDER_LIST_TAB_STATUSES[entry].some((status) => status === tab),
    );
    if (listing) throw redirect(`/order-list/${listing}`);
    throw data(null, { status: 404 });
  }
  await memberPageLoader();
  return { tab };
}

export default function OrderListRoute({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <OrderListPage tab={loaderData.tab} recipientPicker={(onChosen) => <AddressBook onChosen={onChosen} />} />
    </QueryProvider>
  );
}
