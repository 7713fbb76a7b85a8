import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'radix-ui';
import { iconButtonClassName, StrokeIcon } from '~/components/ui/icon';

interface DialogFrameProps {
  title: string;
  description?: string;
  onClose(): void;
  /** SPEC §2 reset dialog: a static backdrop, and Escape does not close it (only its close button does). */
  staticBackdrop?: boolean;
  testId: string;
  children: ReactNode;
}

/** The account dialogs' frame: a modal sheet from the bottom on a phone, centred on a computer. */
export function DialogFrame({
  title,
  description,
  onClose,
  staticBackdrop = false,
  testId,
  children,
}: DialogFrameProps) {
  const { t } = useTranslation();
  const keepOpen = (event: Event) => event.preventDefault();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content
          data-testid={testId}
          onEscapeKeyDown={staticBackdrop ? keepOpen : undefined}
          onPointerDownOutside={staticBackdrop ? keepOpen : undefined}
          onInteractOutside={staticBackdrop ? keepOpen : undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-white p-5 shadow-2xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(92vw,28rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-ink-900">{title}</Dialog.Title>
            <Dialog.Close aria-label={t('pages:auth.close')} className={iconButtonClassName('ghost', '-mt-2 -mr-2')}>
              <StrokeIcon strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </StrokeIcon>
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-ink-600">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
