import { useMutation } from '@tanstack/react-query';
import type { CartCountAfterChangeAnswer } from '@wellfit/contracts/cart';
import { apiClient } from '~/lib/api-client';
import { invalidateCart } from './cart-query-keys';

/** GET /api/web/mall/car/delete?ids=1,2,3 (SPEC §7); add-ons go with their line. */
export function deleteCartItems(ids: readonly number[]): Promise<CartCountAfterChangeAnswer> {
  return apiClient.get<CartCountAfterChangeAnswer>('/api/web/mall/car/delete', { query: { ids: ids.join(',') } });
}

export function useDeleteCartItems() {
  return useMutation({ mutationFn: deleteCartItems, onSettled: invalidateCart });
}
