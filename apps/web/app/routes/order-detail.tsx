import { useParams } from 'react-router';
import { AddressBook } from '~/features/addresses/components/address-book';
import { OrderDetailPage } from '~/features/orders/components/order-detail-page';
import { OrderProblem } from '~/features/orders/components/order-problem';
import { orderIdOf } from '~/features/orders/order-id';
import QueryProvider from '~/lib/query-provider';
import type { RouteHandle } from '~/lib/route-handle';

export { memberPageLoader as clientLoader } from '~/features/auth/member-page-loader';
export { PageLoading as HydrateFallback } from '~/components/ui/page-loading';

export const handle: RouteHandle = { needAuth: true, title: 'titles:order_detail' };

/** /order/{id} (not in SPEC §2; docs/decisions/order-detail-page.md): one of the member's orders, whole. */
export default function OrderDetailRoute() {
  const orderId = orderIdOf(useParams().id);
  return (
    <QueryProvider>
      <div className="mx-auto max-w-3xl px-4 py-8">
        {orderId === null ? (
          <OrderProblem />
        ) : (
          <OrderDetailPage orderId={orderId} recipientPicker={(onChosen) => <AddressBook onChosen={onChosen} />} />
        )}
      </div>
    </QueryProvider>
  );
}
