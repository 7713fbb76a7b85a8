import { describe, expect, it } from 'vitest';
import { allocatePaidAmounts, returnWindowOf, trackingUrlOf } from './orders';

describe('allocatePaidAmounts', () => {
  it('shares the pay amount less shipping by price × quantity and adds up exactly', () => {
    // 1000 paid for goods worth 300 + 300 + 300 (a coupon of 800 on 1800, shipping 0).
    const shares = allocatePaidAmounts(
      [
        { price: 100, quantity: 3 },
        { price: 300, quantity: 1 },
        { price: 150, quantity: 2 },
      ],
      1000,
      0,
    );
    expect(shares).toEqual([334, 333, 333]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1000);
  });

  it('leaves the shipping fee out and gives the leftover dollars to the largest remainders', () => {
    // 1099 + 100 shipping; lines 700 and 350 and 50 → 1099 × 700/1100 = 699.36…, 349.68…, 49.95…
    const shares = allocatePaidAmounts(
      [
        { price: 700, quantity: 1 },
        { price: 350, quantity: 1 },
        { price: 50, quantity: 1 },
      ],
      1199,
      100,
    );
    expect(shares).toEqual([699, 350, 50]);
  });

  it('gives gifts nothing and shares nothing of a free order', () => {
    expect(
      allocatePaidAmounts(
        [
          { price: 500, quantity: 2 },
          { price: 0, quantity: 1 },
        ],
        1000,
        0,
      ),
    ).toEqual([1000, 0]);
    expect(allocatePaidAmounts([{ price: 500, quantity: 1 }], 0, 0)).toEqual([0]);
    expect(allocatePaidAmounts([{ price: 0, quantity: 1 }], 100, 100)).toEqual([0]);
  });

  it('always adds up for many random orders', () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let round = 0; round < 500; round += 1) {
      const lines = Array.from({ length: 1 + next(6) }, () => ({ price: 1 + next(5000), quantity: 1 + next(5) }));
      const goods = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
      const pay = next(goods + 1);
      const shares = allocatePaidAmounts(lines, pay + 100, 100);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(pay);
      shares.forEach((share, index) => {
        const line = lines[index]!;
        expect(share).toBeLessThanOrEqual(line.price * line.quantity);
      });
    }
  });
});

describe('returnWindowOf', () => {
  it('ends at the end of the seventh Taipei day after delivery', () => {
    // 1 March 23:30 in Taipei is still 1 March: returns through 8 March.
    const window = returnWindowOf(new Date('2026-03-01T15:30:00Z'));
    expect(window.lastDay).toBe('2026-03-08');
    expect(window.closesAt.toISOString()).toBe('2026-03-08T16:00:00.000Z');
  });
});

describe('trackingUrlOf', () => {
  it('links the known carriers and nothing else', () => {
    expect(trackingUrlOf('黑貓宅急便', '9012 3456')).toBe(
      'https://www.t-cat.com.tw/Inquire/TraceDetail.aspx?BillID=9012%203456',
    );
    expect(trackingUrlOf('自行配送', '1')).toBeNull();
    expect(trackingUrlOf(null, '1')).toBeNull();
  });
});
