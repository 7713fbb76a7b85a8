import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface QuantityStepperProps {
  value: number;
  /** The SKU's stock: the upper bound. */
  max: number;
  disabled?: boolean;
  /** Names the line for screen readers ("Quantity of Yoga mat"). */
  label: string;
  onChange(quantity: number): void;
}

const STEP_BUTTON =
  'inline-flex size-9 items-center justify-center text-lg text-ink-700 hover:bg-ink-100 focus-visible:outline-2 ' +
  'focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40';

/** − [n] + bounded by 1 and stock; typed values are applied on blur or Enter, clamped to the bounds. */
export function QuantityStepper({ value, max, disabled = false, label, onChange }: QuantityStepperProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(String(value));
  // A new value from the server replaces whatever is typed (React's "adjust state on prop change").
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(String(value));
  }

  const commit = (text: string) => {
    const typed = Number.parseInt(text, 10);
    const next = Number.isNaN(typed) ? value : Math.min(Math.max(typed, 1), Math.max(max, 1));
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div
      className="inline-flex items-center overflow-hidden rounded-full ring-1 ring-ink-200"
      role="group"
      aria-label={label}
    >
      <button
        type="button"
        className={STEP_BUTTON}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
        aria-label={t('cart:line.decrease')}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={draft}
        disabled={disabled}
        aria-label={t('cart:line.quantity')}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
        className="w-12 [appearance:textfield] border-x border-ink-200 bg-white py-1.5 text-center text-sm text-ink-900 disabled:opacity-60 [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={STEP_BUTTON}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
        aria-label={t('cart:line.increase')}
      >
        +
      </button>
    </div>
  );
}
