import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { ORDER_CANCEL_REASONS, cancelOrderBody, type OrderCancelReason } from '@wellfit/contracts/orders';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { FormAlert } from '~/components/ui/form-field';
import { errorText, fieldErrorText } from '~/lib/error-text';
import { newRequestKey } from '~/lib/request-key';
import { showToast } from '~/lib/toast';
import { useCancelOrder, useRefreshOrders } from '../api/change-order';
import type { ActionableOrder } from '../order-facts';

const reasonForm = cancelOrderBody.pick({ reason: true });
type ReasonFields = { reason: OrderCancelReason | '' };

/**
 * SPEC §4: an unpaid order is cancelled with a reason chosen from a list; a paid one not yet
 * shipped too, and then its payment comes back in full (the dialog says so before the member
 * confirms). One request key per opening: a double press or a resend cancels once.
 */
export default function CancelOrderDialog({
  order,
  open,
  onOpenChange,
}: {
  order: ActionableOrder;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const [requestKey] = useState(newRequestKey);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = useRefreshOrders();
  const close = () => {
    onOpenChange(false);
    if (failure) refresh();
  };
  const groupId = useId();
  const paid = order.status !== 'pending';
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ReasonFields, unknown, { reason: OrderCancelReason }>({
    resolver: zodResolver(reasonForm) as never,
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' });

  const submit = handleSubmit(({ reason: chosen }) => {
    setFailure(null);
    cancel.mutate(
      { orderId: order.id, reason: chosen, requestKey },
      {
        onSuccess: () => {
          onOpenChange(false);
          showToast(t(paid ? 'checkout:orders.cancel.done_refund' : 'checkout:orders.cancel.done'));
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !cancel.isPending && (next ? onOpenChange(true) : close())}
      title={t('checkout:orders.cancel.title', { orderNo: order.orderNo })}
      description={
        paid
          ? t('checkout:orders.cancel.paid_note', { amount: order.formatPayAmount })
          : t('checkout:orders.cancel.unpaid_note')
      }
      closeLabel={t('checkout:orders.recipient.close')}
      testId="cancel-order-dialog"
    >
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <fieldset aria-describedby={errors.reason ? `${groupId}-error` : undefined}>
          <legend className="mb-2 text-sm font-medium text-ink-800">{t('checkout:orders.cancel.reason')}</legend>
          <div className="flex flex-col gap-1">
            {ORDER_CANCEL_REASONS.map((entry) => (
              <label
                key={entry}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 ring-1 ring-ink-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
              >
                <input type="radio" value={entry} className="size-5 accent-brand-600" {...register('reason')} />
                <span className="text-sm text-ink-800">{t(`checkout:orders.cancel_reason.${entry}`)}</span>
              </label>
            ))}
          </div>
          {errors.reason && (
            <p id={`${groupId}-error`} role="alert" className="mt-1 text-sm text-red-700">
              {fieldErrorText(errors.reason, t('checkout:orders.cancel.reason'))}
            </p>
          )}
        </fieldset>
        <FormAlert>{failure}</FormAlert>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={cancel.isPending}>
            {t('checkout:orders.cancel.keep')}
          </Button>
          <Button
            type="submit"
            disabled={reason === '' || cancel.isPending}
            aria-busy={cancel.isPending}
            data-testid="cancel-order-confirm"
          >
            {cancel.isPending ? t('checkout:orders.cancel.working') : t('checkout:orders.cancel.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
