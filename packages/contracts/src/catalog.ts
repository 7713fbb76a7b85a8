import { z } from 'zod';
import type { Locale } from './locale';

/*
 * The shop's product lists (SPEC §2 /product-list/{categoryId}, category shortcuts, /group-shop,
 * /usport-product-list). ProductSummary is the one shape of a product in any list: lists, home
 * page cards, search results, favourites and browse history all answer it.
 */

export const PRODUCT_TYPES = ['equipment', 'subscription', 'addon', 'bonus', 'fictional'] as const;

/** A product as every list shows it: picture, name, prices (integer NT$) and the sold-out state. */
export const productSummary = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  subtitle: z.string().nullable(),
  /** Main picture URL (a local /uploads path or a CDN URL); width variants via ?w= (ResponsiveImage). */
  pic: z.string(),
  listPrice: z.number().int().nonnegative(),
  salePrice: z.number().int().nonnegative(),
  productType: z.enum(PRODUCT_TYPES),
  categoryId: z.number().int().nullable(),
  /** Every SKU of the product has stock 0. */
  soldOut: z.boolean(),
  /** Units sold, for best-selling order and the "sold" hint. */
  sales: z.number().int().nonnegative(),
  couponLabel: z.string().nullable(),
  enterpriseOnly: z.boolean(),
});
export type ProductSummary = z.infer<typeof productSummary>;

// The list query and answer (productListQuery, productListAnswer) and CatalogWebServices are
// completed by the catalog list work; the placeholder below keeps the load context compiling.
export interface CatalogWebServices {
  readonly locale?: Locale;
}
