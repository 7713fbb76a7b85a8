import { useParams } from 'react-router';
import { OrderPayFailPage } from '~/features/orders/components/order-pay-fail-page';
import { orderIdOf } from '~/features/orders/order-id';
import QueryProvider from '~/lib/query-provider';
import type { RouteHandle } from '~/lib/route-handle';

export { memberPageLoader as clientLoader } from '~/features/auth/member-page-loader';
export { PageLoading as HydrateFallback } from '~/components/ui/page-loading';

export const handle: RouteHandle = { needAuth: true, title: 'titles:order_pay_fail' };

/** /order-pay-fail/{id} and /order-pay-fail (SPEC §2, login required). */
export default function OrderPayFailRoute() {
  const orderId = orderIdOf(useParams().id);
  return (
    <QueryProvider>
      <div className="mx-auto max-w-2xl px-4 py-8">
        <OrderPayFailPage orderId={orderId} />
      </div>
    </QueryProvider>
  );
}
