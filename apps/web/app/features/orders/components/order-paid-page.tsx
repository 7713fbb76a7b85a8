import { PaymentResult } from './payment-result';

/**
 * /order-paid/{id}: where the card provider sends the member back after a successful 3-D check,
 * and where a free order lands. It says what the order's payment really is (payment-result.tsx).
 */
export function OrderPaidPage({ orderId }: { orderId: number }) {
  return <PaymentResult orderId={orderId} arrivedAt="paid" />;
}
