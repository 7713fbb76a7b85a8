import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '~/components/ui/button';
import type { ActionableOrder, RecipientPicker } from '../order-facts';

// Dialogs load when a member opens one (docs/decisions/dialogs-load-on-demand.md).
const CancelOrderDialog = lazy(() => import('./cancel-order-dialog'));
const EditRecipientDialog = lazy(() => import('./edit-recipient-dialog'));

type OpenDialog = 'cancel' | 'recipient' | null;

/**
 * The moves an order's state allows now (the server says which: `actions`), the same on a list
 * card and on the detail page. Pay goes to /order-pay/{id}; Apply for a return opens the form on
 * the detail page, which knows which lines may be returned.
 */
export function OrderActions({
  order,
  recipientPicker,
  onApplyReturn,
  showView,
}: {
  order: ActionableOrder;
  recipientPicker: RecipientPicker;
  /** The detail page opens its form in place; without it the button leads there. */
  onApplyReturn?: () => void;
  showView: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<OpenDialog>(null);
  const [opened, setOpened] = useState<Set<OpenDialog>>(new Set());
  const trigger = useRef<HTMLElement | null>(null);
  const show = (dialog: Exclude<OpenDialog, null>, event: MouseEvent<HTMLElement>) => {
    trigger.current = event.currentTarget;
    setOpened((current) => new Set(current).add(dialog));
    setOpen(dialog);
  };
  // The dialogs have no Radix trigger: focus goes back to the button that opened one, while it is still there.
  const close = () => {
    setOpen(null);
    window.requestAnimationFrame(() => {
      if (trigger.current?.isConnected) trigger.current.focus();
    });
  };
  const { actions } = order;
  const any = actions.pay || actions.cancel || actions.editRecipient || actions.applyReturn || showView;

  // A dialog outlives its button: a refusal (the order shipped meanwhile) is shown until the member closes it.
  return (
    <>
      {any && (
        <div
          role="group"
          aria-label={t('checkout:orders.actions.label', { orderNo: order.orderNo })}
          className="flex flex-wrap justify-end gap-2"
          data-testid="order-actions"
        >
          {actions.cancel && (
            <Button variant="ghost" onClick={(event) => show('cancel', event)} data-testid="order-cancel">
              {t('checkout:orders.actions.cancel')}
            </Button>
          )}
          {actions.editRecipient && (
            <Button variant="ghost" onClick={(event) => show('recipient', event)} data-testid="order-edit-recipient">
              {t('checkout:orders.actions.edit_recipient')}
            </Button>
          )}
          {actions.applyReturn &&
            (onApplyReturn ? (
              <Button variant="secondary" onClick={onApplyReturn} data-testid="order-apply-return">
                {t('checkout:orders.actions.apply_return')}
              </Button>
            ) : (
              <Link
                to={`/order/${order.id}?apply=return`}
                className={buttonClassName('secondary')}
                data-testid="order-apply-return"
              >
                {t('checkout:orders.actions.apply_return')}
              </Link>
            ))}
          {showView && (
            <Link to={`/order/${order.id}`} className={buttonClassName('secondary')} data-testid="order-view">
              {t('checkout:orders.actions.view')}
            </Link>
          )}
          {actions.pay && (
            <Link to={`/order-pay/${order.id}`} className={buttonClassName('primary')} data-testid="order-pay">
              {t('checkout:orders.actions.pay')}
            </Link>
          )}
        </div>
      )}
      <Suspense fallback={null}>
        {opened.has('cancel') && (
          <CancelOrderDialog
            order={order}
            open={open === 'cancel'}
            onOpenChange={(next) => (next ? setOpen('cancel') : close())}
          />
        )}
        {opened.has('recipient') && (
          <EditRecipientDialog
            orderId={order.id}
            recipientPicker={recipientPicker}
            open={open === 'recipient'}
            onOpenChange={(next) => (next ? setOpen('recipient') : close())}
          />
        )}
      </Suspense>
    </>
  );
}
