import { z } from 'zod';
import { PRODUCT_TYPES } from './catalog';
import type { Locale } from './locale';
import type { SpecPair } from './product-spec';
import type { ProductFlashOffer } from './flash-sale';

/*
 * SPEC §3 Product (equipment), SKU and Subscription product: what /product/{id} shows, answered
 * by GET /api/web/mall/product/detail/{id} (the path SPEC leaves open) and handed to the
 * server-rendered page through the load context. Text is already in the request's locale.
 */

export const PRODUCT_DETAIL_PATH = '/api/web/mall/product/detail/:id';
export const productDetailPath = (id: number) => `/api/web/mall/product/detail/${id}`;

export const productDetailParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** §3 SKU: one spec pair; spData is a list of them (read it with parseSpData, product-spec.ts). */
export const specPair = z.object({ key: z.string(), value: z.string() }) satisfies z.ZodType<SpecPair>;
export { parseSpData, type SpecPair } from './product-spec';

/** A spec key and the values the product offers for it (顏色: 曜石黑 / 霧灰), in display order. */
export const skuAttribute = z.object({ key: z.string(), values: z.array(z.string()) });
export type SkuAttribute = z.infer<typeof skuAttribute>;

/** §3 SKU as the page needs it. spData is the JSON string SPEC describes; parse it with parseSpData. */
export const skuStock = z.object({
  id: z.number().int().positive(),
  skuCode: z.string(),
  stock: z.number().int().nonnegative(),
  /** Integer NT$ before any promotion. */
  price: z.number().int().nonnegative(),
  /** Integer NT$ the shopper pays when set. */
  promotionPrice: z.number().int().nonnegative().nullable(),
  pic: z.string().nullable(),
  spData: z.string(),
});
export type SkuStock = z.infer<typeof skuStock>;

export const productPicture = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ProductPicture = z.infer<typeof productPicture>;

/** An add-on item offered with the product at its add-on price (salePrice). */
export const addOnItem = z.object({
  productId: z.number().int().positive(),
  name: z.string(),
  pic: z.string().nullable(),
  listPrice: z.number().int().nonnegative(),
  salePrice: z.number().int().nonnegative(),
  /** All SKUs together; 0 means the add-on is sold out. */
  stock: z.number().int().nonnegative(),
  skuAttr: z.array(skuAttribute),
  skus: z.array(skuStock),
});
export type AddOnItem = z.infer<typeof addOnItem>;

/** A gift that comes free with the product (cart item type bonus). */
export const bonusItem = z.object({
  productId: z.number().int().positive(),
  productSkuId: z.number().int().positive(),
  name: z.string(),
  pic: z.string().nullable(),
  /** What the gift would cost on its own, integer NT$. */
  listPrice: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
  spData: z.string(),
});
export type BonusItem = z.infer<typeof bonusItem>;

export const SUBSCRIPTION_PERIODS = ['season', 'half_year', 'year'] as const;

/** §3 Subscription product: the period sold, with its brief and icons. */
export const subscriptionDetail = z.object({
  period: z.enum(SUBSCRIPTION_PERIODS),
  months: z.number().int().positive(),
  brief: z.string().nullable(),
  iconUrls: z.array(z.string()),
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetail>;

export const productDetail = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  subtitle: z.string().nullable(),
  brief: z.string().nullable(),
  description: z.string().nullable(),
  descriptionTxt: z.string().nullable(),
  keywords: z.string().nullable(),
  highlights: z.array(z.string()),
  couponLabel: z.string().nullable(),
  listPrice: z.number().int().nonnegative(),
  salePrice: z.number().int().nonnegative(),
  category: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  productType: z.enum(PRODUCT_TYPES),
  /** Only enterprise accounts can buy it (the cart answers product_not_available to others). */
  enterpriseOnly: z.boolean(),
  /** Main picture; the gallery is pics. */
  pic: z.string().nullable(),
  pics: z.array(productPicture),
  /** Sanitised rich text (desktop and narrow screens); empty when there is none. */
  detailHtml: z.string(),
  detailMobileHtml: z.string(),
  skuAttr: z.array(skuAttribute),
  skuStockList: z.array(skuStock),
  addOnItems: z.array(addOnItem),
  bonusItems: z.array(bonusItem),
  /** Set for subscription products only. */
  subscription: subscriptionDetail.nullable(),
  /** Units sold. */
  sales: z.number().int().nonnegative(),
  /** ISO time of the last change (sitemap lastmod, caches). */
  updatedAt: z.string(),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** The load-context service of /product/{id}: null for a missing, hidden or deleted product. */
export interface ProductDetailWebServices {
  productDetail(locale: Locale, id: number): Promise<ProductDetail | null>;
  /** The product's live and coming flash offers, live first (flash-sale.ts). */
  flashOffers(id: number): Promise<ProductFlashOffer[]>;
}
