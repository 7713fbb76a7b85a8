import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartListAnswer, type CartListAnswer } from '@wellfit/contracts/cart';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { cartKeys } from './cart-query-keys';

/** GET /api/web/mall/car/list (SPEC §7): lines that can be bought and lines that cannot. */
export async function getCartList(): Promise<CartListAnswer> {
  const answer = await apiClient.get('/api/web/mall/car/list', { muteToast: true });
  return parseAnswer(cartListAnswer, answer);
}

export function cartListQueryOptions() {
  return queryOptions({ queryKey: cartKeys.list(), queryFn: getCartList });
}

export function useCartList() {
  return useQuery(cartListQueryOptions());
}
