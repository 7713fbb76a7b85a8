import type { CategoryListAnswer, ProductListAnswer, ProductListQuery } from '@wellfit/contracts/catalog';
import type { ServiceContext } from '../../context.ts';
import { selectProductPage, selectVisibleCategories, type ProductListFilter } from './product-list.queries.ts';

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

/** One page of a product list and the number of matches on every page of it. */
export async function productList(ctx: ServiceContext, query: ProductListQuery): Promise<ProductListAnswer> {
  const { list, total } = await selectProductPage(ctx.db, ctx.locale, filterOf(query), query);
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
