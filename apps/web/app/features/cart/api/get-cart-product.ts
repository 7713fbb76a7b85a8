import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartProductAnswer, type CartProductAnswer } from '@wellfit/contracts/cart';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { cartKeys } from './cart-query-keys';

/** GET /api/web/mall/car/getProduct/{id} (SPEC §7): the product's SKUs with stock, for changing a line's spec. */
export async function getCartProduct(productId: number): Promise<CartProductAnswer> {
  const answer = await apiClient.get(`/api/web/mall/car/getProduct/${productId}`);
  return parseAnswer(cartProductAnswer, answer);
}

export function cartProductQueryOptions(productId: number) {
  // Stock moves: always ask again when the spec picker opens.
  return queryOptions({
    queryKey: cartKeys.product(productId),
    queryFn: () => getCartProduct(productId),
    staleTime: 0,
  });
}

export function useCartProduct(productId: number, enabled: boolean) {
  return useQuery({ ...cartProductQueryOptions(productId), enabled });
}
