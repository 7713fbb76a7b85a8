import type { OrderDetailAnswer } from '@wellfit/contracts/checkout';

/**
 * What happened to an order's payment, read from the order itself (never from the address the
 * gateway sent the browser to: its notification may not have arrived, or may have raced another):
 * - paid: the order moved past pending (a free order does at once); a returned order was paid too;
 * - confirming: unpaid, its latest attempt still open (the gateway's answer is on its way);
 * - failed: unpaid, its latest attempt failed (the order can still be paid before its deadline);
 * - unpaid: unpaid, no attempt open or failed (the member never got to the card, or it was cancelled);
 * - expired: unpaid past its time and lapsed (status invalid); cancelled: cancelled.
 */
export type PaymentOutcome = 'paid' | 'confirming' | 'failed' | 'unpaid' | 'expired' | 'cancelled';

export function paymentOutcomeOf(order: OrderDetailAnswer): PaymentOutcome {
  switch (order.status) {
    case 'invalid':
      return 'expired';
    case 'cancelled':
      return 'cancelled';
    case 'pending':
      if (order.payment?.status === 'failed') return 'failed';
      if (order.payment?.status === 'pending' || order.payment?.status === 'succeeded') return 'confirming';
      return 'unpaid';
    default:
      return 'paid';
  }
}

/** An unpaid order whose payment deadline has not passed: the only kind offered "pay again". */
export function isPayable(order: OrderDetailAnswer, now = Date.now()): boolean {
  return order.status === 'pending' && order.expiresAt !== null && new Date(order.expiresAt).getTime() > now;
}
