import { flashAllowanceAnswer, type FlashAllowanceAnswer } from '@wellfit/contracts/checkout';
import { flashAllowancePath } from '@wellfit/contracts/flash-sale';
import { apiClient, parseAnswer } from '~/lib/api-client';

/**
 * GET the member's allowance of a flash offer (FLASH_ALLOWANCE_PATH). Loaded on demand by
 * member-flash-allowance.tsx for a member only, so a visitor's product page carries neither this
 * nor the API client.
 * Quiet on failure: the panel then offers the flash buy, and checkout checks the limit anyway.
 */
export async function getFlashAllowance(seckillProductId: number): Promise<FlashAllowanceAnswer> {
  const answer = await apiClient.get(flashAllowancePath(seckillProductId), { muteToast: true });
  return parseAnswer(flashAllowanceAnswer, answer);
}
