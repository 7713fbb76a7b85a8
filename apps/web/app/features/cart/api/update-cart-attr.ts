import { useMutation } from '@tanstack/react-query';
import type { CartLineIdAnswer, CartUpdateAttrBody } from '@wellfit/contracts/cart';
import { apiClient } from '~/lib/api-client';
import { invalidateCart } from './cart-query-keys';

/** POST /api/web/mall/car/update/attr (SPEC §7): the line takes another SKU, merging with a line of that SKU. */
export function updateCartAttr(body: CartUpdateAttrBody): Promise<CartLineIdAnswer> {
  return apiClient.post<CartLineIdAnswer>('/api/web/mall/car/update/attr', body);
}

export function useUpdateCartAttr() {
  return useMutation({ mutationFn: updateCartAttr, onSettled: invalidateCart });
}
