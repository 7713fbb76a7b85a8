import { useMutation } from '@tanstack/react-query';
import type { CartUpdateQuantityAnswer, CartUpdateQuantityQuery } from '@wellfit/contracts/cart';
import { apiClient } from '~/lib/api-client';
import { invalidateCart } from './cart-query-keys';

/** GET /api/web/mall/car/update/quantity?id&quantity (SPEC §7). */
export function updateCartQuantity(input: CartUpdateQuantityQuery): Promise<CartUpdateQuantityAnswer> {
  return apiClient.get<CartUpdateQuantityAnswer>('/api/web/mall/car/update/quantity', {
    query: { id: input.id, quantity: input.quantity },
  });
}

/** Errors show as the API client's toast; the cart refetches either way, so the stepper shows what the server holds. */
export function useUpdateCartQuantity() {
  return useMutation({ mutationFn: updateCartQuantity, onSettled: invalidateCart });
}
