import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '~/components/ui/dialog';

interface DialogFrameProps {
  title: string;
  description?: string;
  onClose(): void;
  /** SPEC §2 reset dialog: a static backdrop, and Escape does not close it (only its close button does). */
  staticBackdrop?: boolean;
  testId: string;
  children: ReactNode;
}

/** The account dialogs' frame: the shop's dialog, always open while it is shown, with its close button. */
export function DialogFrame({
  title,
  description,
  onClose,
  staticBackdrop = false,
  testId,
  children,
}: DialogFrameProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      closeLabel={t('pages:auth.close')}
      staticBackdrop={staticBackdrop}
      testId={testId}
    >
      <div className="mt-5">{children}</div>
    </Dialog>
  );
}

/** Two or more choices shown as a segmented control of toggle buttons (mobile or e-mail; code or password). */
export function SegmentedChoice<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange(value: Value): void;
}) {
  return (
    <div role="group" aria-label={label} className="grid grid-flow-col auto-cols-fr gap-1 rounded-full bg-ink-100 p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => option.value !== value && onChange(option.value)}
          className={`min-h-10 rounded-full px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
            option.value === value ? 'bg-white text-brand-800 shadow-sm' : 'text-ink-600 hover:text-ink-900'
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
