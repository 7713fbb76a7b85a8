import { describe, expect, it } from 'vitest';
import { filtersFromSearch, listHref, listQueryOf, pageNumbers } from './product-list-search';

describe('product list addresses', () => {
  it('reads the filters of an address, leniently', () => {
    expect(filtersFromSearch(new URLSearchParams('sort=price_asc&priceMin=100&priceMax=900&inStock=1&page=3'))).toEqual(
      {
        sort: 'price_asc',
        priceMin: 100,
        priceMax: 900,
        inStock: true,
        category: undefined,
        page: 3,
      },
    );
    // Hand-edited nonsense falls back to the defaults instead of an error page.
    expect(filtersFromSearch(new URLSearchParams('sort=cheap&priceMin=-5&priceMax=abc&page=0&category=x'))).toEqual({
      sort: 'recommended',
      priceMin: undefined,
      priceMax: undefined,
      inStock: false,
      category: undefined,
      page: 1,
    });
    // A reversed range is put the right way round.
    const reversed = filtersFromSearch(new URLSearchParams('priceMin=900&priceMax=100'));
    expect([reversed.priceMin, reversed.priceMax]).toEqual([100, 900]);
  });

  it('writes an address without defaults, and reads it back the same', () => {
    expect(listHref('/product-list/all', { sort: 'recommended', page: 1, inStock: false })).toBe('/product-list/all');
    const href = listHref('/discounts', { category: 3, sort: 'newest', priceMax: 500, inStock: true, page: 2 });
    expect(href).toBe('/discounts?category=3&sort=newest&priceMax=500&inStock=1&page=2');
    const filters = filtersFromSearch(new URL(href, 'http://shop.test').searchParams);
    expect(listQueryOf(filters, 'discounts', filters.category)).toEqual({
      scope: 'discounts',
      categoryId: 3,
      sort: 'newest',
      priceMin: undefined,
      priceMax: 500,
      inStock: true,
      pageIndex: 2,
      pageSize: 24,
    });
  });

  it('numbers pages around the current one with gaps', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageNumbers(12, 12)).toEqual([1, null, 11, 12]);
  });
});
