import { useMutation } from '@tanstack/react-query';
import { cartLineIdAnswer, type CartLineIdAnswer, type CartUpdateAttrBody } from '@wellfit/contracts/cart';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { invalidateCart } from './cart-query-keys';

/** POST /api/web/mall/car/update/attr (SPEC §7): the line takes another SKU, merging with a line of that SKU. */
export async function updateCartAttr(body: CartUpdateAttrBody): Promise<CartLineIdAnswer> {
  const answer = await apiClient.post('/api/web/mall/car/update/attr', body);
  return parseAnswer(cartLineIdAnswer, answer);
}

export function useUpdateCartAttr() {
  return useMutation({ mutationFn: updateCartAttr, onSettled: invalidateCart });
}
