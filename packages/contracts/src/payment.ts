import { z } from 'zod';
import { PAYMENT } from './constants';
import { requestKeySchema } from './checkout';

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
