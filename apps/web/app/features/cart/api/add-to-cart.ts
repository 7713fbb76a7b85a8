import { cartAddAnswer, type CartAddAnswer, type CartAddBody } from '@wellfit/contracts/cart';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { invalidateCart } from './cart-query-keys';

/**
 * POST /api/web/mall/car/add (SPEC §7), then the cart count refreshes. Errors (sold out, not
 * enough stock …) show as the API client's toast. No TanStack mutation hook here: the product
 * page calls it without loading the query library.
 */
export async function addToCart(body: CartAddBody): Promise<CartAddAnswer> {
  const answer = await apiClient.post('/api/web/mall/car/add', body);
  await invalidateCart();
  return parseAnswer(cartAddAnswer, answer);
}
