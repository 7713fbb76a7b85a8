import { useMutation } from '@tanstack/react-query';
import { cartCountAfterChangeAnswer, type CartCountAfterChangeAnswer } from '@wellfit/contracts/cart';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { invalidateCart } from './cart-query-keys';

/** GET /api/web/mall/car/delete?ids=1,2,3 (SPEC §7); add-ons go with their line. */
export async function deleteCartItems(ids: readonly number[]): Promise<CartCountAfterChangeAnswer> {
  const answer = await apiClient.get('/api/web/mall/car/delete', { query: { ids: ids.join(',') } });
  return parseAnswer(cartCountAfterChangeAnswer, answer);
}

export function useDeleteCartItems() {
  return useMutation({ mutationFn: deleteCartItems, onSettled: invalidateCart });
}
