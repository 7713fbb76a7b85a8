import { z } from 'zod';
import { PAYMENT } from './constants';
import { requestKeySchema } from './validation';

/*
 * SPEC §7 Payment: card payment through the gateway's in-site form (ECPay 站內付 2.0, or the
 * local simulator: docs/decisions/payment-simulator.md). Both calls carry the client's
 * `requestKey` (not in SPEC): one per pay attempt, so a double click or a retry is the same
 * attempt and never a second charge.
 */

export const PAYMENT_PATHS = {
  start: '/api/web/pay/payment',
  charge: '/api/web/pay/ecpay/payment',
  /** The gateway's server-to-server notification (ECPay ReturnURL): a form post, answered `1|OK`. */
  notify: '/api/web/pay/ecpay/notify',
} as const;

const orderIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** POST /api/web/pay/payment. */
export const startPaymentBody = z.object({
  orderId: orderIdSchema,
  channel: z.literal(PAYMENT.channel),
  orderSource: z.literal(PAYMENT.orderSource),
  orderType: z.literal(PAYMENT.orderType),
  requestKey: requestKeySchema,
});
export type StartPaymentBody = z.infer<typeof startPaymentBody>;

export const PAYMENT_GATEWAYS = ['simulator', 'ecpay'] as const;

/** SPEC §4 order detail: the payment methods (credit card, Weixin pay, Alipay, redeem code). */
export const PAYMENT_METHODS = ['credit_card', 'weixin_pay', 'alipay', 'redeem_code'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A payment attempt's states. */
export const PAYMENT_STATUS_VALUES = ['pending', 'succeeded', 'failed', 'refunded', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUS_VALUES)[number];

/**
 * Why a card payment attempt failed, as the payments table records it and the order detail
 * answers it: the card was declined at the charge, 3-D verification failed, the shopper cancelled
 * on the 3-D page, the gateway could not be reached, or anything else (payment_failed; older rows
 * with free text read as that too).
 */
export const PAYMENT_FAILURE_REASONS = [
  'declined',
  'three_d_failed',
  'three_d_cancelled',
  'gateway_unreachable',
  'payment_failed',
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

export const startPaymentAnswer = z.object({
  credential: z.object({
    /** The gateway's token for its card form (ECPay's Token from GetTokenbyTrade). */
    creInfo: z.string(),
    gateway: z.enum(PAYMENT_GATEWAYS),
    /** The simulator's card form to show in a frame; null for ECPay (its SDK draws the form). */
    cardFormUrl: z.string().nullable(),
  }),
});
export type StartPaymentAnswer = z.infer<typeof startPaymentAnswer>;

/** POST /api/web/pay/ecpay/payment: SPEC's field name PayToken. */
export const chargePaymentBody = z.object({
  orderId: orderIdSchema,
  channel: z.literal(PAYMENT.channel),
  PayToken: z.string().min(1).max(128),
  requestKey: requestKeySchema,
});
export type ChargePaymentBody = z.infer<typeof chargePaymentBody>;

export const chargePaymentAnswer = z.object({
  TransMsg: z.string(),
  /** Where the browser goes to verify the card (3-D Secure). */
  ThreeDInfo: z.object({ ThreeDURL: z.string() }),
});
export type ChargePaymentAnswer = z.infer<typeof chargePaymentAnswer>;

/** The message the simulator's card frame posts to the page that shows it. */
export const SIMULATED_PAY_TOKEN_MESSAGE = 'simulated-gateway:pay-token';

/** Where the gateway sends the browser back (SPEC §2 routes). */
export function orderPaidPath(orderId: number): string {
  return `/order-paid/${orderId}`;
}
export function orderPayFailPath(orderId: number): string {
  return `/order-pay-fail/${orderId}`;
}
