import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { PRODUCT_PRICE_MAX } from '@wellfit/contracts/catalog-options';
import { buttonClassName } from '~/components/ui/button';
import { DEFAULT_SORT, listHref, type ProductListFilters } from '../product-list-search';

const INPUT =
  'h-10 w-24 rounded-lg border border-ink-300 bg-white px-3 text-sm text-ink-900 placeholder:text-ink-500 ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 sm:w-28';

/**
 * Price range and in-stock filters as a GET form: it works before the script loads, and applying
 * it starts again at page 1 while keeping the sort and the category.
 */
export function PriceFilterForm({ pathname, filters }: { pathname: string; filters: ProductListFilters }) {
  const { t } = useTranslation();
  const filtered = filters.priceMin !== undefined || filters.priceMax !== undefined || filters.inStock;
  return (
    <Form
      method="get"
      action={pathname}
      preventScrollReset
      className="flex flex-wrap items-center gap-x-3 gap-y-2"
      aria-label={t('catalog:filter.label')}
      // Remount on navigation, so the fields show the applied filters after back and forward.
      key={`${filters.priceMin ?? ''}-${filters.priceMax ?? ''}-${filters.inStock}`}
    >
      {filters.sort !== DEFAULT_SORT && <input type="hidden" name="sort" value={filters.sort} />}
      {filters.category !== undefined && <input type="hidden" name="category" value={filters.category} />}
      <fieldset className="flex items-center gap-2">
        <legend className="float-left mr-1 text-sm font-medium text-ink-700">{t('catalog:filter.price')}</legend>
        <PriceInput name="priceMin" label={t('catalog:filter.price_min')} value={filters.priceMin} />
        <span aria-hidden="true" className="text-ink-500">
          –
        </span>
        <PriceInput name="priceMax" label={t('catalog:filter.price_max')} value={filters.priceMax} />
      </fieldset>
      <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm text-ink-700">
        <input
          type="checkbox"
          name="inStock"
          value="1"
          defaultChecked={filters.inStock}
          className="size-4 accent-brand-600"
        />
        {t('catalog:filter.in_stock')}
      </label>
      <button type="submit" className={buttonClassName('primary', 'min-h-10 px-4')}>
        {t('catalog:filter.apply')}
      </button>
      {filtered && (
        <Link
          to={listHref(pathname, { sort: filters.sort, category: filters.category })}
          preventScrollReset
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('catalog:filter.clear')}
        </Link>
      )}
    </Form>
  );
}

/** One end of the price range: a whole NT$ amount, labelled for screen readers and as a placeholder. */
function PriceInput({
  name,
  label,
  value,
}: {
  name: 'priceMin' | 'priceMax';
  label: string;
  value: number | undefined;
}) {
  return (
    <label>
      <span className="sr-only">{label}</span>
      <input
        className={INPUT}
        type="number"
        inputMode="numeric"
        name={name}
        min={0}
        max={PRODUCT_PRICE_MAX}
        step={1}
        placeholder={label}
        defaultValue={value}
      />
    </label>
  );
}
