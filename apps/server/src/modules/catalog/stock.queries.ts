import { eq, sql } from 'drizzle-orm';
import type { SpecPair } from '@wellfit/contracts/product-spec';
import type { Database } from '../../db/client.ts';
import type { LocalisedList, LocalisedText } from '../../db/columns.ts';
import { preparedPerDatabase, preparedSql } from '../../db/prepared-per-database.ts';
import { flashSales } from './catalog.tables.ts';

/*
 * Stock moves of orders (issue 12). Every move is one conditional statement, never a read then a
 * write: a SKU's stock only goes down where it is at least the quantity, a flash offer's sold
 * only up while it stays within its stock. Rows of several SKUs are locked in id order, so two
 * orders of the same SKUs cannot deadlock (docs/decisions/concurrency-styles.md).
 */

/** What an order keeps of a SKU it bought: names and spec pairs in every locale (order_items snapshots). */
export interface SkuSnapshot {
  productName: LocalisedText;
  skuAttr: LocalisedList<SpecPair>;
  pic: string;
}

export interface StockLine {
  productSkuId: number;
  quantity: number;
  /** Taken only if there is stock (a bonus gift); a required line short of stock refuses the whole reservation. */
  optional?: boolean;
}

const ints = (values: number[]) => sql`${sql.param(values)}::bigint[]`;
const quantities = (values: number[]) => sql`${sql.param(values)}::int[]`;

type Rows<Row> = { rows: Row[] };

/**
 * Takes the lines' quantities off their SKUs' stock, locking the rows in SKU-id order. Required
 * lines all or nothing is not decided here: the answer maps the SKUs it took from to their
 * snapshot (names and spec pairs in every locale, for the order's items), and the
 * caller (inside its transaction) throws when a required one is missing, which rolls it back.
 * Quantities of the same SKU add up; an optional line of a SKU a required line also takes is
 * only taken when both fit.
 */
export async function takeSkuStock(db: Database, lines: StockLine[]): Promise<Map<number, SkuSnapshot>> {
  if (lines.length === 0) return new Map();
  const rows = await takeSkuStockStatement(db).execute({
    skuIds: lines.map((line) => line.productSkuId),
    quantities: lines.map((line) => line.quantity),
  });
  const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { productName: parsed(row.name), skuAttr: parsed(row.sp_data), pic: row.pic ?? '' },
    ]),
  );
}

// Every order takes its stock here: a named statement, which PostgreSQL parses and plans once
// per connection instead of on every order (the transaction's connection keeps it).
const takeSkuStockStatement = (db: Database) =>
  preparedSql<{
    id: string;
    sp_data: LocalisedList<SpecPair> | string;
    pic: string | null;
    name: LocalisedText | string;
  }>(
    db,
    'stock_take_skus',
    () => sql`
    with wanted as (
      select sku_id, sum(quantity)::int as quantity
      from unnest(${sql.placeholder('skuIds')}::bigint[], ${sql.placeholder('quantities')}::int[]) as w (sku_id, quantity)
      group by sku_id
    ),
    locked as (
      select s.id, s.stock from product_skus s join wanted w on w.sku_id = s.id
      order by s.id for update of s
    ),
    taken as (
      update product_skus s set stock = s.stock - w.quantity, updated_at = now()
      from wanted w, locked l
      where s.id = w.sku_id and l.id = s.id and l.stock >= w.quantity and s.del_tag = 0
      returning s.id, s.sp_data, s.pic, s.product_id
    )
    select t.id::text as id, t.sp_data, coalesce(t.pic, p.pic) as pic, p.name
    from taken t join products p on p.id = t.product_id`,
  );

/** Gives quantities back to their SKUs (an order that lapsed or was cancelled), in SKU-id order. */
export async function giveSkuStockBack(db: Database, lines: Array<{ productSkuId: number; quantity: number }>) {
  if (lines.length === 0) return;
  await db.execute(sql`
    with back as (
      select sku_id, sum(quantity)::int as quantity from unnest(${ints(lines.map((line) => line.productSkuId))}, ${quantities(lines.map((line) => line.quantity))}) as w (sku_id, quantity)
      group by sku_id
    ),
    locked as (select s.id from product_skus s join back b on b.sku_id = s.id order by s.id for update of s)
    update product_skus s set stock = s.stock + b.quantity, updated_at = now()
    from back b, locked l where s.id = b.sku_id and l.id = s.id`);
}

/**
 * Sells `quantity` units of a live flash offer: one conditional update that succeeds only while
 * the offer is in its window and has the units left. Answers false when it did not.
 */
export async function takeFlashUnits(db: Database, flashSaleId: number, quantity: number, now: Date) {
  const result = (await db.execute(sql`
    update ${flashSales} set sold = sold + ${quantity}, updated_at = now()
    where id = ${flashSaleId} and sold + ${quantity} <= stock
      and starts_at <= ${now.toISOString()}::timestamptz and ends_at > ${now.toISOString()}::timestamptz
    returning id`)) as unknown as Rows<{ id: string }>;
  return result.rows.length === 1;
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
  return db
    .select(flashColumns)
    .from(flashSales)
    .where(sql`${flashSales.productId} = ${productId} and ${flashSales.endsAt} > ${now.toISOString()}::timestamptz`)
    .orderBy(flashSales.startsAt, flashSales.id)
    .limit(10);
}
