import type { CancelOrderAnswer } from '@wellfit/contracts/orders';
import type { ServiceContext } from '../../context.ts';
import { findMemberAddress } from '../addresses/addresses.service.ts';
import { cancelOrder, changeOrderRecipient, type AddressSnapshot } from '../orders/orders.service.ts';

/*
 * The member's own moves of an order (SPEC §4 unpaid-order actions, edit recipient), as the
 * member routes call them: each a single service call.
 */

/** The member cancels their order with a reason; a paid one is refunded in full (orders.service cancelOrder). */
export async function cancelMemberOrder(
  ctx: ServiceContext,
  userId: number,
  body: { orderId: number; reason: string; requestKey: string },
): Promise<CancelOrderAnswer> {
  const moved = await cancelOrder(
    ctx,
    body.orderId,
    { actor: 'member', userId },
    body.reason,
    `${userId}:${body.requestKey}`,
  );
  return {
    orderId: moved.orderId,
    status: 'cancelled',
    refund: moved.refund
      ? { refundNo: moved.refund.refundNo, amount: moved.refund.amount, status: moved.refund.status }
      : null,
  };
}

/** The order's recipient becomes one of the member's saved addresses, until the order ships. */
export async function changeRecipientFromAddressBook(
  ctx: ServiceContext,
  userId: number,
  body: { orderId: number; memberReceiveAddressId: number },
): Promise<{ orderId: number; recipient: AddressSnapshot }> {
  const address = await findMemberAddress(ctx, userId, body.memberReceiveAddressId);
  // The same snapshot checkout takes of the address (checkout.service placeOrder).
  const recipient: AddressSnapshot = {
    name: `${address.lastName}${address.firstName}`,
    phone: address.mobile,
    city: address.city,
    region: address.region,
    zipCode: address.zipCode,
    detailAddress: address.detailAddress,
  };
  await changeOrderRecipient(ctx, userId, body.orderId, recipient);
  return { orderId: body.orderId, recipient };
}
