import { useMutation } from '@tanstack/react-query';
import {
  CHECKOUT_PATHS,
  generateOrderAnswer,
  generateOrderBody,
  type GenerateOrderAnswer,
  type GenerateOrderBody,
} from '@wellfit/contracts/checkout';
import { apiClient, parseAnswer } from '~/lib/api-client';

/**
 * POST /api/web/mall/order/generateOrder (SPEC §7). The body's requestKey is the same for every
 * retry of one attempt, so a double click or a resend after a lost answer makes one order.
 */
export async function generateOrder(body: GenerateOrderBody): Promise<GenerateOrderAnswer> {
  const answer = await apiClient.post(CHECKOUT_PATHS.generate, generateOrderBody.parse(body), { muteToast: true });
  return parseAnswer(generateOrderAnswer, answer);
}

export function useGenerateOrder() {
  return useMutation({ mutationFn: generateOrder });
}
