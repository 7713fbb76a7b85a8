import { z } from 'zod';

/*
 * A product's flash offers as the product page shows them (SPEC §4 checkout type 4): the flash
 * price, the units left and the window, live ones first. The page's loader reads them in-process
 * with the product; checkout checks everything again on the server.
 */

export const productFlashOfferSchema = z.object({
  /** The seckillProductId of /checkout/flash. */
  id: z.number().int().positive(),
  productSkuId: z.number().int().positive(),
  /** Integer NT$. */
  seckillPrice: z.number().int().nonnegative(),
  /** Units left; 0 is sold out. */
  remaining: z.number().int().nonnegative(),
  limitPerMember: z.number().int().positive(),
  startsAt: z.string(),
  endsAt: z.string(),
  live: z.boolean(),
});
export type ProductFlashOffer = z.infer<typeof productFlashOfferSchema>;

/** SPEC §2 /checkout/flash with productId, productSkuId, seckillProductId and quantity. */
export function flashCheckoutPath(
  productId: number,
  offer: Pick<ProductFlashOffer, 'id' | 'productSkuId'>,
  quantity = 1,
) {
  const query = new URLSearchParams({
    productId: String(productId),
    productSkuId: String(offer.productSkuId),
    seckillProductId: String(offer.id),
    quantity: String(quantity),
  });
  return `/checkout/flash?${query.toString()}`;
}
