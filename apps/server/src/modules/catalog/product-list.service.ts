import type { CategoryListAnswer, ProductListAnswer, ProductListQuery } from '@wellfit/contracts/catalog';
import type { ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import {
  countProducts,
  selectProductSummaries,
  selectVisibleCategories,
  type ProductListFilter,
} from './product-list.queries.ts';

/**
 * Lists show equipment. Subscription products are sold from their own category page, so they
 * appear only when a category is chosen; add-ons, bonus gifts and fictional (virtual plan)
 * products are only ever bought with another product and never listed
 * (docs/decisions/catalog-list.md).
 */
const LISTED_TYPES = ['equipment'] as const;
const LISTED_TYPES_IN_A_CATEGORY = ['equipment', 'subscription'] as const;

function filterOf(query: ProductListQuery): ProductListFilter {
  return {
    productTypes: query.categoryId === undefined ? LISTED_TYPES : LISTED_TYPES_IN_A_CATEGORY,
    categoryId: query.categoryId,
    discountedOnly: query.scope === 'discounts',
    usportOnly: query.scope === 'usport',
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    inStockOnly: query.inStock,
  };
}

/**
 * Counting every match costs more than reading a page (it visits every listed product, and the
 * in-stock filter every SKU), while "N products" may lag a few seconds behind the shelf without
 * harm: totals are kept per database and filter for COUNT_TTL_MS.
 */
export const COUNT_TTL_MS = 10_000;
const COUNT_CACHE_LIMIT = 1_000;
const countCaches = new WeakMap<Database, Map<string, { total: Promise<number>; at: number }>>();

function cachedCount(db: Database, filter: ProductListFilter): Promise<number> {
  let cache = countCaches.get(db);
  if (!cache) countCaches.set(db, (cache = new Map()));
  const key = JSON.stringify(filter);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < COUNT_TTL_MS) return hit.total;
  cache.delete(key);
  if (cache.size >= COUNT_CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  const total = countProducts(db, filter);
  cache.set(key, { total, at: Date.now() });
  // A failed count is not kept: the next request asks the database again.
  total.catch(() => cache.delete(key));
  return total;
}

/** One page of a product list and the number of matches: the JSON route and the page loaders share it. */
export async function productList(ctx: ServiceContext, query: ProductListQuery): Promise<ProductListAnswer> {
  const filter = filterOf(query);
  const [list, total] = await Promise.all([
    selectProductSummaries(ctx.db, ctx.locale, filter, query),
    cachedCount(ctx.db, filter),
  ]);
  return { list, total, pageIndex: query.pageIndex, pageSize: query.pageSize };
}

/**
 * The visible category tree, two levels deep: a child whose parent is hidden is hidden too,
 * and a deeper category is left out, as the shop's navigation has no third level.
 */
export async function categoryTree(ctx: ServiceContext): Promise<CategoryListAnswer> {
  const rows = await selectVisibleCategories(ctx.db, ctx.locale);
  const topLevel = rows.filter((row) => row.parentId === null);
  return topLevel.map(({ parentId: _parentId, ...node }) => ({
    ...node,
    children: rows.filter((row) => row.parentId === node.id).map(({ parentId: _childParentId, ...child }) => child),
  }));
}
