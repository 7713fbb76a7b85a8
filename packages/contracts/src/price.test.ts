import { describe, expect, it } from 'vitest';
import { discountPercent, formatDiscountLabel, formatPrice } from './price';

describe('formatPrice', () => {
  it.each([
    [1280, 'NT$1,280'],
    [0, 'NT$0'],
    [5, 'NT$5'],
    [999, 'NT$999'],
    [1000, 'NT$1,000'],
    [1234567, 'NT$1,234,567'],
    [-100, '-NT$100'],
    [-12800, '-NT$12,800'],
  ])('%s → %s in every locale', (amount, text) => {
    expect(formatPrice(amount, 'zhTW')).toBe(text);
    expect(formatPrice(amount, 'zhCN')).toBe(text);
    expect(formatPrice(amount, 'en')).toBe(text);
  });

  it.each([12.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %s (money is integer NT$)', (amount) => {
    expect(() => formatPrice(amount, 'zhTW')).toThrow(RangeError);
  });
});

describe('discount label (§3 Product)', () => {
  it.each([
    // sale, list, percent paid, zh, en
    [900, 1000, 90, '9折', '10% Off'],
    [850, 1000, 85, '85折', '15% Off'],
    [750, 1000, 75, '75折', '25% Off'],
    [500, 1000, 50, '5折', '50% Off'],
    [1088, 1280, 85, '85折', '15% Off'],
    [1099, 1280, 86, '86折', '14% Off'], // 85.86 % rounds up: never promise more off than real
    [990, 1000, 99, '99折', '1% Off'],
    [100, 1000, 10, '1折', '90% Off'],
    [120, 1000, 12, '12折', '88% Off'],
    [50, 1000, 5, '0.5折', '95% Off'],
    [1, 1000, 1, '0.1折', '99% Off'],
    [1, 100000, 1, '0.1折', '99% Off'], // 0.001 % still pays something: rounds up to 1
  ])('%s of %s → %s%% paid: %s / %s', (sale, list, percent, zh, en) => {
    expect(discountPercent(sale, list)).toBe(percent);
    expect(formatDiscountLabel(sale, list, 'zhTW')).toBe(zh);
    expect(formatDiscountLabel(sale, list, 'zhCN')).toBe(zh);
    expect(formatDiscountLabel(sale, list, 'en')).toBe(en);
  });

  it.each([
    [1000, 1000, 'no discount'],
    [999.5, 1000, 'rounds up to 100'],
    [1200, 1000, 'sale above list'],
    [0, 1000, 'free item: the price says it'],
    [500, 0, 'no list price'],
    [-1, 1000, 'negative price'],
    [Number.NaN, 1000, 'missing sale price'],
    [500, Number.NaN, 'missing list price'],
  ])('%s of %s → omitted (%s)', (sale, list) => {
    expect(discountPercent(sale, list)).toBeNull();
    expect(formatDiscountLabel(sale, list, 'zhTW')).toBeNull();
    expect(formatDiscountLabel(sale, list, 'en')).toBeNull();
  });
});
