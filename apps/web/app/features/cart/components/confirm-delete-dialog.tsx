import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { AlertDialog } from 'radix-ui';
import { buttonClassName } from '~/components/ui/button';

/**
 * What would be removed, worded for it: one row names its product; "delete selected" counts the
 * selection; clearing the unavailable lines says so.
 */
export type PendingCartDelete =
  | { ids: number[]; kind: 'row'; name: string }
  | { ids: number[]; kind: 'selected' }
  | { ids: number[]; kind: 'invalid' };

export interface ConfirmDeleteDialogProps {
  pending: PendingCartDelete | null;
  onConfirm(): void;
  onOpenChange(open: boolean): void;
}

function question(pending: PendingCartDelete, t: TFunction): string {
  if (pending.kind === 'row') return t('cart:delete.body_row', { name: pending.name });
  if (pending.kind === 'invalid') return t('cart:delete.body_invalid', { count: pending.ids.length });
  return t('cart:delete.body', { count: pending.ids.length });
}

/** Asks before cart lines are removed; Escape and Cancel keep them. */
export function ConfirmDeleteDialog({ pending, onConfirm, onOpenChange }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open={pending !== null} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <AlertDialog.Content
          data-testid="cart-delete-confirm"
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,24rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl"
        >
          <AlertDialog.Title className="text-lg font-bold text-ink-900">{t('cart:delete.title')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-600">
            {pending && question(pending, t)}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClassName('secondary')}>{t('cart:delete.cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClassName('primary')} onClick={onConfirm}>
              {t('cart:delete.confirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
