import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  CHECKOUT_PATHS,
  calculateOrderAnswer,
  calculateOrderBody,
  type CalculateOrderAnswer,
  type CalculateOrderBody,
} from '@wellfit/contracts/checkout';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { checkoutKeys } from './checkout-query-keys';

/**
 * POST /api/web/mall/order/calCarAmountV1 (SPEC §7): the amounts again for what the page holds
 * now (its selection and the reductions chosen); the page shows these over the preview's.
 */
export async function calculateOrder(body: CalculateOrderBody): Promise<CalculateOrderAnswer> {
  const answer = await apiClient.post(CHECKOUT_PATHS.calculate, calculateOrderBody.parse(body), { muteToast: true });
  return parseAnswer(calculateOrderAnswer, answer);
}

export function calculateOrderQueryOptions(body: CalculateOrderBody, enabled: boolean) {
  return queryOptions({
    queryKey: checkoutKeys.amounts(body),
    queryFn: () => calculateOrder(body),
    enabled,
    staleTime: 0,
    retry: false,
    // The last amounts stay on screen while new ones are asked, so the summary does not flash.
    placeholderData: keepPreviousData,
  });
}

export function useCalculateOrder(body: CalculateOrderBody, enabled: boolean) {
  return useQuery(calculateOrderQueryOptions(body, enabled));
}
