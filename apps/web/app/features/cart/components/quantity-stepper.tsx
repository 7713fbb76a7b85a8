import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '~/lib/toast';

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

/**
 * − [n] + bounded by 1 and stock; typed values are applied on blur or Enter, clamped to the
 * bounds, and a clamped value says so (a shopper who typed 999 learns only 233 are in stock).
 */
export function QuantityStepper({ value, max, disabled = false, label, onChange }: QuantityStepperProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(String(value));
  // A new value from the server replaces whatever is typed (React's "adjust state on prop change").
  // The value last handed to onChange: Enter and the blur that follows it (the line disables
  // while its update runs, which takes the focus away) are one edit, sent once.
  const [sent, setSent] = useState<number | null>(null);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(String(value));
    setSent(null);
  }

  const commit = (text: string) => {
    const typed = Number.parseInt(text, 10);
    const upper = Math.max(max, 1);
    const next = Number.isNaN(typed) ? value : Math.min(Math.max(typed, 1), upper);
    setDraft(String(next));
    if (next === value || next === sent) return;
    if (typed > upper) showToast(t('cart:line.clamped_to_stock', { stock: upper }));
    setSent(next);
    onChange(next);
  };
  const step = (next: number) => {
    setSent(next);
    onChange(next);
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
        onClick={() => step(value - 1)}
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
        onClick={() => step(value + 1)}
        aria-label={t('cart:line.increase')}
      >
        +
      </button>
    </div>
  );
}
