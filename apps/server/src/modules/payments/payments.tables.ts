import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { PAYMENT_FAILURE_REASONS, PAYMENT_STATUS_VALUES } from '@wellfit/contracts/payment';
import { createdAt, idColumn, primaryId, timestampColumn, updatedAt } from '../../db/columns.ts';
import { orders } from '../orders/orders.tables.ts';

/** One attempt to pay an order (an unpaid order may be paid again, SPEC §4). */
export const payments = pgTable(
  'payments',
  {
    id: primaryId(),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** SPEC §9: channel 41 (card through the payment provider). */
    channel: smallint('channel').notNull(),
    provider: varchar('provider', { length: 16 }).notNull().default('ecpay'),
    merchantTradeNo: varchar('merchant_trade_no', { length: 32 }).notNull().unique(),
    providerTradeNo: varchar('provider_trade_no', { length: 64 }),
    amount: integer('amount').notNull(),
    status: varchar('status', { length: 16, enum: PAYMENT_STATUS_VALUES }).notNull().default('pending'),
    failureReason: text('failure_reason'),
    /** The provider's notification as received, for support and reconciliation. */
    providerPayload: jsonb('provider_payload'),
    paidAt: timestampColumn('paid_at'),
    /** The client's key for this attempt: a retried or double-clicked pay call finds the same row. */
    requestKey: varchar('request_key', { length: 64 }),
    /** The gateway's token for its card form (SPEC §7 credential.creInfo). */
    creInfo: text('cre_info'),
    /** Where the gateway asked the shopper to verify (3-D Secure), kept to answer a retried charge the same. */
    threeDUrl: text('three_d_url'),
    /** When the charge call was made (a second charge of one attempt is refused). */
    chargedAt: timestampColumn('charged_at'),
    /**
     * What this payment's pending and succeeded refunds take together (refunds.tables.ts). Raised
     * by a conditional update that keeps it within amount, so refunds never exceed the payment.
     */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_id_idx').on(t.orderId),
    unique('payments_order_request_key_unique').on(t.orderId, t.requestKey),
    check('payments_refunds_within_amount', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
  ],
);

export const SIMULATED_TRADE_STATUSES = ['created', 'awaiting_3ds', 'paid', 'failed'] as const;

/**
 * The local card gateway's own ledger (docs/decisions/payment-simulator.md): what ECPay keeps
 * on its side, so the simulator answers a trade query from its own state as ECPay would.
 */
export const simulatedGatewayTrades = pgTable('simulated_gateway_trades', {
  merchantTradeNo: varchar('merchant_trade_no', { length: 32 }).primaryKey(),
  gatewayTradeNo: varchar('gateway_trade_no', { length: 20 }).notNull().unique(),
  token: varchar('token', { length: 64 }).notNull().unique(),
  amount: integer('amount').notNull(),
  status: varchar('status', { length: 16, enum: SIMULATED_TRADE_STATUSES }).notNull().default('created'),
  payToken: varchar('pay_token', { length: 64 }).unique(),
  cardLast4: varchar('card_last4', { length: 4 }),
  /** Which test card was used, deciding the 3-D outcome. */
  cardOutcome: varchar('card_outcome', { length: 16 }),
  threeDToken: varchar('three_d_token', { length: 64 }).unique(),
  /** Why a failed trade failed: declined at charge, 3-D failed, or the shopper cancelled on the 3-D page. */
  failure: varchar('failure', { length: 24, enum: PAYMENT_FAILURE_REASONS }),
  returnUrl: text('return_url').notNull(),
  orderResultUrl: text('order_result_url').notNull(),
  failureUrl: text('failure_url').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The simulator's refunds of a paid trade, as ECPay keeps them: what was given back, by which action. */
export const simulatedGatewayRefunds = pgTable('simulated_gateway_refunds', {
  id: primaryId(),
  merchantTradeNo: varchar('merchant_trade_no', { length: 32 })
    .notNull()
    .references(() => simulatedGatewayTrades.merchantTradeNo, { onDelete: 'cascade' }),
  /** The shop's refund number: asking again with it answers the same refund. */
  refundNo: varchar('refund_no', { length: 32 }).notNull().unique(),
  amount: integer('amount').notNull(),
  action: varchar('action', { length: 8, enum: ['void', 'refund'] }).notNull(),
  createdAt: createdAt(),
});
