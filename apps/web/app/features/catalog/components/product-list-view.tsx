import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigation } from 'react-router';
import { PRODUCT_CATEGORY_SHORTCUTS } from '@wellfit/contracts/constants';
import { StrokeIcon } from '~/components/ui/icon';
import { buttonClassName } from '~/components/ui/button';
import { LoadingLabel } from '~/components/ui/loading-label';
import type { ProductListPageData } from '../load-product-list';
import { listHref } from '../product-list-search';
import { CategoryNav } from './category-nav';
import { FilterSheetButton } from './filter-sheet-button';
import { Pagination } from './pagination';
import { PriceFilterForm } from './price-filter-form';
import { ProductCard } from '~/components/ui/product-card';
import { SortLinks } from './sort-links';

/** The first row is above the fold on every layout: its pictures load eagerly (LCP). */
const EAGER_CARDS = 4;
const LIST_PATHS = new Set<string>([
  '/usport-product-list',
  '/group-shop',
  ...PRODUCT_CATEGORY_SHORTCUTS.map((entry) => entry.path),
]);

function isProductListPath(pathname: string): boolean {
  return pathname.startsWith('/product-list/') || LIST_PATHS.has(pathname);
}

interface ProductListViewProps {
  heading: string;
  data: ProductListPageData;
  /** Shown between the heading and the categories (the group shop's cards). */
  lead?: ReactNode;
}

/** A product list page: categories, sorting, filters, the grid with its empty state, and paging. */
export function ProductListView({ heading, data, lead }: ProductListViewProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state === 'loading' && isProductListPath(navigation.location.pathname);
  const { answer, filters, pathname } = data;
  const lastPage = Math.max(1, Math.ceil(answer.total / answer.pageSize));
  const filtered = filters.priceMin !== undefined || filters.priceMax !== undefined || filters.inStock;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{heading}</h1>
        <p className="text-sm text-ink-500" aria-live="polite" data-testid="product-total">
          {t('catalog:total', { count: answer.total })}
        </p>
      </header>
      {lead}

      <div className="mt-6">
        <CategoryNav
          categories={data.categories}
          activeCategoryId={data.category?.id ?? null}
          linkMode={data.categoryLinks}
          pathname={pathname}
          filters={filters}
        />
      </div>

      <div className="mt-4 md:hidden">
        <FilterSheetButton pathname={pathname} filters={filters} />
      </div>
      <div className="mt-4 hidden flex-col gap-3 border-y border-ink-200 py-3 md:flex lg:flex-row lg:items-center lg:justify-between">
        <SortLinks pathname={pathname} filters={filters} />
        <PriceFilterForm pathname={pathname} filters={filters} />
      </div>

      <section aria-labelledby="product-list-results" aria-busy={pending} className="relative mt-6">
        <h2 id="product-list-results" className="sr-only">
          {t('catalog:results')}
        </h2>
        {pending && (
          <div
            className="pointer-events-none absolute inset-x-0 top-0 z-10 flex justify-center pt-24"
            role="status"
            data-testid="product-list-pending"
          >
            <LoadingLabel className="rounded-full bg-white px-4 py-2 text-sm text-ink-700 shadow-md ring-1 ring-ink-100" />
          </div>
        )}
        {answer.list.length === 0 ? (
          <EmptyList
            pathname={pathname}
            clearHref={listHref(pathname, { sort: filters.sort, category: filters.category })}
            filtered={filtered}
            beyondLastPage={filters.page > lastPage}
          />
        ) : (
          <ul
            className={`grid grid-cols-2 gap-3 transition-opacity sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 ${pending ? 'opacity-50' : ''}`}
            data-testid="product-grid"
          >
            {answer.list.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} priority={index < EAGER_CARDS && filters.page === 1} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <Pagination pathname={pathname} filters={filters} lastPage={lastPage} />
    </div>
  );
}

interface EmptyListProps {
  pathname: string;
  clearHref: string;
  filtered: boolean;
  beyondLastPage: boolean;
}

function EmptyList({ pathname, clearHref, filtered, beyondLastPage }: EmptyListProps) {
  const { t } = useTranslation();
  let action = { to: '/product-list/all', label: t('catalog:empty.browse_all') };
  if (filtered) action = { to: clearHref, label: t('catalog:filter.clear') };
  else if (beyondLastPage) action = { to: pathname, label: t('catalog:empty.first_page') };
  return (
    <div
      className="flex flex-col items-center rounded-3xl bg-white px-6 py-16 text-center ring-1 ring-ink-100"
      data-testid="product-list-empty"
    >
      <span
        className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600"
        aria-hidden="true"
      >
        <StrokeIcon className="size-8" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="11" cy="11" r="6" />
          <path d="M20 20l-4.5-4.5M8.5 11h5" />
        </StrokeIcon>
      </span>
      <h2 className="mt-6 text-lg font-bold text-ink-900">
        {filtered ? t('catalog:empty.filtered_title') : t('catalog:empty.title')}
      </h2>
      <p className="mt-2 max-w-sm text-ink-600">
        {filtered ? t('catalog:empty.filtered_body') : t('catalog:empty.body')}
      </p>
      <Link to={action.to} className={buttonClassName('secondary', 'mt-6')}>
        {action.label}
      </Link>
    </div>
  );
}
