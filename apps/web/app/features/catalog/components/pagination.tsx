import { useTranslation } from 'react-i18next';
import { AppLink } from '~/components/ui/app-link';
import { listHref, pageNumbers, type ProductListFilters } from '../product-list-search';

interface PaginationProps {
  pathname: string;
  filters: ProductListFilters;
  lastPage: number;
}

const ITEM =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium transition ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Page links (?page=) that work without JavaScript; phones show previous, "2 / 10" and next. */
export function Pagination({ pathname, filters, lastPage }: PaginationProps) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  const current = Math.min(filters.page, lastPage);
  const href = (page: number) => listHref(pathname, { ...filters, page });
  const step = (page: number, label: string, rel: 'prev' | 'next') =>
    page >= 1 && page <= lastPage ? (
      <AppLink
        to={href(page)}
        rel={rel}
        className={`${ITEM} bg-white text-ink-700 ring-1 ring-ink-200 hover:text-brand-700`}
      >
        {label}
      </AppLink>
    ) : (
      <span className={`${ITEM} text-ink-300`} aria-disabled="true">
        {label}
      </span>
    );

  return (
    <nav aria-label={t('catalog:pagination.label')} className="mt-10 flex items-center justify-center gap-2">
      {step(current - 1, t('catalog:pagination.previous'), 'prev')}
      <span className="text-sm text-ink-600 sm:hidden">
        {t('catalog:pagination.position', { page: current, pages: lastPage })}
      </span>
      <ul className="hidden items-center gap-1 sm:flex">
        {pageNumbers(current, lastPage).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-500">
              …
            </li>
          ) : (
            <li key={page}>
              <AppLink
                to={href(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('catalog:pagination.page', { page })}
                className={`${ITEM} ${page === current ? 'bg-brand-600 text-white' : 'text-ink-700 hover:bg-ink-100'}`}
              >
                {page}
              </AppLink>
            </li>
          ),
        )}
      </ul>
      {step(current + 1, t('catalog:pagination.next'), 'next')}
    </nav>
  );
}
