import { useParams } from 'react-router';
import { OrderPaidPage } from '~/features/orders/components/order-paid-page';
import { OrderProblem } from '~/features/orders/components/order-problem';
import { orderIdOf } from '~/features/orders/order-id';
import QueryProvider from '~/lib/query-provider';
import type { RouteHandle } from '~/lib/route-handle';

export { memberPageLoader as clientLoader } from '~/features/auth/member-page-loader';
export { PageLoading as HydrateFallback } from '~/components/ui/page-loading';

export const handle: RouteHandle = { needAuth: true, title: 'titles:order_paid' };

/** /order-paid/{id} (SPEC §2, login required): the paid order, its payment and e-invoice. */
export default function OrderPaidRoute() {
  const orderId = orderIdOf(useParams().id);
  return (
    <QueryProvider>
      <div className="mx-auto max-w-2xl px-4 py-8">
        {orderId === null ? <OrderProblem /> : <OrderPaidPage orderId={orderId} />}
      </div>
    </QueryProvider>
  );
}
