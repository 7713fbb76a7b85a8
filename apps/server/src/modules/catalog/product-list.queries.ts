import type { Locale } from '@wellfit/contracts/locale';
import type { ProductListQuery, ProductListSort, ProductSummary } from '@wellfit/contracts/catalog';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { localisedText, localisedTextOrEmpty } from '../../db/localised-text.ts';
import { preparedPerDatabase, statementName } from '../../db/prepared-per-database.ts';
import { productCategories, products } from './catalog.tables.ts';
import { productSoldOut } from './product-summaries.queries.ts';

type ProductType = (typeof products.productType.enumValues)[number];

/** What the list statement filters on; the service turns a request into this. */
export interface ProductListFilter {
  productTypes: readonly ProductType[];
  categoryId?: number;
  discountedOnly: boolean;
  usportOnly: boolean;
  groupShopOnly: boolean;
  priceMin?: number;
  priceMax?: number;
  inStockOnly: boolean;
}

/**
 * Which conditions a filter sets, without their values: each shape (with a locale and a sort
 * for pages) is one prepared statement, and the values travel as its parameters.
 */
interface FilterShape {
  key: string;
  productTypes: readonly ProductType[];
  category: boolean;
  discountedOnly: boolean;
  usportOnly: boolean;
  groupShopOnly: boolean;
  priceMin: boolean;
  priceMax: boolean;
  inStockOnly: boolean;
}

function shapeOf(filter: ProductListFilter): FilterShape {
  const shape = {
    productTypes: filter.productTypes,
    category: filter.categoryId !== undefined,
    discountedOnly: filter.discountedOnly,
    usportOnly: filter.usportOnly,
    groupShopOnly: filter.groupShopOnly,
    priceMin: filter.priceMin !== undefined,
    priceMax: filter.priceMax !== undefined,
    inStockOnly: filter.inStockOnly,
  };
  const flags = Object.entries(shape).flatMap(([name, set]) => (set === true ? [name] : []));
  // Used in statement names, so only letters, digits and underscores.
  return { ...shape, key: [...filter.productTypes, ...flags].join('_') };
}

/** The values of a filter's placeholders: only those its shape uses. */
function parametersOf(filter: ProductListFilter): Record<string, number> {
  const parameters: Record<string, number> = {};
  if (filter.categoryId !== undefined) parameters.categoryId = filter.categoryId;
  if (filter.priceMin !== undefined) parameters.priceMin = filter.priceMin;
  if (filter.priceMax !== undefined) parameters.priceMax = filter.priceMax;
  return parameters;
}

function whereOf(shape: FilterShape): SQL | undefined {
  const categoryId = sql.placeholder('categoryId');
  return and(
    // Only products on the shelf: drafts, off-shelf and deleted products never appear.
    eq(products.status, 'on_sale'),
    isNull(products.deletedAt),
    inArray(products.productType, [...shape.productTypes]),
    shape.category
      ? sql`${products.categoryId} in (select ${productCategories.id} from ${productCategories} where ${productCategories.id} = ${categoryId} or ${productCategories.parentId} = ${categoryId})`
      : undefined,
    shape.discountedOnly ? lt(products.salePrice, products.listPrice) : undefined,
    shape.usportOnly ? eq(products.usport, true) : undefined,
    shape.groupShopOnly ? eq(products.groupShop, true) : undefined,
    shape.priceMin ? gte(products.salePrice, sql.placeholder('priceMin')) : undefined,
    shape.priceMax ? lte(products.salePrice, sql.placeholder('priceMax')) : undefined,
    shape.inStockOnly ? eq(products.inStock, true) : undefined,
  );
}

/** The column each sort orders by, and its direction; ties go by the id in the same direction. */
const SORT_KEYS: Record<ProductListSort, { column: AnyPgColumn; descending: boolean }> = {
  recommended: { column: products.sort, descending: false },
  newest: { column: products.createdAt, descending: true },
  price_asc: { column: products.salePrice, descending: false },
  price_desc: { column: products.salePrice, descending: true },
  best_selling: { column: products.sales, descending: true },
};

/** Every ordering ends on the id, so pages never overlap or skip rows with equal keys. */
function orderOf(sort: ProductListSort, id: SQLWrapper, key: SQLWrapper): SQL[] {
  const direction = SORT_KEYS[sort].descending ? desc : asc;
  return [direction(key), direction(id)];
}

interface PageShape {
  locale: Locale;
  sort: ProductListSort;
  filter: FilterShape;
}

/**
 * One page of product summaries in one statement. The page's ids are chosen first from the
 * list index of its sort alone, which carries every filtered column (catalog.tables.ts), so
 * skipped and filtered-out products never leave the index; only the page's own rows are then
 * read from the table.
 */
const pageStatement = preparedPerDatabase(
  (db: Database, { locale, sort, filter }: PageShape) => {
    const page = db
      // Only the id and the sort's own column: any other column would send the scan to the table.
      .select({ id: products.id, key: SORT_KEYS[sort].column })
      .from(products)
      .where(whereOf(filter))
      .orderBy(...orderOf(sort, products.id, SORT_KEYS[sort].column))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page_ids');
    return db
      .select({
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
      })
      .from(page)
      .innerJoin(products, eq(products.id, page.id))
      .orderBy(...orderOf(sort, page.id, page.key))
      .prepare(statementName(`product_list_${locale}_${sort}_${filter.key}`));
  },
  ({ locale, sort, filter }) => `${locale}_${sort}_${filter.key}`,
);

export function selectProductSummaries(
  db: Database,
  locale: Locale,
  filter: ProductListFilter,
  page: Pick<ProductListQuery, 'sort' | 'pageIndex' | 'pageSize'>,
): Promise<ProductSummary[]> {
  return pageStatement(db, { locale, sort: page.sort, filter: shapeOf(filter) }).execute({
    ...parametersOf(filter),
    limit: page.pageSize,
    offset: (page.pageIndex - 1) * page.pageSize,
  });
}

const countStatement = preparedPerDatabase(
  (db: Database, filter: FilterShape) =>
    db
      .select({ total: count() })
      .from(products)
      .where(whereOf(filter))
      .prepare(statementName(`product_count_${filter.key}`)),
  (filter) => filter.key,
);

export async function countProducts(db: Database, filter: ProductListFilter): Promise<number> {
  const [row] = await countStatement(db, shapeOf(filter)).execute(parametersOf(filter));
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
      name: sql<string>`coalesce(${localisedText(productCategories.name, locale)}, ${productCategories.slug})`,
      iconUrl: productCategories.iconUrl,
    })
    .from(productCategories)
    .where(eq(productCategories.isShow, true))
    .orderBy(asc(productCategories.sort), asc(productCategories.id));
}
