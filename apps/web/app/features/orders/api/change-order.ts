import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ORDER_PATHS,
  applyReturnBody,
  cancelOrderAnswer,
  cancelOrderBody,
  cancelReturnBody,
  editRecipientAnswer,
  editRecipientBody,
  returnAnswer,
  type ApplyReturnBody,
  type CancelOrderAnswer,
  type CancelOrderBody,
  type EditRecipientBody,
  type ReturnAnswer,
} from '@wellfit/contracts/orders';
import { CONTACT_ATTACHMENT_FIELD } from '@wellfit/contracts/support';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { orderKeys } from './order-query-keys';

/*
 * What a member does to an order after checkout (SPEC §4): cancel, change the recipient, apply
 * for a return and withdraw it. Each call is checked by its contract before it leaves, shows its
 * own refusal (the dialogs say it beside the form, so the toast is muted), and on success every
 * order query is asked again: the list's tabs, the detail and the payment pages all change.
 */

/** POST /api/web/mall/order/cancel: pending → cancelled, or paid and unshipped → cancelled and refunded. */
export async function cancelOrder(body: CancelOrderBody): Promise<CancelOrderAnswer> {
  return parseAnswer(
    cancelOrderAnswer,
    await apiClient.post(ORDER_PATHS.cancel, cancelOrderBody.parse(body), { muteToast: true }),
  );
}

/** POST /api/web/mall/order/recipient: the new recipient from the address book, until the order ships. */
export async function editRecipient(body: EditRecipientBody): Promise<void> {
  parseAnswer(
    editRecipientAnswer,
    await apiClient.post(ORDER_PATHS.recipient, editRecipientBody.parse(body), { muteToast: true }),
  );
}

/** POST /api/web/mall/return/apply as multipart: the request as JSON in `payload`, beside up to 2 files. */
export async function applyReturn(body: ApplyReturnBody, files: readonly File[]): Promise<ReturnAnswer> {
  const form = new FormData();
  form.append('payload', JSON.stringify(applyReturnBody.parse(body)));
  for (const file of files) form.append(CONTACT_ATTACHMENT_FIELD, file);
  return parseAnswer(returnAnswer, await apiClient.post(ORDER_PATHS.returnApply, form, { muteToast: true }));
}

/** POST /api/web/mall/return/cancel: withdraw a return still under review. */
export async function cancelReturn(returnId: number): Promise<ReturnAnswer> {
  return parseAnswer(
    returnAnswer,
    await apiClient.post(ORDER_PATHS.returnCancel, cancelReturnBody.parse({ returnId }), { muteToast: true }),
  );
}

function useOrderChange<Variables, Answer>(change: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/**
 * After a refusal the order has usually moved on (shipped, paid, lapsed): its queries are asked
 * again once the dialog that shows the refusal closes, so the words stay on screen until then.
 */
export function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: orderKeys.all });
}

export const useCancelOrder = () => useOrderChange(cancelOrder);
export const useEditRecipient = () => useOrderChange(editRecipient);
export const useApplyReturn = () =>
  useOrderChange(({ body, files }: { body: ApplyReturnBody; files: readonly File[] }) => applyReturn(body, files));
export const useCancelReturn = () => useOrderChange(cancelReturn);
