import type { FreightRule } from './freight';
import { isValidOrderAmount } from './validation';

/*
 * What a shopper pays, as one pipeline of adjustments in a fixed order (issue 12): item prices
 * (list price and the price after promotions: a sale or flash price), then the coupon, then
 * W Coin, then the sports-programme amount, then shipping. Each later issue fills its own input
 * (`coupon`, `points`, `programme`) and the pipeline stays as it is. Amounts are integer NT$ read
 * from the database by the caller; nothing the client sends is trusted here.
 */

export interface PricedLine {
  /** List price of one unit. */
  originPrice: number;
  /** What one unit costs after promotions (sale price, add-on offer or flash price). */
  price: number;
  quantity: number;
}

/** A reduction another module has already checked as usable; `amount` is the most it may take. */
export interface Reduction {
  amount: number;
}

export interface CheckoutPricingInput {
  lines: readonly PricedLine[];
  coupon: (Reduction & { couponId: number; userCouponId: number }) | null;
  points: (Reduction & { points: number }) | null;
  programme: (Reduction & { projectId: number }) | null;
  freight: FreightRule;
}

export interface CheckoutAmounts {
  /** At list prices. */
  totalAmount: number;
  /** Taken off by promotions (list price − promotional price). */
  reduceAmount: number;
  /** The goods after promotions: what coupons, points and the free-shipping threshold apply to. */
  goodsAmount: number;
  couponAmount: number;
  pointsAmount: number;
  projectAmount: number;
  /** The shipping fee before its reduction, and the reduction (free shipping from the threshold). */
  freightAmount: number;
  reduceFreightAmount: number;
  payAmount: number;
}

/** No reduction takes more than what is left to pay for the goods, or less than nothing. */
function take(reduction: Reduction | null, left: number): number {
  if (!reduction) return 0;
  return Math.min(Math.max(0, reduction.amount), left);
}

function assertMoney(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`${what} must be a whole NT$ amount ≥ 0`);
}

export function priceCheckout(input: CheckoutPricingInput): CheckoutAmounts {
  // 1. Item prices and promotions. An offer above the list price is a price, not a negative reduction.
  let totalAmount = 0;
  let goodsAmount = 0;
  for (const line of input.lines) {
    assertMoney(line.price, 'price');
    assertMoney(line.originPrice, 'originPrice');
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError('quantity must be ≥ 1');
    totalAmount += Math.max(line.originPrice, line.price) * line.quantity;
    goodsAmount += line.price * line.quantity;
  }
  // 2–4. Coupon, then W Coin, then the programme, each on what the previous ones left.
  let left = goodsAmount;
  const couponAmount = take(input.coupon, left);
  left -= couponAmount;
  const pointsAmount = take(input.points, left);
  left -= pointsAmount;
  const projectAmount = take(input.programme, left);
  left -= projectAmount;
  // 5. Shipping: charged for any goods, reduced to nothing from the threshold, which is measured
  // on the goods after promotions and before coupons, so a coupon never costs free shipping.
  const freightAmount = goodsAmount > 0 ? input.freight.flatFee : 0;
  const reduceFreightAmount = goodsAmount >= input.freight.freeThreshold ? freightAmount : 0;
  return {
    totalAmount,
    reduceAmount: totalAmount - goodsAmount,
    goodsAmount,
    couponAmount,
    pointsAmount,
    projectAmount,
    freightAmount,
    reduceFreightAmount,
    payAmount: left + freightAmount - reduceFreightAmount,
  };
}

/** SPEC §5: a free order (0) is paid at once; a paid one must be more than MIN_PAID_ORDER_AMOUNT. */
export function isPayable(amounts: CheckoutAmounts): boolean {
  return isValidOrderAmount(amounts.payAmount);
}
