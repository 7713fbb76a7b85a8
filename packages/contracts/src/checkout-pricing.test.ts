import { describe, expect, it } from 'vitest';
import { priceCheckout, type CheckoutPricingInput } from './checkout-pricing';
import { DEFAULT_FREIGHT, freightFor } from './freight';

const none = { coupon: null, points: null, programme: null, freight: DEFAULT_FREIGHT } as const;

function priced(input: Partial<CheckoutPricingInput> & Pick<CheckoutPricingInput, 'lines'>) {
  return priceCheckout({ ...none, ...input });
}

describe('priceCheckout', () => {
  it('adds list prices and promotional prices, and charges shipping below the threshold', () => {
    const amounts = priced({
      lines: [
        { originPrice: 1280, price: 1099, quantity: 1 },
        { originPrice: 100, price: 80, quantity: 2 },
      ],
    });
    expect(amounts).toMatchObject({
      totalAmount: 1480,
      goodsAmount: 1259,
      reduceAmount: 221,
      freightAmount: 100,
      reduceFreightAmount: 0,
      payAmount: 1359,
    });
  });

  it('reduces shipping to nothing from the threshold, measured before the coupon', () => {
    const amounts = priced({
      lines: [{ originPrice: 1600, price: 1500, quantity: 1 }],
      coupon: { couponId: 1, userCouponId: 2, amount: 200 },
    });
    expect(amounts).toMatchObject({ couponAmount: 200, freightAmount: 100, reduceFreightAmount: 100, payAmount: 1300 });
    // The same fee as the cart's rule.
    expect(amounts.freightAmount - amounts.reduceFreightAmount).toBe(freightFor(DEFAULT_FREIGHT, amounts.goodsAmount));
  });

  it('applies coupon, then W Coin, then the programme, none beyond what is left', () => {
    const amounts = priced({
      lines: [{ originPrice: 500, price: 500, quantity: 1 }],
      coupon: { couponId: 1, userCouponId: 2, amount: 300 },
      points: { points: 400, amount: 400 },
      programme: { projectId: 9, amount: 50 },
    });
    expect(amounts).toMatchObject({ couponAmount: 300, pointsAmount: 200, projectAmount: 0, payAmount: 100 });
  });

  it('never adds money through a negative reduction or an offer above the list price', () => {
    const amounts = priced({
      lines: [{ originPrice: 100, price: 120, quantity: 1 }],
      coupon: { couponId: 1, userCouponId: 2, amount: -50 },
    });
    expect(amounts).toMatchObject({ totalAmount: 120, reduceAmount: 0, couponAmount: 0, payAmount: 220 });
  });

  it('prices nothing at nothing, shipping included', () => {
    expect(priced({ lines: [] })).toMatchObject({ payAmount: 0, freightAmount: 0 });
  });

  it('refuses amounts that are not whole NT$ and quantities below 1', () => {
    expect(() => priced({ lines: [{ originPrice: 10, price: 9.5, quantity: 1 }] })).toThrow(RangeError);
    expect(() => priced({ lines: [{ originPrice: 10, price: 9, quantity: 0 }] })).toThrow(RangeError);
  });
});
