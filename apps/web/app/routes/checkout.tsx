import { AddressBook } from '~/features/addresses/components/address-book';
import { invalidateCart } from '~/features/cart/api/cart-query-keys';
import { UnavailableItemsNotice } from '~/features/cart/components/unavailable-items-notice';
import { CheckoutPage } from '~/features/checkout/components/checkout-page';
import QueryProvider from '~/lib/query-provider';
import type { RouteHandle } from '~/lib/route-handle';

export { memberPageLoader as clientLoader } from '~/features/auth/member-page-loader';
export { PageLoading as HydrateFallback } from '~/components/ui/page-loading';

export const handle: RouteHandle = { needAuth: true, title: 'titles:checkout' };

/**
 * /checkout (SPEC §2, login required): cart lines (type 2) or Buy now (type 1). The address book
 * is the recipient; bought cart lines leave the cart, so its count is asked again after ordering.
 * Chosen lines that cannot be bought are named by the cart's notice, which removes them.
 */
export default function CheckoutRoute() {
  return (
    <QueryProvider>
      <CheckoutPage
        flash={false}
        recipient={(onChosen) => <AddressBook onChosen={onChosen} />}
        onOrderPlaced={invalidateCart}
        unavailable={(items, onRemoved) => <UnavailableItemsNotice items={items} onRemoved={onRemoved} />}
      />
    </QueryProvider>
  );
}
