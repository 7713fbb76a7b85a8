import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase, preparedSql } from '../../db/prepared-per-database.ts';
import { flashSales } from './catalog.tables.ts';

/*
 * Stock moves of orders (issue 12). Every move is one conditional statement, never a read then a
 * write: a SKU's stock only goes down where it is at least the quantity, a flash offer's sold
 * only up while it stays within its stock. Rows of several SKUs are locked in id order, so two
 * orders of the same SKUs cannot deadlock (docs/decisions/concurrency-styles.md).
 */

export interface StockLine {
  productSkuId: number;
  quantity: number;
  /** Taken only if there is stock (a bonus gift); a required line short of stock refuses the whole reservation. */
  optional?: boolean;
}

const ints = (values: number[]) => sql`${sql.param(values)}::bigint[]`;
const quantities = (values: number[]) => sql`${sql.param(values)}::int[]`;

/** A flash offer's units an order takes with its stock; `now` must fall within the offer's window. */
export interface FlashTake {
  flashSaleId: number;
  quantity: number;
  now: Date;
}

/** What `takeStock` took: the SKUs it took from, and whether it took the flash units. */
export interface StockTaken {
  skuIds: Set<number>;
  flashTaken: boolean;
}

/**
 * Takes the lines' quantities off their SKUs' stock, locking the rows in SKU-id order, and with a
 * flash take first the offer's units (its row locked before any SKU's, so buyers of one offer
 * queue on the offer). All or nothing is not decided here: the answer says what was taken, and
 * the caller (inside its transaction) throws when a required SKU or the flash units are missing,
 * which rolls it back. With no flash units taken, no SKU is. Quantities of the same SKU add up;
 * an optional line of a SKU a required line also takes is only taken when both fit.
 *
 * One statement, meant to be the last before the transaction commits: the rows it locks are the
 * ones every buyer of a product shares, and they stay locked until then.
 */
export async function takeStock(db: Database, lines: StockLine[], flash: FlashTake | null): Promise<StockTaken> {
  if (lines.length === 0 && !flash) return { skuIds: new Set(), flashTaken: false };
  const [row] = await takeStockStatement(db).execute({
    skuIds: lines.map((line) => line.productSkuId),
    quantities: lines.map((line) => line.quantity),
    flashSaleId: flash?.flashSaleId ?? null,
    flashQuantity: flash?.quantity ?? 0,
    now: (flash?.now ?? new Date()).toISOString(),
  });
  // Both drivers parse a text[] into strings.
  return { skuIds: new Set((row?.taken ?? []).map(Number)), flashTaken: row?.flash_taken === 1 };
}

// Every order takes its stock here: a named statement, which PostgreSQL parses and plans once
// per connection instead of on every order (the transaction's connection keeps it).
const takeStockStatement = (db: Database) =>
  preparedSql<{ flash_taken: number; taken: string[] }>(
    db,
    'stock_take_v2',
    () => sql`
    with flash as (
      update flash_sales set sold = sold + ${sql.placeholder('flashQuantity')}::int, updated_at = now()
      where id = ${sql.placeholder('flashSaleId')}::bigint and sold + ${sql.placeholder('flashQuantity')}::int <= stock
        and starts_at <= ${sql.placeholder('now')}::timestamptz and ends_at > ${sql.placeholder('now')}::timestamptz
      returning id
    ),
    wanted as (
      select sku_id, sum(quantity)::int as quantity
      from unnest(${sql.placeholder('skuIds')}::bigint[], ${sql.placeholder('quantities')}::int[]) as w (sku_id, quantity)
      group by sku_id
    ),
    locked as (
      select s.id, s.stock from product_skus s join wanted w on w.sku_id = s.id
      where ${sql.placeholder('flashSaleId')}::bigint is null or exists (select 1 from flash)
      -- no key update: the order's items, inserted before, hold key-share locks on these rows
      -- (their foreign key), as every concurrent buyer's do; for update would wait on those.
      order by s.id for no key update of s
    ),
    taken as (
      update product_skus s set stock = s.stock - w.quantity, updated_at = now()
      from wanted w, locked l
      where s.id = w.sku_id and l.id = s.id and l.stock >= w.quantity and s.del_tag = 0
      returning s.id
    )
    select (select count(*) from flash)::int as flash_taken, array(select id from taken)::text[] as taken`,
  );

