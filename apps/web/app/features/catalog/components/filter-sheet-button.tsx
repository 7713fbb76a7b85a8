import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { StrokeIcon } from '~/components/ui/icon';
import { DEFAULT_SORT, type ProductListFilters } from '../product-list-search';

const loadFilterSheet = () => import('./filter-sheet');
// The sheet (a Radix dialog) downloads when the shopper reaches for the button, not with every list page.
const FilterSheet = lazy(loadFilterSheet);

/** Sorting and filters in use: a price range counts once, like the one field pair it is. */
function appliedCount(filters: ProductListFilters): number {
  const priced = filters.priceMin !== undefined || filters.priceMax !== undefined;
  return Number(priced) + Number(filters.inStock) + Number(filters.sort !== DEFAULT_SORT);
}

/**
 * Sorting and filters on phones (the list shows it below 768 px): one button opening a bottom
 * sheet, so the first products show on the first screen (issue 14). Wider screens show the tools
 * in a row instead.
 */
export function FilterSheetButton({ pathname, filters }: { pathname: string; filters: ProductListFilters }) {
  const { t } = useTranslation();
  const location = useLocation();
  // The sheet belongs to the list it was opened on: choosing a sort or applying filters navigates, which closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const applied = appliedCount(filters);

  return (
    <div className="flex items-center justify-between gap-3">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadFilterSheet()}
        onFocus={() => void loadFilterSheet()}
        onClick={() => {
          setLoaded(true);
          setOpenOn(location.key);
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-ink-800 ring-1 ring-ink-300 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        data-testid="product-filter-button"
      >
        <StrokeIcon className="size-5" strokeLinecap="round">
          <path d="M4 7h10M18 7h2M4 17h2M10 17h10" />
          <circle cx="16" cy="7" r="2" />
          <circle cx="8" cy="17" r="2" />
        </StrokeIcon>
        {t('catalog:filter.open')}
        {applied > 0 && (
          <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
            <span className="sr-only">{t('catalog:filter.applied', { count: applied })}</span>
            <span aria-hidden="true">{applied}</span>
          </span>
        )}
      </button>
      <p className="truncate text-sm text-ink-600" data-testid="product-sort-current">
        {t('catalog:filter.sorted_by', { sort: t(`catalog:sort.${filters.sort}`) })}
      </p>
      {loaded && (
        <Suspense fallback={null}>
          <FilterSheet
            pathname={pathname}
            filters={filters}
            open={open}
            onOpenChange={(next) => setOpenOn(next ? location.key : null)}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      )}
    </div>
  );
}
