import { z } from 'zod';
import {
  PRODUCT_LIST_MAX_PAGE_SIZE,
  PRODUCT_LIST_PAGE_SIZE,
  PRODUCT_LIST_SCOPES,
  PRODUCT_LIST_SORTS,
  PRODUCT_PRICE_MAX,
  PRODUCT_TYPES,
} from './catalog-options';
import type { Locale } from './locale';

export * from './catalog-options';

/*
 * The shop's product lists (SPEC §2 /product-list/{categoryId}, category shortcuts, /group-shop,
 * /usport-product-list). ProductSummary is the one shape of a product in any list: lists, home
 * page cards, search results, favourites and browse history all answer it.
 */

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

const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');
const queryPrice = z.coerce.number().int().min(0).max(PRODUCT_PRICE_MAX);

/** GET /api/web/mall/product/list query; also what loaders hand to CatalogWebServices.productList. */
export const productListQuery = z
  .object({
    /** A category of the tree; a top-level category includes its children. */
    categoryId: z.coerce.number().int().positive().optional(),
    scope: z.enum(PRODUCT_LIST_SCOPES).default('all'),
    sort: z.enum(PRODUCT_LIST_SORTS).default('recommended'),
    /** Sale price bounds in NT$, both inclusive. */
    priceMin: queryPrice.optional(),
    priceMax: queryPrice.optional(),
    /** Only products with at least one SKU in stock. */
    inStock: queryFlag.default(false),
    /** 1-based. */
    pageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(PRODUCT_LIST_MAX_PAGE_SIZE).default(PRODUCT_LIST_PAGE_SIZE),
  })
  .refine((query) => query.priceMin === undefined || query.priceMax === undefined || query.priceMin <= query.priceMax, {
    path: ['priceMin'],
    message: 'warning_price_range_invalid',
  });
export type ProductListQuery = z.output<typeof productListQuery>;
export type ProductListQueryInput = z.input<typeof productListQuery>;

export const productListAnswer = z.object({
  list: z.array(productSummary),
  /** Products matching the filters over all pages. */
  total: z.number().int().nonnegative(),
  pageIndex: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ProductListAnswer = z.infer<typeof productListAnswer>;

const categoryFields = {
  id: z.number().int().positive(),
  /** The shortcut path without its slash for the shortcut categories (home-gym → /home-gym). */
  slug: z.string(),
  name: z.string(),
  iconUrl: z.string().nullable(),
};

/** A visible category with its visible children (the shop's tree is two levels deep). */
export const productCategoryNode = z.object({
  ...categoryFields,
  children: z.array(z.object(categoryFields)),
});
export type ProductCategoryNode = z.infer<typeof productCategoryNode>;

/** GET /api/web/mall/category/list: the visible category tree in display order. */
export const categoryListAnswer = z.array(productCategoryNode);
export type CategoryListAnswer = z.infer<typeof categoryListAnswer>;

/** What React Router loaders reach through the load context (the same service as the routes). */
export interface CatalogWebServices {
  productList(locale: Locale, query: ProductListQuery): Promise<ProductListAnswer>;
  categories(locale: Locale): Promise<CategoryListAnswer>;
}
