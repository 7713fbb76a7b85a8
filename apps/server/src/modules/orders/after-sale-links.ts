import type { ServiceContext } from '../../context.ts';

/*
 * The two services of other modules the order's life after the sale calls: the refunds module's
 * requestRefund and listOrderRefunds, and the invoices module's listOrderAllowances (signatures in
 * the issue 35 interface notes). They are reached only through this file, so the orders and
 * returns modules name each in one place.
 */

export type RefundRequester = { kind: 'member' } | { kind: 'operator'; operatorId: number } | { kind: 'system' };
export type RefundReason = 'order_cancelled' | 'return_completed' | 'late_payment' | 'operator_refund';

export interface RefundRequest {
  orderId: number;
  amount?: number;
  reason: RefundReason;
  note?: string;
  lines?: { orderItemId: number; quantity: number; amount: number }[];
  returnRequestId?: number;
  requestedBy: RefundRequester;
  idempotencyKey: string;
}

export interface RequestedRefund {
  id: number;
  refundNo: string;
  amount: number;
  status: 'pending' | 'succeeded' | 'failed';
}

export interface OrderRefundRow {
  id: number;
  refundNo: string;
  amount: number;
  status: 'pending' | 'succeeded' | 'failed';
  reason: string;
  returnRequestId: number | null;
  createdAt: Date;
  succeededAt: Date | null;
}

export interface OrderAllowanceRow {
  allowanceNo: string | null;
  amount: number;
  status: 'pending' | 'issued' | 'voided';
  issuedAt: Date | null;
}

/** Asks for a refund inside the caller's transaction (refunds.service requestRefund). */
export async function requestOrderRefund(_ctx: ServiceContext, _request: RefundRequest): Promise<RequestedRefund> {
  // Replaced by the refunds module's requestRefund once its branch is merged (wave3-refunds).
  throw new Error('refunds module not merged yet: requestRefund is unavailable');
}

/** The order's refunds, oldest first (refunds.service listOrderRefunds). */
export async function refundsOfOrder(_ctx: ServiceContext, _orderId: number): Promise<OrderRefundRow[]> {
  // Until the refunds branch is merged no refund can exist.
  return [];
}

/** The order's invoice allowances (invoices.service listOrderAllowances). */
export async function allowancesOfOrder(_ctx: ServiceContext, _orderId: number): Promise<OrderAllowanceRow[]> {
  // Until the refunds branch (which builds allowances) is merged no allowance can exist.
  return [];
}
