import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQuantity } from '../sku-selection';

/** Quantity from 1 to the chosen SKU's stock (the cart checks again). */
export function QuantityStepper({
  quantity,
  stock,
  onChange,
}: {
  quantity: number;
  stock: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const disabled = stock <= 0;
  const stepClass =
    'flex size-11 items-center justify-center text-lg font-semibold text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink-700">
        {t('product:quantity.label')}
      </label>
      <div className="flex items-center overflow-hidden rounded-lg border border-ink-200 bg-white">
        <button
          type="button"
          className={stepClass}
          aria-label={t('product:quantity.decrease')}
          disabled={disabled || quantity <= 1}
          onClick={() => onChange(clampQuantity(quantity - 1, stock))}
        >
          −
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, stock)}
          value={quantity}
          disabled={disabled}
          onChange={(event) => onChange(clampQuantity(Number(event.target.value) || 1, stock))}
          className="h-11 w-14 [appearance:textfield] border-x border-ink-200 text-center text-base focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-inner-spin-button]:appearance-none"
          data-testid="quantity-input"
        />
        <button
          type="button"
          className={stepClass}
          aria-label={t('product:quantity.increase')}
          disabled={disabled || quantity >= stock}
          onClick={() => onChange(clampQuantity(quantity + 1, stock))}
        >
          +
        </button>
      </div>
    </div>
  );
}
