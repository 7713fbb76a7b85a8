import type { ReactNode, RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { iconButtonClassName, StrokeIcon } from './icon';

const SIDES = {
  left: 'inset-y-0 left-0 w-[min(85vw,20rem)] flex-col p-4',
  bottom:
    'inset-x-0 bottom-0 max-h-[85dvh] flex-col gap-5 overflow-y-auto rounded-t-3xl p-4 pb-[max(1rem,env(safe-area-inset-bottom))]',
} as const;

interface SheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opens the sheet lives outside the dialog, so focus is handed back to it by hand. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  /** `left` slides in a side panel (the menu), `bottom` a sheet from the bottom edge (filters). */
  side: keyof typeof SIDES;
  title: string;
  closeLabel: string;
  /** Read by screen readers when the sheet opens. */
  description: string;
  testId: string;
  children: ReactNode;
}

/**
 * A phone's sheet (below 768 px): a Radix dialog with a title row and a close button, focus kept
 * inside, Escape and the backdrop closing it, and focus returned to the button that opened it.
 * Load it lazily with what it shows: a visitor who never opens it never downloads it.
 */
export function Sheet({
  open,
  onOpenChange,
  returnFocusTo,
  side,
  title,
  closeLabel,
  description,
  testId,
  children,
}: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink-900/40 md:hidden" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={`fixed z-50 flex bg-white shadow-2xl md:hidden ${SIDES[side]}`}
          data-testid={testId}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-ink-900">{title}</Dialog.Title>
            <Dialog.Close aria-label={closeLabel} className={iconButtonClassName('ghost', '-mr-2')}>
              <StrokeIcon strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </StrokeIcon>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
