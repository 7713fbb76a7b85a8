import { describe, expect, it } from 'vitest';
import { MIN_QUANTITY, clampQuantity } from './quantity';

describe('clampQuantity', () => {
  it('keeps a quantity within 1 … stock, in whole units', () => {
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(0, 5)).toBe(MIN_QUANTITY);
    expect(clampQuantity(-4, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  it('answers 1 when nothing is in stock', () => {
    expect(clampQuantity(3, 0)).toBe(1);
    expect(clampQuantity(3, -1)).toBe(1);
  });
});
