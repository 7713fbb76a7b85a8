import type { Locale } from './locale';
import { formatNumber } from './number-format';

/*
 * Money is integer New Taiwan dollars everywhere; these turn it into text at the edge
 * (STYLE.md "Integer money"). Server answers that arrive already formatted (formatTotalAmount
 * and friends, §7) are shown as they come.
 */

const CURRENCY_PREFIX = 'NT$';

/**
 * `NT$1,280` in every locale: Taiwanese shops write NT$ with thousands commas, and a shopper
 * reading zhCN or en is still paying in New Taiwan dollars, so the symbol must not turn into ¥
 * or a bare $. Negative amounts (discounts, refunds) read `-NT$100`. A non-integer amount is a
 * bug upstream (money is never fractional here), so it throws instead of being rounded quietly.
 */
export function formatPrice(amount: number, locale: Locale): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Price must be an integer number of NT$, got ${amount}`);
  const digits = formatNumber(Math.abs(amount), locale);
  return `${amount < 0 ? '-' : ''}${CURRENCY_PREFIX}${digits}`;
}

/**
 * §3 Product: the percentage of the list price the shopper pays (salePrice / listPrice × 100),
 * as a whole number, or null when there is no discount to show: no usable prices, a free item,
 * or 100 and more. Rounded UP, so a label never promises more off than the real prices give
 * (1,099 of 1,280 is 85.86 % → 86, "14% Off", not "15% Off").
 */
export function discountPercent(salePrice: number, listPrice: number): number | null {
  if (!(Number.isFinite(salePrice) && Number.isFinite(listPrice)) || listPrice <= 0 || salePrice <= 0) return null;
  const percent = Math.ceil((salePrice * 100) / listPrice);
  return percent >= 100 ? null : percent;
}

/**
 * The Taiwanese 折 label for a paid percentage: tenths of the price, with the decimal point
 * dropped as shops write it (90 → 9折, 85 → 85折, 75 → 75折, 50 → 5折). Below 10 the point must
 * stay, or 5 % would read like 50 %: 5 → 0.5折.
 */
function zheLabel(percent: number): string {
  if (percent < 10) return `0.${percent}折`;
  return `${percent % 10 === 0 ? percent / 10 : percent}折`;
}

/** §3 Product: `N折` in Chinese locales, `(100-N)% Off` in English; null when there is no discount. */
export function formatDiscountLabel(salePrice: number, listPrice: number, locale: Locale): string | null {
  const percent = discountPercent(salePrice, listPrice);
  if (percent === null) return null;
  return locale === 'en' ? `${100 - percent}% Off` : zheLabel(percent);
}
