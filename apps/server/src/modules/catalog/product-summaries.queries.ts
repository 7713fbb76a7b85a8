import type { ProductSummary } from '@wellfit/contracts/catalog';
import type { Locale } from '@wellfit/contracts/locale';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { localisedText, localisedTextOrEmpty } from '../../db/localised-text.ts';
import { products } from './catalog.tables.ts';

/** Product types a shopper finds in search and keeps in favourites: add-on and bonus items only come with another product. */
export const LISTED_PRODUCT_TYPES = ['equipment', 'subscription'] as const;

/** No live (not deleted) SKU of the product has stock left: the flag the database keeps on the product row. */
export const productSoldOut = sql<boolean>`not ${products.inStock}`;

/**
 * The columns of ProductSummary (packages/contracts/src/catalog.ts), for one locale: the one
 * shape of a product in lists, search, home page cards, favourites and browse history.
 */
export function productSummaryColumns(locale: Locale) {
  return {
    id: products.id,
    name: localisedTextOrEmpty(products.name, locale),
    subtitle: localisedText(products.subtitle, locale),
    pic: sql<string>`coalesce(${products.pic}, '')`,
    listPrice: products.listPrice,
    salePrice: products.salePrice,
    productType: products.productType,
    categoryId: products.categoryId,
    soldOut: productSoldOut,
    sales: products.sales,
    couponLabel: localisedText(products.couponLabel, locale),
    enterpriseOnly: products.enterpriseOnly,
  };
}

type ProductType = (typeof products.productType.enumValues)[number];

/** On sale, not deleted and of one of `productTypes` (by default what a shopper may find, favourite and revisit). */
export function visibleProduct(productTypes: readonly ProductType[] = LISTED_PRODUCT_TYPES): SQL {
  return and(
    eq(products.status, 'on_sale'),
    isNull(products.deletedAt),
    inArray(products.productType, [...productTypes]),
  )!;
}

/** Summaries of the visible products among `ids`, in the order of `ids`; hidden or unknown ids are left out. */
export async function selectProductSummaries(
  db: Database,
  locale: Locale,
  ids: number[],
  productTypes?: readonly ProductType[],
): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productSummaryColumns(locale))
    .from(products)
    .where(and(visibleProduct(productTypes), inArray(products.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

export async function isProductVisible(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(visibleProduct(), eq(products.id, id)))
    .limit(1);
  return rows.length > 0;
}
