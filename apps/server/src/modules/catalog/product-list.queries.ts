import type { Locale } from '@wellfit/contracts/locale';
import type { ProductListQuery, ProductListSort, ProductSummary } from '@wellfit/contracts/catalog';
import { and, asc, desc, eq, isNull, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { genericallyPlanned, type Database } from '../../db/client.ts';
import { localisedText } from '../../db/localised-text.ts';
import { preparedSql } from '../../db/prepared-per-database.ts';
import { productCategories, products } from './catalog.tables.ts';
import { productSummaryColumns } from './product-summaries.queries.ts';

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

/**
 * A product type written into a statement as a constant. Only the table's own enum values
 * pass, so no text from a request ever becomes SQL.
 */
function productTypeConstant(productType: ProductType): SQL {
  if (!products.productType.enumValues.includes(productType))
    throw new RangeError(`not a product type: ${productType}`);
  return sql.raw(`'${productType}'`);
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

/**
 * What a filter's conditions are for: the total's count, or a page in a sort. The statements
 * are planned generically (genericallyPlanned), blind to the values, and to such a plan a price
 * range looks as if it matched almost nothing: it would sort a whole wide range for a page, or
 * count a category's products through the price index. So the conditions say which index leads
 * each scan (docs/decisions/uncached-product-list.md):
 *
 * - a page walks its sort's list index until it is full: the category test, and the price tests
 *   unless the page is sorted by price (the range then bounds the walk), are expressions;
 * - a count is led by the category when one is chosen (products_count_by_category_idx), else by
 *   the price (products_count_by_price_idx); a price test beside a category is an expression;
 * - a page in a category with few matches is sorted from the count's scan, with its conditions
 *   (pageStatement).
 *
 * An expression of an indexed column is still tested inside the index: the scans stay index-only.
 */
type FilterScan = 'count' | ProductListSort;

/**
 * A column as an expression no index can seek on or walk in order: the value plus nothing. The
 * `- 0` form writes a second test of the same column differently: the planner then weighs a lower
 * and an upper price bound as two loose tests (a third of the rows each) rather than as one range
 * it guesses matches 0.5%, a guess at which it would sort a whole list index instead of walking it.
 */
function unindexed(column: AnyPgColumn, form: '+ 0' | '- 0' = '+ 0'): SQL {
  if (column.dataType === 'date') return sql`(${column} + interval '0 s')`;
  return form === '+ 0' ? sql`(${column} + 0)` : sql`(${column} - 0)`;
}

function whereOf(shape: FilterShape, scan: FilterScan): SQL | undefined {
  const categoryId = sql.placeholder('categoryId');
  const priceLeads = scan === 'count' ? !shape.category : SORT_KEYS[scan].column === products.salePrice;
  const category = scan === 'count' ? sql`${products.categoryId}` : unindexed(products.categoryId);
  const priceFloor = priceLeads ? sql`${products.salePrice}` : unindexed(products.salePrice);
  const priceCeiling = priceLeads ? sql`${products.salePrice}` : unindexed(products.salePrice, '- 0');
  const categoryAndChildren = sql`select ${productCategories.id} from ${productCategories} where ${productCategories.id} = ${categoryId} or ${productCategories.parentId} = ${categoryId}`;
  return and(
    // Only products on the shelf: drafts, off-shelf and deleted products never appear. These
    // are constants of the statement's text, not parameters: a generic plan can only use the
    // partial list indexes when it can prove their predicate from constants.
    sql`${products.status} = 'on_sale'`,
    isNull(products.deletedAt),
    sql`${products.productType} in (${sql.join(shape.productTypes.map(productTypeConstant), sql`, `)})`,
    // The category and its children. A scan the category leads joins them: one seek per category
    // in products_count_by_category_idx. An array there would be a test the planner cannot weigh,
    // guessed to match most products (ten values of seven categories), so it counted a category
    // by filtering the whole price index instead (0.5 against 0.2 ms). A walk tests the array its
    // subquery makes once per statement.
    shape.category
      ? scan === 'count'
        ? sql`${category} in (${categoryAndChildren})`
        : sql`${category} = any(array(${categoryAndChildren}))`
      : undefined,
    shape.discountedOnly ? lt(products.salePrice, products.listPrice) : undefined,
    // Flags as constants, not parameters, like the shelf's tests above: a generic plan then weighs
    // them by the column's statistics rather than as a guess.
    shape.usportOnly ? sql`${products.usport} = true` : undefined,
    shape.groupShopOnly ? sql`${products.groupShop} = true` : undefined,
    shape.priceMin ? sql`${priceFloor} >= ${sql.placeholder('priceMin')}` : undefined,
    shape.priceMax ? sql`${priceCeiling} <= ${sql.placeholder('priceMax')}` : undefined,
    shape.inStockOnly ? sql`${products.inStock} = true` : undefined,
  );
}

/** Builds the list statements without a database: they run as preparedSql (below). */
const queryBuilder = new QueryBuilder();

/** How many listed products match a filter, read from the index that suits a count. */
function matchCount(filter: FilterShape) {
  return queryBuilder
    .select({ total: sql<number>`count(*)::int`.as('total') })
    .from(products)
    .where(whereOf(filter, 'count'));
}

/**
 * The summary columns under their own names: the page statement's rows are then the summaries as
 * PostgreSQL sends them. Drizzle's mapping of each row's columns by position cost the server
 * 0.02–0.05 ms of a list request's 0.45–0.5 (docs/decisions/uncached-product-list.md).
 */
function namedSummaryColumns(locale: Locale) {
  return Object.fromEntries(
    Object.entries(productSummaryColumns(locale)).map(([name, column]) => [name, sql`${column}`.as(name)]),
  );
}

/**
 * A page statement's row: PostgreSQL sends bigint ids as text (Drizzle's mapping turned them
 * into numbers), and the page's total rides on every row.
 */
type PageRow = Omit<ProductSummary, 'id' | 'categoryId'> & {
  id: string | number;
  categoryId: string | number | null;
  total: number;
};

/** The row as the answer's summary: its columns already carry the summary's names and order. */
function summaryOf({ total: _total, ...row }: PageRow): ProductSummary {
  return { ...row, id: Number(row.id), categoryId: row.categoryId === null ? null : Number(row.categoryId) };
}

interface PageShape {
  locale: Locale;
  sort: ProductListSort;
  filter: FilterShape;
}

/** One page of a product list and how many products match its filter, on every page. */
export interface ProductPage {
  list: ProductSummary[];
  total: number;
}

/**
 * How much a list index walk's entry may cost against sorting a match from the category's count
 * scan, before a page is sorted rather than walked (fewMatches). Measured with pgbench at 10,000
 * products: a category with a price range 0.8 ms a page at 4 against 1.0 at 2 and 1.1 at 1, a
 * category alone 0.54 at 4 against 0.43 at 1 (docs/decisions/uncached-product-list.md).
 */
const SORT_OVER_WALK = 4;

/**
 * A page of product summaries and the number of matches in one statement, so one round trip
 * (docs/decisions/uncached-product-list.md).
 *
 * - The total is counted once per statement, as an uncorrelated subquery or, when the page's
 *   plan depends on it, in a materialised WITH query.
 * - The page's ids are chosen from an index that carries every filtered column and the sort's
 *   own (catalog.tables.ts): skipped and filtered-out products never leave the index, and only
 *   the page's own rows are then read from the table.
 */
function pageStatement({ locale, sort, filter }: PageShape): SQL {
  const limit = sql.placeholder('limit');
  const offset = sql.placeholder('offset');
  const sortColumn = SORT_KEYS[sort].column;
  // A page's ids in a scan of the filter, ordered by the sort's column or an expression of it.
  // Only the id and the sort's own column: any other column would send the scan to the table.
  const pageIds = (scan: FilterScan, orderKey: SQLWrapper, also?: SQL) =>
    queryBuilder
      .select({ id: products.id, key: sql`${sortColumn}`.as('key') })
      .from(products)
      .where(and(whereOf(filter, scan), also))
      .orderBy(...orderOf(sort, products.id, orderKey))
      .limit(limit)
      .offset(offset);
  const page = (ids: SQLWrapper, total: SQLWrapper) =>
    queryBuilder
      .select({ ...namedSummaryColumns(locale), total: sql<number>`${total}`.as('total') })
      .from(sql`(${ids}) ${sql.identifier('page_ids')}`)
      .innerJoin(products, sql`${products.id} = ${sql.identifier('page_ids')}.${sql.identifier('id')}`)
      .orderBy(...orderOf(sort, pageColumn('id'), pageColumn('key')))
      .getSQL();
  if (!filter.category) return page(pageIds(sort, sortColumn), sql`(${matchCount(filter)})`);

  // A page walks its sort's list index until it has offset + limit matches: about
  // (offset + limit) × listed / matches entries, a whole index for a category of three products.
  // Sorting the matches from the category's count scan costs about the matches instead. The
  // plan is made once, blind to the values, so both scans are in it and the count, made first,
  // picks one at run time: each branch's condition is a one-time filter. The products table's
  // row estimate (pg_class.reltuples, kept by VACUUM and ANALYZE) stands for the listed
  // products; while unknown (-1) every page is walked.
  const total = sql`(select ${sql.identifier('total')} from ${sql.identifier('match_count')})`;
  const fewMatches = sql`${total}::float8 * ${total} <= ${sql.raw(String(SORT_OVER_WALK))} * (${offset}::int + ${limit}::int) * (select reltuples from pg_class where oid = 'products'::regclass)`;
  // Ordered by an expression, so no list index can offer the order: the count's scan leads.
  const sortedIds = pageIds('count', unindexed(sortColumn), fewMatches);
  const walkedIds = pageIds(sort, sortColumn, sql`not (${fewMatches})`);
  return sql`with ${sql.identifier('match_count')} as materialized (${matchCount(filter)}) ${page(
    sql`(${sortedIds}) union all (${walkedIds})`,
    total,
  )}`;
}

/** A column of the page_ids subquery, by name. */
function pageColumn(name: string): SQL {
  return sql`${sql.identifier('page_ids')}.${sql.identifier(name)}`;
}

export async function selectProductPage(
  db: Database,
  locale: Locale,
  filter: ProductListFilter,
  page: Pick<ProductListQuery, 'sort' | 'pageIndex' | 'pageSize'>,
): Promise<ProductPage> {
  // Planned once per connection: a custom plan cost as much to make as to run (FilterScan).
  const reader = genericallyPlanned(db);
  const shape = shapeOf(filter);
  const parameters = parametersOf(filter);
  const rows = await preparedSql<PageRow>(reader, `product_page_${locale}_${page.sort}_${shape.key}`, () =>
    pageStatement({ locale, sort: page.sort, filter: shape }),
  ).execute({ ...parameters, limit: page.pageSize, offset: (page.pageIndex - 1) * page.pageSize });
  const total = rows[0]?.total;
  if (total === undefined) {
    // A page past the last match has no row to carry the total: only then is it counted apart.
    const [count] = await preparedSql<{ total: number }>(reader, `product_count_${shape.key}`, () =>
      matchCount(shape).getSQL(),
    ).execute(parameters);
    return { list: [], total: count?.total ?? 0 };
  }
  return { list: rows.map(summaryOf), total };
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
