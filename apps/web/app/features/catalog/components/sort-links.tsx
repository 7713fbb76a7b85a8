import { useTranslation } from 'react-i18next';
import { AppLink } from '~/components/ui/app-link';
import { PRODUCT_LIST_SORTS } from '@wellfit/contracts/catalog-options';
import { listHref, type ProductListFilters } from '../product-list-search';

interface SortLinksProps {
  pathname: string;
  filters: ProductListFilters;
  /** Wrap onto more lines (the filter sheet) rather than scroll sideways (the page's row). */
  wrap?: boolean;
}

/** The orderings as links (like the tabs of Taiwanese shops): each is a page of its own, no script needed. */
export function SortLinks({ pathname, filters, wrap = false }: SortLinksProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('catalog:sort.label')}>
      <ul className={wrap ? 'flex flex-wrap gap-1' : '-mx-4 flex gap-1 overflow-x-auto px-4 sm:mx-0 sm:px-0'}>
        {PRODUCT_LIST_SORTS.map((sort) => {
          const current = sort === filters.sort;
          return (
            <li key={sort}>
              <AppLink
                to={listHref(pathname, { ...filters, sort, page: 1 })}
                aria-current={current ? 'true' : undefined}
                preventScrollReset
                className="sort-link"
              >
                {t(`catalog:sort.${sort}`)}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
