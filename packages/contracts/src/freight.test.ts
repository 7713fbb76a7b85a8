import { describe, expect, it } from 'vitest';
import { DEFAULT_FREIGHT, freightFor } from './freight';

describe('freight', () => {
  it('charges the flat fee below the threshold, nothing from it up or for an empty order', () => {
    expect(freightFor(DEFAULT_FREIGHT, 1)).toBe(100);
    expect(freightFor(DEFAULT_FREIGHT, 1499)).toBe(100);
    expect(freightFor(DEFAULT_FREIGHT, 1500)).toBe(0);
    expect(freightFor(DEFAULT_FREIGHT, 0)).toBe(0);
    expect(freightFor({ flatFee: 80, freeThreshold: 999 }, 998)).toBe(80);
  });
});
