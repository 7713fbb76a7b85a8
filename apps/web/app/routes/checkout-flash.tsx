import { AddressBook } from '~/features/addresses/components/address-book';
import { invalidateCart } from '~/features/cart/api/cart-query-keys';
import { CheckoutPage } from '~/features/checkout/components/checkout-page';
import QueryProvider from '~/lib/query-provider';
import type { RouteHandle } from '~/lib/route-handle';

export { memberPageLoader as clientLoader } from '~/features/auth/member-page-loader';
export { PageLoading as HydrateFallback } from '~/components/ui/page-loading';

export const handle: RouteHandle = { needAuth: true, title: 'titles:checkout_flash' };

/** /checkout/flash (SPEC §2, login required): a flash-sale purchase (checkout type 4). */
export default function CheckoutFlashRoute() {
  return (
    <QueryProvider>
      <CheckoutPage
        flash
        recipient={(onChosen) => <AddressBook onChosen={onChosen} />}
        onOrderPlaced={invalidateCart}
      />
    </QueryProvider>
  );
}
