import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartLine, SkuAttr } from '@wellfit/contracts/cart';
import { formatPrice } from '@wellfit/contracts/price';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
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
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('cart:spec.title')}
      description={line.productName}
      closeLabel={t('cart:spec.close')}
      testId="cart-spec-dialog"
    >
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
    </Dialog>
  );
}
