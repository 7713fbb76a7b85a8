import type { FlashAllowanceAnswer } from '@wellfit/contracts/checkout';
import { flashUnitsLeft } from '@wellfit/contracts/flash-sale';
import type { ServiceContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { findFlashSale } from '../catalog/stock.service.ts';
import { memberFlashUnits } from '../orders/orders.service.ts';

/**
 * How many units of a flash offer the member may still buy (issue 34): the product page says the
 * limit is reached instead of offering a flash buy that would fail at the order. The order
 * checks it again under the member's lock (generateOrder), by the same rule (flashUnitsLeft).
 */
export async function flashAllowance(
  ctx: ServiceContext,
  userId: number,
  flashSaleId: number,
): Promise<FlashAllowanceAnswer> {
  const [offer, bought] = await Promise.all([
    findFlashSale(ctx, flashSaleId),
    memberFlashUnits(ctx, userId, flashSaleId),
  ]);
  if (!offer) throw new AppError('product_not_available', 404);
  return {
    seckillProductId: offer.id,
    limitPerMember: offer.limitPerMember,
    bought,
    remaining: flashUnitsLeft(offer.limitPerMember, bought),
  };
}
