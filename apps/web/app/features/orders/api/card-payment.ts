import { PAYMENT } from '@wellfit/contracts/constants';
import {
  PAYMENT_PATHS,
  chargePaymentAnswer,
  chargePaymentBody,
  startPaymentAnswer,
  startPaymentBody,
  type ChargePaymentAnswer,
  type StartPaymentAnswer,
} from '@wellfit/contracts/payment';
import { apiClient, parseAnswer } from '~/lib/api-client';

/*
 * SPEC §7 Payment, as docs/decisions/payment-simulator.md runs it: pay/payment starts a card
 * payment and answers the gateway's token and card form, pay/ecpay/payment charges the PayToken
 * the form gave and answers the 3-D Secure address. One requestKey per press of Pay serves both.
 */

/** POST /api/web/pay/payment. */
export async function startCardPayment(orderId: number, requestKey: string): Promise<StartPaymentAnswer> {
  const body = startPaymentBody.parse({
    orderId,
    channel: PAYMENT.channel,
    orderSource: PAYMENT.orderSource,
    orderType: PAYMENT.orderType,
    requestKey,
  });
  return parseAnswer(startPaymentAnswer, await apiClient.post(PAYMENT_PATHS.start, body, { muteToast: true }));
}

/** POST /api/web/pay/ecpay/payment: a declined card answers payment_failed. */
export async function chargeCard(orderId: number, payToken: string, requestKey: string): Promise<ChargePaymentAnswer> {
  const body = chargePaymentBody.parse({ orderId, channel: PAYMENT.channel, PayToken: payToken, requestKey });
  return parseAnswer(chargePaymentAnswer, await apiClient.post(PAYMENT_PATHS.charge, body, { muteToast: true }));
}
