/*
 * A product's flash offers as the product page shows them (SPEC §4 checkout type 4): the flash
 * price, the units left and the window, live ones first. The page's loader reads them in-process
 * with the product (no HTTP answer to parse, so no schema: this module stays out of zod's way on
 * the product page); checkout checks everything again on the server.
 */

export interface ProductFlashOffer {
  /** The seckillProductId of /checkout/flash. */
  id: number;
  productSkuId: number;
  /** Integer NT$. */
  seckillPrice: number;
  /** Units left; 0 is sold out. */
  remaining: number;
  limitPerMember: number;
  startsAt: string;
  endsAt: string;
  live: boolean;
}

/**
 * Units of an offer a member may still buy: its per-member limit less the units the member's
 * orders hold (all but cancelled and invalid ones). Checkout refuses more; the product page
 * says the limit is reached at 0.
 */
export function flashUnitsLeft(limitPerMember: number, heldByMember: number): number {
  return Math.max(0, limitPerMember - heldByMember);
}

/** Not in SPEC (its path is not shown): the member's allowance of one flash offer. */
export const FLASH_ALLOWANCE_PATH = '/api/web/mall/seckill/allowance/:id';

export function flashAllowancePath(seckillProductId: number): string {
  return `/api/web/mall/seckill/allowance/${seckillProductId}`;
}

/** SPEC §2 /checkout/flash with productId, productSkuId, seckillProductId and quantity. */
export function flashCheckoutPath(
  productId: number,
  offer: Pick<ProductFlashOffer, 'id' | 'productSkuId'>,
  quantity = 1,
): string {
  // Numbers only, so nothing needs escaping (contracts has no URLSearchParams: no DOM or Node types).
  return `/checkout/flash?productId=${productId}&productSkuId=${offer.productSkuId}&seckillProductId=${offer.id}&quantity=${quantity}`;
}
