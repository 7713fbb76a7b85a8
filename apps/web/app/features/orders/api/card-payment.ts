import { z } from 'zod';
import { apiClient, parseAnswer } from '~/lib/api-client';

/*
 * SPEC §7 Payment, as docs/decisions/payment-simulator.md runs it: pay/payment starts a card
 * payment and answers the gateway's token and card form, pay/ecpay/payment charges the PayToken
 * the form gave and answers the 3-D Secure address. One requestKey per press of Pay serves both.
 */

/** SPEC §9 payment constants. */
const PAYMENT_REQUEST = { channel: 41, orderSource: 4, orderType: 2 } as const;

const startAnswer = z.object({
  credential: z.object({
    creInfo: z.string(),
    gateway: z.enum(['simulator', 'ecpay']),
    cardFormUrl: z.string().nullable().optional(),
  }),
});
export type StartCardPaymentAnswer = z.infer<typeof startAnswer>;

const chargeAnswer = z.object({
  TransMsg: z.string().nullable().optional(),
  ThreeDInfo: z.object({ ThreeDURL: z.string() }).nullable().optional(),
});
export type ChargeCardAnswer = z.infer<typeof chargeAnswer>;

/** POST /api/web/pay/payment. */
export async function startCardPayment(orderId: number, requestKey: string): Promise<StartCardPaymentAnswer> {
  const answer = await apiClient.post(
    '/api/web/pay/payment',
    { orderId, ...PAYMENT_REQUEST, requestKey },
    { muteToast: true },
  );
  return parseAnswer(startAnswer, answer);
}

/** POST /api/web/pay/ecpay/payment: a declined card answers payment_failed. */
export async function chargeCard(orderId: number, payToken: string, requestKey: string): Promise<ChargeCardAnswer> {
  const answer = await apiClient.post(
    '/api/web/pay/ecpay/payment',
    { orderId, channel: PAYMENT_REQUEST.channel, PayToken: payToken, requestKey },
    { muteToast: true },
  );
  return parseAnswer(chargeAnswer, answer);
}
