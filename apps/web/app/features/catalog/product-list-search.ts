import type { ProductListQuery } from '@wellfit/contracts/catalog';
import {
  PRODUCT_LIST_PAGE_SIZE,
  PRODUCT_LIST_SORTS,
  PRODUCT_PRICE_MAX,
  type ProductListScope,
  type ProductListSort,
} from '@wellfit/contracts/catalog-options';

/**
 * The product list pages keep their state in the address (?sort=&priceMin=&priceMax=&inStock=1
 * &category=&page=), so every state is a link that works without JavaScript and can be shared.
 * Hand-edited values are read leniently: an unknown sort or a non-number is dropped rather than
 * answered with an error page, and a reversed price range is put the right way round.
 */
export interface ProductListFilters {
  sort: ProductListSort;
  priceMin?: number;
  priceMax?: number;
  inStock: boolean;
  /** A category inside a scope page (/discounts?category=3); category pages carry it in the path. */
  category?: number;
  page: number;
}

export const DEFAULT_SORT: ProductListSort = 'recommended';
/** Beyond this a page number is a typo; the last real page is far below it at any catalogue size. */
const MAX_PAGE = 10_000;

function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return number >= min && number <= max ? number : undefined;
}

export function filtersFromSearch(search: URLSearchParams): ProductListFilters {
  const sort = search.get('sort');
  let priceMin = wholeNumber(search.get('priceMin'), 0, PRODUCT_PRICE_MAX);
  let priceMax = wholeNumber(search.get('priceMax'), 0, PRODUCT_PRICE_MAX);
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  const inStock = search.get('inStock');
  return {
    sort: (PRODUCT_LIST_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductListSort) : DEFAULT_SORT,
    priceMin,
    priceMax,
    inStock: inStock === '1' || inStock === 'true' || inStock === 'on',
    category: wholeNumber(search.get('category'), 1, Number.MAX_SAFE_INTEGER),
    page: wholeNumber(search.get('page'), 1, MAX_PAGE) ?? 1,
  };
}

/** The service query of a page: its scope, its category (path or ?category=) and the filters. */
export function listQueryOf(
  filters: ProductListFilters,
  scope: ProductListScope,
  categoryId: number | undefined,
): ProductListQuery {
  return {
    scope,
    categoryId,
    sort: filters.sort,
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
    inStock: filters.inStock,
    pageIndex: filters.page,
    pageSize: PRODUCT_LIST_PAGE_SIZE,
  };
}

/** The address of a list state; defaults are left out so the plain page has one URL. */
export function listHref(pathname: string, filters: Partial<ProductListFilters>): string {
  const search = new URLSearchParams();
  if (filters.category !== undefined) search.set('category', String(filters.category));
  if (filters.sort && filters.sort !== DEFAULT_SORT) search.set('sort', filters.sort);
  if (filters.priceMin !== undefined) search.set('priceMin', String(filters.priceMin));
  if (filters.priceMax !== undefined) search.set('priceMax', String(filters.priceMax));
  if (filters.inStock) search.set('inStock', '1');
  if (filters.page !== undefined && filters.page > 1) search.set('page', String(filters.page));
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Page numbers to show around the current one, with null for a gap: 1 … 4 5 6 … 12. */
export function pageNumbers(current: number, last: number): Array<number | null> {
  const shown = new Set([1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last));
  const sorted = [...shown].sort((a, b) => a - b);
  const numbers: Array<number | null> = [];
  for (const page of sorted) {
    const previous = numbers.at(-1);
    if (typeof previous === 'number' && page - previous === 2) numbers.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) numbers.push(null);
    numbers.push(page);
  }
  return numbers;
}
