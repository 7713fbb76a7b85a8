import type { CategoryListAnswer, ProductListAnswer, ProductListQuery } from '@wellfit/contracts/catalog';
import { createAnswerCache, keptAnswer, type KeptAnswer } from '../../answer-cache.ts';
import type { ServiceContext } from '../../context.ts';
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
 * (docs/decisions/listed-product-types.md).
 */
const LISTED_TYPES = ['equipment'] as const;
const LISTED_TYPES_IN_A_CATEGORY = ['equipment', 'subscription'] as const;

function filterOf(query: ProductListQuery): ProductListFilter {
  return {
    productTypes: query.categoryId === undefined ? LISTED_TYPES : LISTED_TYPES_IN_A_CATEGORY,
    categoryId: query.categoryId,
    discountedOnly: query.scope === 'discounts',
    usportOnly: query.scope === 'usport',
    groupShopOnly: query.scope === 'group',
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
const counts = createAnswerCache<number>({ ttlMs: COUNT_TTL_MS, maxEntries: 1_000 });

/**
 * A list page is the same for every visitor of a locale (issue 4 budget: 1,000 req/s, p99
 * 50 ms), so whole answers, with their JSON text, are kept for LIST_TTL_MS per database, locale
 * and query. Prices and sold-out marks may lag that long: the cart and checkout read both from
 * the database on every call, so a stale card can never sell at a stale price.
 */
export const LIST_TTL_MS = 5_000;
/** Keys come from query strings: past this many, the oldest page gives way (each holds several KB). */
const pages = createAnswerCache<KeptAnswer<ProductListAnswer>>({ ttlMs: LIST_TTL_MS, maxEntries: 1_000 });

function cachedList(ctx: ServiceContext, query: ProductListQuery): Promise<KeptAnswer<ProductListAnswer>> {
  // Every field of the parsed query, in a fixed order: equal queries share one entry.
  const key = [
    ctx.locale,
    query.categoryId,
    query.scope,
    query.sort,
    query.priceMin,
    query.priceMax,
    query.inStock,
    query.pageIndex,
    query.pageSize,
  ].join(':');
  return pages.get(ctx.db, key, async () => {
    const filter = filterOf(query);
    const [list, total] = await Promise.all([
      selectProductSummaries(ctx.db, ctx.locale, filter, query),
      counts.get(ctx.db, JSON.stringify(filter), () => countProducts(ctx.db, filter)),
    ]);
    return keptAnswer({ list, total, pageIndex: query.pageIndex, pageSize: query.pageSize });
  });
}

/** One page of a product list and the number of matches: the JSON route and the page loaders share it. */
export async function productList(ctx: ServiceContext, query: ProductListQuery): Promise<ProductListAnswer> {
  return (await cachedList(ctx, query)).value;
}

/** The whole success envelope of a list page as JSON text, serialised once per cached page. */
export async function productListJson(ctx: ServiceContext, query: ProductListQuery): Promise<string> {
  return (await cachedList(ctx, query)).json;
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
