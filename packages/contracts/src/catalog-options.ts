/*
 * The product lists' options and bounds, without zod: browser pages import them (sorting links,
 * the price filter) and must not bring the schema library with them. catalog.ts re-exports them.
 */

export const PRODUCT_TYPES = ['equipment', 'subscription', 'addon', 'bonus', 'fictional'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Shop orderings; `recommended` is the shop's own order (products.sort, set by staff). */
export const PRODUCT_LIST_SORTS = ['recommended', 'newest', 'price_asc', 'price_desc', 'best_selling'] as const;
export type ProductListSort = (typeof PRODUCT_LIST_SORTS)[number];

/**
 * Which products a list draws from: every listed product, the discounted ones (sale price below
 * list price, the /discounts shortcut), those in the sports-voucher programme (/usport-product-list)
 * or those marked for group buying (/group-shop).
 */
export const PRODUCT_LIST_SCOPES = ['all', 'discounts', 'usport', 'group'] as const;
export type ProductListScope = (typeof PRODUCT_LIST_SCOPES)[number];

/** One page of a product list: four rows of six on desktop, twelve rows of two on phones. */
export const PRODUCT_LIST_PAGE_SIZE = 24;
/** A client may ask for more per page, but never so many that one request becomes a scan. */
export const PRODUCT_LIST_MAX_PAGE_SIZE = 48;
/** Prices are integer NT$; the bound keeps a typo from overflowing the integer column compare. */
export const PRODUCT_PRICE_MAX = 10_000_000;
