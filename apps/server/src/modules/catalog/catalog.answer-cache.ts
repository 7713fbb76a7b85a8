import type { CategoryListAnswer, ProductListAnswer, ProductListQuery } from '@wellfit/contracts/catalog';
import { LOCALES } from '@wellfit/contracts/locale';
import type { ProductDetail } from '@wellfit/contracts/product-detail';
import { createAnswerCache, keptAnswer, type KeptAnswer } from '../../answer-cache.ts';
import type { ServiceContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { findProductDetailFor } from './product-detail.service.ts';
import { categoryTree, productList } from './product-list.service.ts';

/*
 * The catalogue's answer caches (docs/decisions/answer-caches.md): the services compute product
 * lists, totals, details and the category tree afresh on every call, and the JSON routes and
 * page loaders ask for them here, where whole answers are kept for a few seconds.
 */

/**
 * A list page is the same for every visitor of a locale (issue 4 budget: 1,000 req/s, p99
 * 50 ms), so whole answers, with their JSON text, are kept for LIST_TTL_MS per database, locale
 * and query. Prices and sold-out marks may lag that long: the cart and checkout read both from
 * the database on every call, so a stale card can never sell at a stale price.
 */
export const LIST_TTL_MS = 5_000;
/**
 * Keys come from query strings: past this many, the oldest page gives way (each holds several KB).
 * A page is kept only once asked for again within twice the TTL: shoppers narrowing the shelf by
 * price make a new key nearly every request, and keeping those cost more CPU than the few repeats
 * saved (answer-caches.md).
 */
const listPages = createAnswerCache<KeptAnswer<ProductListAnswer>>({
  ttlMs: LIST_TTL_MS,
  maxEntries: 1_000,
  keepFromSecondAsk: true,
});

/** One page of a product list and its total, kept: the JSON route sends `json`, page loaders use `value`. */
export function keptProductList(ctx: ServiceContext, query: ProductListQuery): Promise<KeptAnswer<ProductListAnswer>> {
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
  return listPages.get(ctx.db, key, async () => keptAnswer(await productList(ctx, query)));
}

/**
 * Every product list page shows the category tree beside a page of products kept for
 * LIST_TTL_MS; the tree, the page's only query left, is kept as long, so a category staff add
 * or hide shows on the pages within the time its products do.
 */
const categoryTrees = createAnswerCache<CategoryListAnswer>({ ttlMs: LIST_TTL_MS, maxEntries: LOCALES.length });

export function keptCategoryTree(ctx: ServiceContext): Promise<CategoryListAnswer> {
  return categoryTrees.get(ctx.db, ctx.locale, () => categoryTree(ctx));
}

/**
 * The product page is the shop's most requested answer (issue 4 budget: 3,000 req/s, p99
 * 20 ms) and the same for every visitor of a locale, so it is kept, with its JSON text, for
 * DETAIL_TTL_MS per database, product and locale. Stock, prices and a product going on or off
 * sale may show that late: the cart and checkout read all of them from the database on every call.
 */
export const DETAIL_TTL_MS = 5_000;
/** Ids come from URLs: past this many, the oldest product gives way (each is a few KB of HTML and JSON). */
const details = createAnswerCache<KeptAnswer<ProductDetail> | null>({ ttlMs: DETAIL_TTL_MS, maxEntries: 1_000 });

/** A product on sale in the context's locale, kept; null when there is none to show. */
export function keptProductDetail(ctx: ServiceContext, id: number): Promise<KeptAnswer<ProductDetail> | null> {
  return details.get(ctx.db, `${id}:${ctx.locale}`, async () => {
    const detail = await findProductDetailFor(ctx, id);
    return detail && keptAnswer(detail);
  });
}

/**
 * GET /api/web/mall/product/detail/{id} as the whole success envelope's JSON text; a missing,
 * draft, off-shelf or deleted product is product_not_found.
 */
export async function productDetailJson(ctx: ServiceContext, id: number): Promise<string> {
  const kept = await keptProductDetail(ctx, id);
  if (!kept) throw new AppError('product_not_found', 404);
  return kept.json;
}