/** Gives quantities back to their SKUs (an order that lapsed or was cancelled), in SKU-id order. */
export async function giveSkuStockBack(db: Database, lines: Array<{ productSkuId: number; quantity: number }>) {
  if (lines.length === 0) return;
  await db.execute(sql`
    with back as (
      select sku_id, sum(quantity)::int as quantity from unnest(${ints(lines.map((line) => line.productSkuId))}, ${quantities(lines.map((line) => line.quantity))}) as w (sku_id, quantity)
      group by sku_id
    ),
    -- no key update, as takeStock: pending orders' items hold key-share locks on these rows.
    locked as (select s.id from product_skus s join back b on b.sku_id = s.id order by s.id for no key update of s)
    update product_skus s set stock = s.stock + b.quantity, updated_at = now()
    from back b, locked l where s.id = b.sku_id and l.id = s.id`);
}

export async function giveFlashUnitsBack(db: Database, flashSaleId: number, quantity: number) {
  await db.execute(sql`
    update ${flashSales} set sold = greatest(sold - ${quantity}, 0), updated_at = now() where id = ${flashSaleId}`);
}

export interface FlashOfferRow {
  id: number;
  productId: number;
  productSkuId: number;
  seckillPrice: number;
  stock: number;
  sold: number;
  limitPerMember: number;
  startsAt: Date;
  endsAt: Date;
}

const flashColumns = {
  id: flashSales.id,
  productId: flashSales.productId,
  productSkuId: flashSales.productSkuId,
  seckillPrice: flashSales.seckillPrice,
  stock: flashSales.stock,
  sold: flashSales.sold,
  limitPerMember: flashSales.limitPerMember,
  startsAt: flashSales.startsAt,
  endsAt: flashSales.endsAt,
};

export async function findFlashOffer(db: Database, flashSaleId: number): Promise<FlashOfferRow | undefined> {
  const [row] = await flashOfferQuery(db, null).execute({ flashSaleId });
  return row;
}
// Every flash-sale attempt reads its offer, thousands in the sale's first second: built once.
const flashOfferQuery = preparedPerDatabase((db: Database) =>
  db
    .select(flashColumns)
    .from(flashSales)
    .where(eq(flashSales.id, sql.placeholder('flashSaleId')))
    .prepare('flash_offer_by_id'),
);

/** The product's offers that have not ended, the soonest first. */
export async function listCurrentFlashOffers(db: Database, productId: number, now: Date): Promise<FlashOfferRow[]> {
  return currentFlashOffersQuery(db, null).execute({ productId, now: now.toISOString() });
}
// Every server-rendered product page reads them: planned once, not per page (a third of its database CPU).
const currentFlashOffersQuery = preparedPerDatabase((db: Database) =>
  db
    .select(flashColumns)
    .from(flashSales)
    .where(
      sql`${flashSales.productId} = ${sql.placeholder('productId')} and ${flashSales.endsAt} > ${sql.placeholder('now')}::timestamptz`,
    )
    .orderBy(flashSales.startsAt, flashSales.id)
    .limit(10)
    .prepare('current_flash_offers_of_product'),
);

/** Each product's type (orders: lines of some types may not be returned). */
export async function findProductTypes(db: Database, productIds: number[]) {
  if (productIds.length === 0) return [];
  // A named statement: every order detail and list page with a delivered order reads it.
  const rows = await preparedSql<{ id: string; product_type: string }>(
    db,
    'product_types_of',
    () =>
      sql`select id::text as id, product_type from products where id = any(${sql.placeholder('productIds')}::bigint[])`,
  ).execute({ productIds });
  return rows.map((row) => ({ id: Number(row.id), productType: row.product_type }));
}
