import type { ProductType } from '@wellfit/contracts/catalog-options';
import type { ProductFlashOffer } from '@wellfit/contracts/checkout';
import type { ServiceContext } from '../../context.ts';
import {
  findFlashOffer,
  findProductTypes,
  giveFlashUnitsBack,
  giveSkuStockBack,
  listCurrentFlashOffers,
  takeStock,
  type FlashOfferRow,
  type FlashTake,
  type StockLine,
  type StockTaken,
} from './stock.queries.ts';

/*
 * The catalogue's stock, as other modules (orders, checkout) move it. Call these inside the
 * transaction that records why the stock moved (the order), so both commit or neither does.
 */

export type { FlashOfferRow, FlashTake, StockLine, StockTaken };

/**
 * Takes stock for the lines, and a flash offer's units first when given; answers what it took (a
 * required SKU or the flash units missing means: roll back). Call it last before the commit: it
 * locks the rows every buyer of the product shares.
 */
export function reserveStock(ctx: ServiceContext, lines: StockLine[], flash: FlashTake | null): Promise<StockTaken> {
  return takeStock(ctx.db, lines, flash);
}

export function returnSkuStock(ctx: ServiceContext, lines: Array<{ productSkuId: number; quantity: number }>) {
  return giveSkuStockBack(ctx.db, lines);
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

/** Each product's type by id (a product gone from the catalogue is left out). */
export async function productTypesOf(ctx: ServiceContext, productIds: number[]): Promise<Map<number, ProductType>> {
  const rows = await findProductTypes(ctx.db, [...new Set(productIds)]);
  return new Map(rows.map((row) => [row.id, row.productType as ProductType]));
}
