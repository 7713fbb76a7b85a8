import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, invalidResponseError } from '~/lib/api-client';
import { cartKeys } from './cart-query-keys';

/** GET /api/web/mall/car/count (SPEC §7): the number shown on the cart badge. */
export async function getCartCount(): Promise<number> {
  const count = await apiClient.get('/api/web/mall/car/count', { muteToast: true });
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
    throw invalidResponseError(count);
  }
  return count;
}

export function cartCountQueryOptions() {
  return queryOptions({ queryKey: cartKeys.count(), queryFn: getCartCount });
}

export function useCartCount() {
  return useQuery(cartCountQueryOptions());
}
