import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { flashSales, productSkus } from '../db/schema.ts';

/*
 * The demo's flash sales (SPEC §4 checkout type 4). Three follow the shop's start rather than
 * the seed day, so a shop started days after it was seeded still has a sale running (one with
 * stock, one sold out, one at NT$0 for a free order) and one coming: seeding places them
 * relative to the seeding instant, and every later start of a demo database moves them again
 * (refreshDemoFlashSales). The other two keep their seed-day windows: one ended a week ago (a
 * demo member bought from it) and one later on the seed day.
 * docs/decisions/demo-flash-sales.md.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface DemoFlashWindow {
  /** The flash_sales id the seed gives it. */
  id: number;
  /** Which of the original products carries it (their index among the discounted originals). */
  candidate: number;
  /** The price as a share of the SKU's list price; 0 makes the free-order sale. */
  priceShare: number;
  stock: number;
  /** Units already sold when seeded (the sold-out sale sells all). */
  sold: 'none' | 'some' | 'all';
  /** Milliseconds from the shop's start; null: the seed-day window in `seedDay`. */
  followsStart: { startMs: number; endMs: number } | null;
  /** Days before the seed day and minutes past Taipei midnight (SeedContext.daysAgo). */
  seedDay?: { startDaysAgo: number; endDaysAgo: number };
}

export const DEMO_FLASH_WINDOWS: readonly DemoFlashWindow[] = [
  // Running: started an hour ago, ends in a week; stock for many browser-test purchases.
  {
    id: 1,
    candidate: 0,
    priceShare: 0.6,
    stock: 500,
    sold: 'some',
    followsStart: { startMs: -HOUR_MS, endMs: 7 * DAY_MS },
  },
  // Coming in two days.
  {
    id: 2,
    candidate: 5,
    priceShare: 0.6,
    stock: 75,
    sold: 'none',
    followsStart: { startMs: 2 * DAY_MS, endMs: 4 * DAY_MS },
  },
  {
    id: 3,
    candidate: 10,
    priceShare: 0.6,
    stock: 100,
    sold: 'some',
    followsStart: null,
    seedDay: { startDaysAgo: 10, endDaysAgo: 7 },
  },
  {
    id: 4,
    candidate: 15,
    priceShare: 0.6,
    stock: 125,
    sold: 'none',
    followsStart: null,
    seedDay: { startDaysAgo: 0, endDaysAgo: -1 },
  },
  // Running but sold out: the product page and checkout say so.
  {
    id: 5,
    candidate: 2,
    priceShare: 0.5,
    stock: 30,
    sold: 'all',
    followsStart: { startMs: -HOUR_MS, endMs: 7 * DAY_MS },
  },
  // Running at NT$0 (a launch giveaway): a free order, paid at once (SPEC §5 free orders may be 0).
  {
    id: 6,
    candidate: 7,
    priceShare: 0,
    stock: 1000,
    sold: 'none',
    followsStart: { startMs: -HOUR_MS, endMs: 7 * DAY_MS },
  },
];

/** Units sold at seeding. */
export function seededSold(window: DemoFlashWindow): number {
  if (window.sold === 'all') return window.stock;
  return window.sold === 'some' ? Math.floor(window.stock * 0.2) : 0;
}

/** The SKU stock a flash sale's SKU needs so its own stock never runs out before the sale's. */
export function flashSkuStock(window: DemoFlashWindow): number {
  return window.stock - seededSold(window) + 20;
}

export async function ensureFlashSkuStock(db: Database, skuStock: ReadonlyMap<number, number>): Promise<void> {
  for (const [skuId, stock] of skuStock) {
    await db
      .update(productSkus)
      .set({
        stock: sql`greatest(${productSkus.stock}, ${stock})`,
        // Seeded rows are identical for the same seed and instant: not stamped with the clock.
        updatedAt: sql`${productSkus.updatedAt}`,
      })
      .where(eq(productSkus.id, skuId));
  }
}

/**
 * A demo database started again later: the sales that follow the start get their windows back
 * around `now`. Only rows still shaped as the seed made them move (same id and window length),
 * so a sale an operator has edited is left alone.
 */
export async function refreshDemoFlashSales(db: Database, now: number): Promise<number> {
  let moved = 0;
  for (const window of DEMO_FLASH_WINDOWS) {
    if (!window.followsStart) continue;
    const length = window.followsStart.endMs - window.followsStart.startMs;
    const updated = await db
      .update(flashSales)
      .set({
        startsAt: new Date(now + window.followsStart.startMs),
        endsAt: new Date(now + window.followsStart.endMs),
      })
      .where(
        and(
          inArray(flashSales.id, [window.id]),
          sql`extract(epoch from (${flashSales.endsAt} - ${flashSales.startsAt})) * 1000 = ${length}`,
        ),
      )
      .returning({ id: flashSales.id });
    moved += updated.length;
  }
  return moved;
}
