import { useTranslation } from 'react-i18next';
import { buttonClassName } from '~/components/ui/button';
import { ConfirmDialog, ConfirmDialogAction, ConfirmDialogCancel } from '~/components/ui/dialog';

export interface ClearHistoryDialogProps {
  open: boolean;
  /** The type's name in the page language (products, courses …): only that tab is cleared. */
  type: string;
  onConfirm(): void;
  onOpenChange(open: boolean): void;
}

/** Asks before a whole tab of browse history is cleared; Escape and Cancel keep it (issue 34). */
export default function ClearHistoryDialog({ open, type, onConfirm, onOpenChange }: ClearHistoryDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('collections:history.clear_title')}
      description={t('collections:history.clear_body', { type })}
      testId="clear-history-confirm"
    >
      <ConfirmDialogCancel className={buttonClassName('secondary')}>
        {t('collections:history.clear_cancel')}
      </ConfirmDialogCancel>
      <ConfirmDialogAction className={buttonClassName('primary')} onClick={onConfirm}>
        {t('collections:history.clear_confirm')}
      </ConfirmDialogAction>
    </ConfirmDialog>
  );
}
