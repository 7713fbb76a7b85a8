import { useParams } from 'react-router';
import { OrderPayPage } from '~/features/orders/components/order-pay-page';
import { OrderProblem } from '~/features/orders/components/order-problem';
import { orderIdOf } from '~/features/orders/order-id';
import QueryProvider from '~/lib/query-provider';
import type { RouteHandle } from '~/lib/route-handle';

export { memberPageLoader as clientLoader } from '~/features/auth/member-page-loader';
export { PageLoading as HydrateFallback } from '~/components/ui/page-loading';

export const handle: RouteHandle = { needAuth: true, title: 'titles:order_pay' };

/** /order-pay/{id} (SPEC §2, login required): pay an unpaid order by card. */
export default function OrderPayRoute() {
  const orderId = orderIdOf(useParams().id);
  return (
    <QueryProvider>
      <div className="mx-auto max-w-2xl px-4 py-8">
        {orderId === null ? <OrderProblem /> : <OrderPayPage orderId={orderId} />}
      </div>
    </QueryProvider>
  );
}
