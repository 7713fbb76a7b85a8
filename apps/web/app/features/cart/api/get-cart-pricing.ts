import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CART_PRICING_TYPE, cartPricingAnswer, type CartPricingAnswer } from '@wellfit/contracts/cart';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { cartKeys } from './cart-query-keys';

/**
 * POST /api/web/mall/car/pricing with type 4 (SPEC §7). SPEC §5: an answer without its amount
 * map or total is "Invalid response data", shown as the error toast.
 */
export async function getCartPricing(ids: readonly number[]): Promise<CartPricingAnswer> {
  const answer = await apiClient.post('/api/web/mall/car/pricing', { type: CART_PRICING_TYPE, ids });
  return parseAnswer(cartPricingAnswer, answer);
}

export function cartPricingQueryOptions(ids: readonly number[]) {
  return queryOptions({
    queryKey: cartKeys.pricing(ids),
    queryFn: () => getCartPricing(ids),
    // The last amounts stay on screen while a new selection is priced, so the summary does not flash.
    placeholderData: keepPreviousData,
  });
}

export function useCartPricing(ids: readonly number[]) {
  return useQuery(cartPricingQueryOptions(ids));
}
