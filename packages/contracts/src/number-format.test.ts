import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import { formatNumber } from './number-format';
import { formatPrice } from './price';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [6713, '6,713'],
    [7990, '7,990'],
    [1234567, '1,234,567'],
    [-1200, '-1,200'],
    [2.5, '2.5'],
  ])('%s → %s in every locale', (value, text) => {
    for (const locale of LOCALES) expect(formatNumber(value, locale), locale).toBe(text);
  });

  it('writes exactly the decimals asked for', () => {
    expect(formatNumber(5, 'en', { fractionDigits: 1 })).toBe('5.0');
    expect(formatNumber(1234.56, 'zhTW', { fractionDigits: 1 })).toBe('1,234.6');
  });

  it('is the digits of a price', () => {
    for (const locale of LOCALES) expect(formatPrice(12800, locale)).toBe(`NT$${formatNumber(12800, locale)}`);
  });
});
