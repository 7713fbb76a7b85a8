import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'radix-ui';
import { iconButtonClassName, StrokeIcon } from '~/components/ui/icon';
import type { ProductListFilters } from '../product-list-search';
import { PriceFilterForm } from './price-filter-form';
import { SortLinks } from './sort-links';

interface FilterSheetProps {
  pathname: string;
  filters: ProductListFilters;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button lives outside the dialog, so focus is handed back to it by hand. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The list's sorting and filters in a bottom sheet (focus kept inside, Escape closes), the same ones the wide row shows. */
export default function FilterSheet({ pathname, filters, open, onOpenChange, returnFocusTo }: FilterSheetProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink-900/40 md:hidden" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col gap-5 overflow-y-auto rounded-t-3xl bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-2xl md:hidden"
          data-testid="product-filter-sheet"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-ink-900">{t('catalog:filter.open')}</Dialog.Title>
            <Dialog.Close aria-label={t('catalog:filter.close')} className={iconButtonClassName('ghost', '-mr-2')}>
              <StrokeIcon strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </StrokeIcon>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('catalog:filter.sheet_description')}</Dialog.Description>
          <section className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-ink-700">{t('catalog:sort.label')}</h3>
            <SortLinks pathname={pathname} filters={filters} wrap />
          </section>
          <section className="flex flex-col gap-2 border-t border-ink-100 pt-4">
            <h3 className="text-sm font-semibold text-ink-700">{t('catalog:filter.label')}</h3>
            <PriceFilterForm pathname={pathname} filters={filters} />
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
