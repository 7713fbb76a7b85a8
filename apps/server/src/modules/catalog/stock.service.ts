import type { ServiceContext } from '../../context.ts';
import {
  findFlashOffer,
  giveFlashUnitsBack,
  giveSkuStockBack,
  listCurrentFlashOffers,
  takeFlashUnits,
  takeSkuStock,
  type FlashOfferRow,
  type SkuSnapshot,
  type StockLine,
} from './stock.queries.ts';

/*
 * The catalogue's stock, as other modules (orders, checkout) move it. Call these inside the
 * transaction that records why the stock moved (the order), so both commit or neither does.
 */

export type { FlashOfferRow, SkuSnapshot, StockLine };

/** Takes stock for the lines; answers the SKUs taken from with their snapshots (a required one missing means: roll back). */
export function reserveSkuStock(ctx: ServiceContext, lines: StockLine[]): Promise<Map<number, SkuSnapshot>> {
  return takeSkuStock(ctx.db, lines);
}

export function returnSkuStock(ctx: ServiceContext, lines: Array<{ productSkuId: number; quantity: number }>) {
  return giveSkuStockBack(ctx.db, lines);
}

/** Sells flash units if the offer is live and has them; false otherwise (nothing changed). */
export function reserveFlashUnits(ctx: ServiceContext, flashSaleId: number, quantity: number, now: Date) {
  return takeFlashUnits(ctx.db, flashSaleId, quantity, now);
}

export function returnFlashUnits(ctx: ServiceContext, flashSaleId: number, quantity: number) {
  return giveFlashUnitsBack(ctx.db, flashSaleId, quantity);
}

export function findFlashSale(ctx: ServiceContext, flashSaleId: number): Promise<FlashOfferRow | undefined> {
  return findFlashOffer(ctx.db, flashSaleId);
}

export function isFlashLive(offer: Pick<FlashOfferRow, 'startsAt' | 'endsAt'>, now: Date): boolean {
  return offer.startsAt.getTime() <= now.getTime() && now.getTime() < offer.endsAt.getTime();
}

export interface ProductFlashOffer {
  id: number;
  productSkuId: number;
  seckillPrice: number;
  /** Units left. */
  remaining: number;
  limitPerMember: number;
  startsAt: string;
  endsAt: string;
  live: boolean;
}

/**
 * The product's flash offers that are live or upcoming (for the product page's price and
 * countdown): live ones first, then by start.
 */
export async function productFlashOffers(ctx: ServiceContext, productId: number, now = new Date()) {
  const rows = await listCurrentFlashOffers(ctx.db, productId, now);
  return rows
    .map((row): ProductFlashOffer => ({
      id: row.id,
      productSkuId: row.productSkuId,
      seckillPrice: row.seckillPrice,
      remaining: Math.max(0, row.stock - row.sold),
      limitPerMember: row.limitPerMember,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      live: isFlashLive(row, now),
    }))
    .sort((a, b) => Number(b.live) - Number(a.live));
}
