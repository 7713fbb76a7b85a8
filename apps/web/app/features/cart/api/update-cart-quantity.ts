import { useMutation } from '@tanstack/react-query';
import {
  cartUpdateQuantityAnswer,
  type CartUpdateQuantityAnswer,
  type CartUpdateQuantityQuery,
} from '@wellfit/contracts/cart';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { invalidateCart } from './cart-query-keys';

/** GET /api/web/mall/car/update/quantity?id&quantity (SPEC §7). */
export async function updateCartQuantity(input: CartUpdateQuantityQuery): Promise<CartUpdateQuantityAnswer> {
  const answer = await apiClient.get('/api/web/mall/car/update/quantity', {
    query: { id: input.id, quantity: input.quantity },
  });
  return parseAnswer(cartUpdateQuantityAnswer, answer);
}

/** Errors show as the API client's toast; the cart refetches either way, so the stepper shows what the server holds. */
export function useUpdateCartQuantity() {
  return useMutation({ mutationFn: updateCartQuantity, onSettled: invalidateCart });
}
