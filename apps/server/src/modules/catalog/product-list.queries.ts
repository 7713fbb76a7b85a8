import type { Locale } from '@wellfit/contracts/locale';
import type { ProductListQuery, ProductListSort, ProductSummary } from '@wellfit/contracts/catalog';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productCategories, products } from './catalog.tables.ts';
import { liveSkuInStock, localised } from './product-summaries.queries.ts';

type ProductType = (typeof products.productType.enumValues)[number];

/** What the list statement filters on; the service turns a request into this. */
export interface ProductListFilter {
  productTypes: readonly ProductType[];
  categoryId?: number;
  discountedOnly: boolean;
  usportOnly: boolean;
  priceMin?: number;
  priceMax?: number;
  inStockOnly: boolean;
}

function whereOf(filter: ProductListFilter): SQL | undefined {
  return and(
    // Only products on the shelf: drafts, off-shelf and deleted products never appear.
    eq(products.status, 'on_sale'),
    isNull(products.deletedAt),
    inArray(products.productType, [...filter.productTypes]),
    filter.categoryId === undefined
      ? undefined
      : sql`${products.categoryId} in (select ${productCategories.id} from ${productCategories} where ${productCategories.id} = ${filter.categoryId} or ${productCategories.parentId} = ${filter.categoryId})`,
    filter.discountedOnly ? lt(products.salePrice, products.listPrice) : undefined,
    filter.usportOnly ? eq(products.usport, true) : undefined,
    filter.priceMin === undefined ? undefined : gte(products.salePrice, filter.priceMin),
    filter.priceMax === undefined ? undefined : lte(products.salePrice, filter.priceMax),
    filter.inStockOnly ? liveSkuInStock(products.id) : undefined,
  );
}

/**
 * One page of product summaries in one statement. The page is chosen first and sold-out is
 * probed for its rows only: asked over the whole filter, PostgreSQL hashes every SKU instead.
 */
export function selectProductSummaries(
  db: Database,
  locale: Locale,
  filter: ProductListFilter,
  page: Pick<ProductListQuery, 'sort' | 'pageIndex' | 'pageSize'>,
): Promise<ProductSummary[]> {
  const rows = db
    .select({
      id: products.id,
      name: sql<string>`coalesce(${localised(products.name, locale)}, '')`.as('name'),
      subtitle: localised(products.subtitle, locale).as('subtitle'),
      pic: sql<string>`coalesce(${products.pic}, '')`.as('pic'),
      listPrice: products.listPrice,
      salePrice: products.salePrice,
      productType: products.productType,
      categoryId: products.categoryId,
      sales: products.sales,
      couponLabel: localised(products.couponLabel, locale).as('coupon_label'),
      enterpriseOnly: products.enterpriseOnly,
      sort: products.sort,
      createdAt: products.createdAt,
    })
    .from(products)
    .where(whereOf(filter))
    .orderBy(...orderOf(page.sort, products))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize)
    .as('page_rows');
  return db
    .select({
      id: rows.id,
      name: rows.name,
      subtitle: rows.subtitle,
      pic: rows.pic,
      listPrice: rows.listPrice,
      salePrice: rows.salePrice,
      productType: rows.productType,
      categoryId: rows.categoryId,
      soldOut: sql<boolean>`not ${liveSkuInStock(rows.id)}`,
      sales: rows.sales,
      couponLabel: rows.couponLabel,
      enterpriseOnly: rows.enterpriseOnly,
    })
    .from(rows)
    .orderBy(...orderOf(page.sort, rows));
}

interface SortColumns {
  id: SQLWrapper;
  sort: SQLWrapper;
  createdAt: SQLWrapper;
  salePrice: SQLWrapper;
  sales: SQLWrapper;
}

/** Every ordering ends on the id, so pages never overlap or skip rows with equal keys. */
function orderOf(sort: ProductListSort, columns: SortColumns): SQL[] {
  switch (sort) {
    case 'recommended':
      return [asc(columns.sort), asc(columns.id)];
    case 'newest':
      return [desc(columns.createdAt), desc(columns.id)];
    case 'price_asc':
      return [asc(columns.salePrice), asc(columns.id)];
    case 'price_desc':
      return [desc(columns.salePrice), desc(columns.id)];
    case 'best_selling':
      return [desc(columns.sales), desc(columns.id)];
  }
}

export async function countProducts(db: Database, filter: ProductListFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(whereOf(filter));
  return row?.total ?? 0;
}

export interface CategoryRow {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  iconUrl: string | null;
}

/** Visible categories in display order; the service builds the tree. */
export function selectVisibleCategories(db: Database, locale: Locale): Promise<CategoryRow[]> {
  return db
    .select({
      id: productCategories.id,
      parentId: productCategories.parentId,
      slug: productCategories.slug,
      name: sql<string>`coalesce(${localised(productCategories.name, locale)}, ${productCategories.slug})`,
      iconUrl: productCategories.iconUrl,
    })
    .from(productCategories)
    .where(eq(productCategories.isShow, true))
    .orderBy(asc(productCategories.sort), asc(productCategories.id));
}
