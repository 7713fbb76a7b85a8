import { data } from 'react-router';
import type {
  CatalogWebServices,
  CategoryListAnswer,
  ProductCategoryNode,
  ProductListAnswer,
  ProductListScope,
} from '@wellfit/contracts/catalog';
import type { Locale } from '@wellfit/contracts/locale';
import { filtersFromSearch, listQueryOf, type ProductListFilters } from './product-list-search';

/** Which products a page lists: a category from the path (or all), a shortcut's category, or a scope. */
export type ProductListSelection =
  | { kind: 'category'; categoryParam: string }
  | { kind: 'category-slug'; slug: string }
  | { kind: 'scope'; scope: Exclude<ProductListScope, 'all'> };

export interface ProductListPageData {
  pathname: string;
  /** Category pages link categories by path (/product-list/3); scope pages narrow with ?category=. */
  categoryLinks: 'path' | 'query';
  /** The chosen category, or null for every category. */
  category: { id: number; name: string } | null;
  categories: CategoryListAnswer;
  filters: ProductListFilters;
  answer: ProductListAnswer;
}

function findCategory(tree: CategoryListAnswer, match: (node: Omit<ProductCategoryNode, 'children'>) => boolean) {
  for (const node of tree) {
    if (match(node)) return node;
    const child = node.children.find(match);
    if (child) return child;
  }
  return undefined;
}

const notFound = () => data(null, { status: 404 });

/**
 * The one loader of the product list pages: the visible category tree and one page of products,
 * both straight from the catalog service in the same process. An unknown or hidden category is
 * the not-found page.
 */
export async function loadProductList(
  catalog: CatalogWebServices,
  locale: Locale,
  selection: ProductListSelection,
  url: URL,
): Promise<ProductListPageData> {
  const filters = filtersFromSearch(url.searchParams);
  const scope = selection.kind === 'scope' ? selection.scope : 'all';
  const list = (categoryId: number | undefined) => catalog.productList(locale, listQueryOf(filters, scope, categoryId));

  let categories: CategoryListAnswer;
  let answer: ProductListAnswer;
  let category: Omit<ProductCategoryNode, 'children'> | undefined;
  if (selection.kind === 'category-slug') {
    // A shortcut names its category by slug: the tree answers its id first.
    categories = await catalog.categories(locale);
    category = findCategory(categories, (node) => node.slug === selection.slug);
    if (!category) throw notFound();
    answer = await list(category.id);
  } else {
    const param = selection.kind === 'category' ? selection.categoryParam : undefined;
    if (param !== undefined && param !== 'all' && !/^[1-9]\d{0,14}$/.test(param)) throw notFound();
    const categoryId = param === undefined ? filters.category : param === 'all' ? undefined : Number(param);
    [categories, answer] = await Promise.all([catalog.categories(locale), list(categoryId)]);
    if (categoryId !== undefined) {
      category = findCategory(categories, (node) => node.id === categoryId);
      if (!category) throw notFound();
    }
  }

  return {
    pathname: url.pathname,
    categoryLinks: selection.kind === 'scope' ? 'query' : 'path',
    category: category ? { id: category.id, name: category.name } : null,
    categories,
    filters: { ...filters, category: selection.kind === 'scope' ? category?.id : undefined },
    answer,
  };
}
