import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '~/components/ui/sheet';
import type { ProductListFilters } from '../product-list-search';
import { PriceFilterForm } from './price-filter-form';
import { SortLinks } from './sort-links';

interface FilterSheetProps {
  pathname: string;
  filters: ProductListFilters;
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The list's sorting and filters in a bottom sheet (focus kept inside, Escape closes), the same ones the wide row shows. */
export default function FilterSheet({ pathname, filters, open, onOpenChange, returnFocusTo }: FilterSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      side="bottom"
      title={t('catalog:filter.open')}
      closeLabel={t('catalog:filter.close')}
      description={t('catalog:filter.sheet_description')}
      testId="product-filter-sheet"
    >
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-ink-700">{t('catalog:sort.label')}</h3>
        <SortLinks pathname={pathname} filters={filters} wrap />
      </section>
      <section className="flex flex-col gap-2 border-t border-ink-100 pt-4">
        <h3 className="text-sm font-semibold text-ink-700">{t('catalog:filter.label')}</h3>
        <PriceFilterForm pathname={pathname} filters={filters} />
      </section>
    </Sheet>
  );
}
