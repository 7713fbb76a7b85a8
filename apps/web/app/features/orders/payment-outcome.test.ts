import { describe, expect, it } from 'vitest';
import type { OrderDetailAnswer } from '@wellfit/contracts/checkout';
import { isPayable, paymentOutcomeOf } from './payment-outcome';

const NOW = Date.parse('2026-12-02T02:00:00Z');

function order(
  status: OrderDetailAnswer['status'],
  payment?: Partial<NonNullable<OrderDetailAnswer['payment']>>,
  expiresAt: string | null = '2026-12-02T02:10:00Z',
): OrderDetailAnswer {
  return {
    status,
    expiresAt: status === 'pending' ? expiresAt : null,
    payment: payment && {
      status: 'pending',
      method: null,
      amount: 1000,
      paidAt: null,
      failureReason: null,
      ...payment,
    },
  } as OrderDetailAnswer;
}

describe('what happened to an order’s payment', () => {
  it('reads the order, not the address the gateway sent the browser to', () => {
    expect(paymentOutcomeOf(order('unshipped', { status: 'succeeded' }))).toBe('paid');
    expect(paymentOutcomeOf(order('completed'))).toBe('paid');
    expect(paymentOutcomeOf(order('returned', { status: 'refunded' }))).toBe('paid');
    expect(paymentOutcomeOf(order('pending'))).toBe('unpaid');
    expect(paymentOutcomeOf(order('pending', { status: 'pending' }))).toBe('confirming');
    expect(paymentOutcomeOf(order('pending', { status: 'failed', failureReason: 'declined' }))).toBe('failed');
    expect(paymentOutcomeOf(order('invalid', { status: 'failed' }))).toBe('expired');
    expect(paymentOutcomeOf(order('cancelled'))).toBe('cancelled');
  });

  it('offers payment only for an unpaid order before its deadline', () => {
    expect(isPayable(order('pending'), NOW)).toBe(true);
    expect(isPayable(order('pending', undefined, '2026-12-02T01:59:59Z'), NOW)).toBe(false);
    expect(isPayable(order('unshipped'), NOW)).toBe(false);
    expect(isPayable(order('invalid'), NOW)).toBe(false);
  });
});
