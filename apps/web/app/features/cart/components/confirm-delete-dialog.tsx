import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { buttonClassName } from '~/components/ui/button';
import { ConfirmDialog, ConfirmDialogAction, ConfirmDialogCancel } from '~/components/ui/dialog';

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
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={onOpenChange}
      title={t('cart:delete.title')}
      description={pending && question(pending, t)}
      testId="cart-delete-confirm"
    >
      <ConfirmDialogCancel className={buttonClassName('secondary')}>{t('cart:delete.cancel')}</ConfirmDialogCancel>
      <ConfirmDialogAction className={buttonClassName('primary')} onClick={onConfirm}>
        {t('cart:delete.confirm')}
      </ConfirmDialogAction>
    </ConfirmDialog>
  );
}
