import type { ReactNode } from 'react';
import { AlertDialog, Dialog as RadixDialog } from 'radix-ui';
import { iconButtonClassName, StrokeIcon } from './icon';

/*
 * The one dialog primitive of the shop (Radix: focus kept inside, Escape, focus returned, the
 * page behind made inert). `Dialog` holds a task (a form, a choice of options) and rises from the
 * bottom edge on a phone; `ConfirmDialog` asks one question with two answers, centred everywhere.
 * A phone's side or bottom menu is `Sheet` (sheet.tsx). Like every dialog, load the component that
 * uses these lazily: a visitor who never opens one never downloads it
 * (docs/decisions/dialogs-load-on-demand.md).
 */

const OVERLAY = 'fixed inset-0 z-50 bg-ink-900/50';

const DIALOG_WIDTHS = { regular: 'sm:w-[min(92vw,28rem)]', wide: 'sm:w-[min(92vw,32rem)]' } as const;

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** Shown under the title and read when the dialog opens; without one, the title is read. */
  description?: string;
  /** The close button's accessible name; without one the dialog has no close button. */
  closeLabel?: string;
  /** The backdrop and Escape do not close it (only its own buttons do). */
  staticBackdrop?: boolean;
  width?: keyof typeof DIALOG_WIDTHS;
  testId: string;
  children: ReactNode;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  staticBackdrop = false,
  width = 'regular',
  testId,
  children,
}: DialogProps) {
  const keepOpen = (event: Event) => event.preventDefault();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={OVERLAY} />
        <RadixDialog.Content
          data-testid={testId}
          onEscapeKeyDown={staticBackdrop ? keepOpen : undefined}
          onPointerDownOutside={staticBackdrop ? keepOpen : undefined}
          onInteractOutside={staticBackdrop ? keepOpen : undefined}
          className={`fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-white p-5 shadow-2xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-6 ${DIALOG_WIDTHS[width]}`}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-bold text-ink-900">{title}</RadixDialog.Title>
            {closeLabel && (
              <RadixDialog.Close aria-label={closeLabel} className={iconButtonClassName('ghost', '-mt-2 -mr-2')}>
                <StrokeIcon strokeLinecap="round">
                  <path d="M6 6l12 12M18 6L6 18" />
                </StrokeIcon>
              </RadixDialog.Close>
            )}
          </div>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-ink-600">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  testId: string;
  /**
   * The two answers. `ConfirmDialogCancel` and `ConfirmDialogAction` close the dialog when
   * pressed; plain buttons leave closing to their handler (a flow that goes on elsewhere).
   */
  children: ReactNode;
}

/** One question, two answers; Escape is the cancel answer. */
export function ConfirmDialog({ open, onOpenChange, title, description, testId, children }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={OVERLAY} />
        <AlertDialog.Content
          data-testid={testId}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl"
        >
          <AlertDialog.Title className="text-lg font-bold text-ink-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 break-words text-ink-600">{description}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">{children}</div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export const ConfirmDialogCancel = AlertDialog.Cancel;
export const ConfirmDialogAction = AlertDialog.Action;
