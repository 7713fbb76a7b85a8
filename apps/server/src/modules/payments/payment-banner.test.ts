import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { describeCardPayment } from './payment-banner.ts';

describe('the start banner names the active gateway and what it charges', () => {
  it('says the simulator and the public test merchant charge nothing, and a real merchant charges', () => {
    expect(describeCardPayment(loadConfig({}))).toMatch(/built-in gateway simulator, which charges nothing/);
    expect(describeCardPayment(loadConfig({ PAYMENT_GATEWAY: 'ecpay' }))).toMatch(
      /ECPay's public test merchant 3002607 .*charges nothing/,
    );
    const real = loadConfig({
      PAYMENT_GATEWAY: 'ecpay',
      ECPAY_MERCHANT_ID: '3999017',
      ECPAY_HASH_KEY: 'kU8sQ2wLm4Zp7Xn1',
      ECPAY_HASH_IV: 'Rt5vB9cY3hJ6dF0g',
    });
    expect(describeCardPayment(real)).toMatch(/ECPay, merchant 3999017 .*cards are really charged/);
  });
});
