import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CHECKOUT_PATHS,
  confirmOrderAnswer,
  confirmOrderBody,
  type CheckoutSelection,
  type ConfirmOrderAnswer,
} from '@wellfit/contracts/checkout';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { checkoutKeys } from './checkout-query-keys';

/**
 * POST /api/web/mall/order/generateConfirmOrderV1 (SPEC §7): the items, gifts and amounts of
 * what is being bought. The page shows the failure itself (sold out, not available…).
 */
export async function confirmOrder(selection: CheckoutSelection): Promise<ConfirmOrderAnswer> {
  const answer = await apiClient.post(CHECKOUT_PATHS.confirm, confirmOrderBody.parse(selection), { muteToast: true });
  return parseAnswer(confirmOrderAnswer, answer);
}

export function confirmOrderQueryOptions(selection: CheckoutSelection) {
  return queryOptions({
    queryKey: checkoutKeys.preview(selection),
    queryFn: () => confirmOrder(selection),
    // Prices and stock move: the preview is asked again whenever the page is opened.
    staleTime: 0,
    retry: false,
  });
}

export function useConfirmOrder(selection: CheckoutSelection) {
  return useQuery(confirmOrderQueryOptions(selection));
}
