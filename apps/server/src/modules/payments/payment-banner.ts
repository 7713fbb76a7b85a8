import type { Config } from '../../config.ts';
import { SIMULATOR_TEST_CARDS, type CardOutcome } from './simulated-gateway.ts';

/**
 * The start banner's line about card payment: which gateway is active and whether it charges.
 * With the simulator (the default) it also says which test card does what, so whoever ran
 * `npm start` can pay for an order.
 */
export function describeCardPayment(config: Pick<Config, 'payment'>): string {
  const { gateway, testMode, ecpay } = config.payment;
  if (gateway === 'ecpay') {
    return testMode
      ? `Card payments go to ECPay's public test merchant ${ecpay.merchantId} at ${ecpay.apiUrl}, which charges nothing.`
      : `Card payments go to ECPay, merchant ${ecpay.merchantId} at ${ecpay.apiUrl}: cards are really charged.`;
  }
  const cards = SIMULATOR_TEST_CARDS.map(
    (card) => `${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')} ${CARD_OUTCOME_WORDS[card.outcome]}`,
  ).join(', ');
  return `Card payments go to the built-in gateway simulator, which charges nothing; test cards: ${cards} (any future expiry, any CVC).`;
}

const CARD_OUTCOME_WORDS: Record<CardOutcome, string> = {
  success: 'pays',
  decline: 'is declined',
  three_d_failure: 'fails 3-D verification',
};
