import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'radix-ui';
import type { CartLine, SkuAttr } from '@wellfit/contracts/cart';
import { formatPrice } from '@wellfit/contracts/price';
import { Button } from '~/components/ui/button';
import { iconButtonClassName, StrokeIcon } from '~/components/ui/icon';
import { PageLoading } from '~/components/ui/page-loading';
import { useCartProduct } from '../api/get-cart-product';
import { useUpdateCartAttr } from '../api/update-cart-attr';
import { useLocale } from '~/lib/use-locale';

function specOf(skuAttr: SkuAttr[]): Record<string, string> {
  return Object.fromEntries(skuAttr.map(({ key, value }) => [key, value]));
}

/**
 * Changes a line's spec (SPEC §7 getProduct, then update/attr). Values without a SKU in stock
 * cannot be picked; the quantity is kept, lowered to the new SKU's stock when needed.
 */
export function SpecDialog({
  line,
  open,
  onOpenChange,
}: {
  line: CartLine;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const product = useCartProduct(line.productId, open);
  const updateAttr = useUpdateCartAttr();
  const [choice, setChoice] = useState<Record<string, string>>(() => specOf(line.skuAttr));

  const skus = product.data?.skuStockList ?? [];
  const chosenSku = skus.find((sku) => {
    const spec = specOf(sku.skuAttr);
    return (
      Object.keys(spec).length === Object.keys(choice).length &&
      Object.entries(choice).every(([key, value]) => spec[key] === value)
    );
  });
  const hasStockWith = (key: string, value: string) =>
    skus.some((sku) => {
      const spec = specOf(sku.skuAttr);
      if (spec[key] !== value || sku.stock <= 0) return false;
      return Object.entries(choice).every(
        ([otherKey, otherValue]) => otherKey === key || spec[otherKey] === otherValue,
      );
    });

  const canSave = chosenSku !== undefined && chosenSku.stock > 0 && !updateAttr.isPending;
  const save = () => {
    if (!chosenSku) return;
    updateAttr.mutate(
      {
        id: line.id,
        productId: line.productId,
        productSkuId: chosenSku.id,
        quantity: Math.min(line.quantity, chosenSku.stock),
      },
      { onSuccess: () => onOpenChange(false) },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content
          data-testid="cart-spec-dialog"
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-white p-5 shadow-2xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(92vw,28rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold text-ink-900">{t('cart:spec.title')}</Dialog.Title>
            <Dialog.Close aria-label={t('cart:spec.close')} className={iconButtonClassName('ghost', '-mt-2 -mr-2')}>
              <StrokeIcon strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </StrokeIcon>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-ink-600">{line.productName}</Dialog.Description>
          {product.isPending ? (
            <PageLoading />
          ) : product.isError ? (
            <p role="alert" className="mt-4 text-ink-700">
              {t('messages:common_error')}
            </p>
          ) : (
            <div className="mt-4 flex flex-col gap-4">
              {product.data.skuAttr.map(({ key, values }) => (
                <fieldset key={key}>
                  <legend className="mb-2 text-sm font-semibold text-ink-800">{key}</legend>
                  <div className="flex flex-wrap gap-2">
                    {values.map((value) => {
                      const selected = choice[key] === value;
                      const available = hasStockWith(key, value);
                      return (
                        <button
                          key={value}
                          type="button"
                          aria-pressed={selected}
                          disabled={!available && !selected}
                          onClick={() => setChoice((current) => ({ ...current, [key]: value }))}
                          className={`min-h-10 rounded-full px-4 text-sm ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 ${
                            selected
                              ? 'bg-brand-50 font-semibold text-brand-700 ring-brand-600'
                              : 'text-ink-700 ring-ink-200 hover:ring-ink-400'
                          }`}
                        >
                          {value}
                        </button>
                      );
                    })}
                  </div>
                </fieldset>
              ))}
              <p className="text-sm text-ink-600" aria-live="polite">
                {chosenSku
                  ? chosenSku.stock > 0
                    ? t('cart:spec.stock', { price: formatPrice(chosenSku.price, locale), stock: chosenSku.stock })
                    : t('cart:reason.sold_out')
                  : t('cart:spec.choose')}
              </p>
              <Button onClick={save} disabled={!canSave}>
                {t('cart:spec.save')}
              </Button>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
