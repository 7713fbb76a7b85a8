import { CartPage } from '~/features/cart/components/cart-page';
import type { RouteHandle } from '~/lib/route-handle';

export { memberPageLoader as clientLoader } from '~/features/auth/member-page-loader';
export { PageLoading as HydrateFallback } from '~/components/ui/page-loading';

export const handle: RouteHandle = { needAuth: true, title: 'titles:shopping_cart' };

export default function ShoppingCartPage() {
  return <CartPage />;
}
