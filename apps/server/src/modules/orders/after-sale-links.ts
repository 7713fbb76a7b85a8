import type { ServiceContext } from '../../context.ts';

/*
 * The services of other modules the order's life after the sale calls: the refunds module's
 * requestRefund and listOrderRefunds, and the invoices module's listOrderAllowances (signatures in
 * the issue 35 interface notes).
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

/**
 * The refunds and invoices modules' services the orders and returns modules call. They are handed
 * in by the app (app.ts linkAfterSale), as the refunds module is handed the order hooks: the
 * refunds and invoices modules read orders, so orders may not import them back.
 */
export interface AfterSaleLinks {
  requestRefund(ctx: ServiceContext, request: RefundRequest): Promise<RequestedRefund>;
  listOrderRefunds(ctx: ServiceContext, orderId: number): Promise<OrderRefundRow[]>;
  listOrderAllowances(ctx: ServiceContext, orderId: number): Promise<OrderAllowanceRow[]>;
  /** A short-lived address of a private file (a return's attachment), for a viewer already checked. */
  signPrivateFile(storageKey: string): Promise<string>;
}

let links: AfterSaleLinks | undefined;

/** Called once at start-up by the app (again by each test app: the same functions). */
export function linkAfterSale(services: AfterSaleLinks): void {
  links = services;
}

function linked(): AfterSaleLinks {
  if (!links) throw new Error('linkAfterSale was not called: the app wires the refunds and invoices services');
  return links;
}

/** Asks for a refund inside the caller's transaction (refunds.service requestRefund). */
export function requestOrderRefund(ctx: ServiceContext, request: RefundRequest): Promise<RequestedRefund> {
  return linked().requestRefund(ctx, request);
}

/** The order's refunds (refunds.service listOrderRefunds). */
export function refundsOfOrder(ctx: ServiceContext, orderId: number): Promise<OrderRefundRow[]> {
  return linked().listOrderRefunds(ctx, orderId);
}

/** The order's invoice allowances (invoices.service listOrderAllowances). */
export function allowancesOfOrder(ctx: ServiceContext, orderId: number): Promise<OrderAllowanceRow[]> {
  return linked().listOrderAllowances(ctx, orderId);
}

/**
 * The address a return's attachment is shown at: a short-lived signed one for the storage key the
 * return keeps (the member who sent it and operators are the only readers of an order's detail).
 */
export function privateFileAddress(storageKey: string): Promise<string> {
  return linked().signPrivateFile(storageKey);
}
