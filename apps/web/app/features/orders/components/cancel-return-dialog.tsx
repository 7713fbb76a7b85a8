import { useTranslation } from 'react-i18next';
import { buttonClassName } from '~/components/ui/button';
import { ConfirmDialog, ConfirmDialogAction, ConfirmDialogCancel } from '~/components/ui/dialog';
import { errorText } from '~/lib/error-text';
import { showToast } from '~/lib/toast';
import { useCancelReturn } from '../api/change-order';

/** Withdraw a return while it is still under review (SPEC §4 return status: cancelled). */
export default function CancelReturnDialog({
  returning,
  onClose,
}: {
  returning: { id: number; returnNo: string } | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const withdraw = useCancelReturn();
  return (
    <ConfirmDialog
      open={returning !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('checkout:orders.return_cancel.title', { returnNo: returning?.returnNo ?? '' })}
      description={t('checkout:orders.return_cancel.body')}
      testId="cancel-return-dialog"
    >
      <ConfirmDialogCancel className={buttonClassName('secondary')}>
        {t('checkout:orders.return_cancel.keep')}
      </ConfirmDialogCancel>
      <ConfirmDialogAction
        className={buttonClassName('primary')}
        data-testid="cancel-return-confirm"
        onClick={() => {
          if (!returning) return;
          withdraw.mutate(returning.id, {
            onSuccess: () => showToast(t('checkout:orders.return_cancel.done')),
            onError: (error) => showToast(errorText(error)),
          });
        }}
      >
        {t('checkout:orders.return_cancel.confirm')}
      </ConfirmDialogAction>
    </ConfirmDialog>
  );
}
