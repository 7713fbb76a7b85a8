import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQuantity } from '@wellfit/contracts/quantity';
import { showToast } from '~/lib/toast';

export interface QuantityStepperProps {
  value: number;
  /** The SKU's stock: the upper bound (clampQuantity). */
  max: number;
  disabled?: boolean;
  /** Names the control ("Quantity of Yoga mat" on a cart line); shown beside it with showLabel. */
  label: string;
  showLabel?: boolean;
  /** `compact` on cart lines; `regular` (44 px targets) where the stepper stands alone. */
  size?: 'compact' | 'regular';
  onChange(quantity: number): void;
}

const SIZES = {
  compact: { frame: 'rounded-full ring-1 ring-ink-200', button: 'size-9', input: 'w-12 py-1.5 text-sm' },
  regular: { frame: 'rounded-lg border border-ink-200', button: 'size-11', input: 'h-11 w-14 text-base' },
} as const;

/**
 * − [n] + within 1 and stock (clampQuantity in packages/contracts). A typed value is applied on
 * blur or Enter, clamped, and a clamped value says so (a shopper who typed 999 learns only 233
 * are in stock), even when the quantity already was the stock and so does not change; an emptied
 * field falls back to the current value.
 */
export function QuantityStepper({
  value,
  max,
  disabled = false,
  label,
  showLabel = false,
  size = 'regular',
  onChange,
}: QuantityStepperProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [draft, setDraft] = useState(String(value));
  // The value last handed to onChange: Enter and the blur that follows it (a cart line disables
  // while its update runs, which takes the focus away) are one edit, sent once.
  const [sent, setSent] = useState<number | null>(null);
  // A new value from the parent replaces whatever is typed (React's "adjust state on prop change").
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(String(value));
    setSent(null);
  }

  const send = (next: number) => {
    setSent(next);
    onChange(next);
  };
  const commit = (text: string) => {
    const typed = Number.parseInt(text, 10);
    const next = Number.isNaN(typed) ? value : clampQuantity(typed, max);
    setDraft(String(next));
    // Said whenever the typed number was not taken, also when the quantity was already the stock.
    if (typed > next) showToast(t('common:quantity.clamped_to_stock', { stock: next }));
    if (next === value || next === sent) return;
    send(next);
  };
  const styles = SIZES[size];
  const buttonClass =
    `inline-flex ${styles.button} items-center justify-center text-lg font-semibold text-ink-700 hover:bg-ink-100 ` +
    'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 ' +
    'disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <div className="flex items-center gap-3">
      {showLabel && (
        <label htmlFor={inputId} className="text-sm font-semibold text-ink-700">
          {label}
        </label>
      )}
      <div
        className={`inline-flex items-center overflow-hidden bg-white ${styles.frame}`}
        role="group"
        aria-label={showLabel ? undefined : label}
      >
        <button
          type="button"
          className={buttonClass}
          disabled={disabled || value <= 1}
          onClick={() => send(clampQuantity(value - 1, max))}
          aria-label={t('common:quantity.decrease')}
        >
          −
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          value={draft}
          disabled={disabled}
          aria-label={showLabel ? undefined : t('common:quantity.label')}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
          className={`${styles.input} [appearance:textfield] border-x border-ink-200 text-center text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60 [&::-webkit-inner-spin-button]:appearance-none`}
          data-testid="quantity-input"
        />
        <button
          type="button"
          className={buttonClass}
          disabled={disabled || value >= max}
          onClick={() => send(clampQuantity(value + 1, max))}
          aria-label={t('common:quantity.increase')}
        >
          +
        </button>
      </div>
    </div>
  );
}
