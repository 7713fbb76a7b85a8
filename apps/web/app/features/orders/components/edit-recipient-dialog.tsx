import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { FormAlert } from '~/components/ui/form-field';
import { errorText } from '~/lib/error-text';
import { showToast } from '~/lib/toast';
import { useEditRecipient, useRefreshOrders } from '../api/change-order';
import type { RecipientPicker } from '../order-facts';

/**
 * SPEC §4 edit recipient: the new recipient is chosen from the member's address book (where a new
 * address can be added too). Once the order ships the server refuses, and its words are shown here.
 */
export default function EditRecipientDialog({
  orderId,
  recipientPicker,
  open,
  onOpenChange,
}: {
  orderId: number;
  recipientPicker: RecipientPicker;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const edit = useEditRecipient();
  const [addressId, setAddressId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = useRefreshOrders();
  const close = () => {
    onOpenChange(false);
    if (failure) refresh();
  };

  function save() {
    if (addressId === null) return;
    setFailure(null);
    edit.mutate(
      { orderId, memberReceiveAddressId: addressId },
      {
        onSuccess: () => {
          onOpenChange(false);
          showToast(t('checkout:orders.recipient.done'));
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !edit.isPending && (next ? onOpenChange(true) : close())}
      title={t('checkout:orders.recipient.title')}
      description={t('checkout:orders.recipient.hint')}
      closeLabel={t('checkout:orders.recipient.close')}
      width="wide"
      testId="edit-recipient-dialog"
    >
      <div className="mt-4 flex flex-col gap-4">
        {recipientPicker(setAddressId)}
        <FormAlert>{failure}</FormAlert>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={edit.isPending}>
            {t('checkout:orders.recipient.close')}
          </Button>
          <Button
            onClick={save}
            disabled={addressId === null || edit.isPending}
            aria-busy={edit.isPending}
            data-testid="edit-recipient-save"
          >
            {edit.isPending ? t('checkout:orders.recipient.saving') : t('checkout:orders.recipient.save')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
