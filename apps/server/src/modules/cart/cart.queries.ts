import type { Locale } from '@wellfit/contracts/locale';
import type { SpecPair } from '@wellfit/contracts/product-spec';
import { and, asc, count, desc, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { localisedList, localisedTextOrEmpty } from '../../db/localised-text.ts';
import { preparedPerDatabase, preparedSql } from '../../db/prepared-per-database.ts';
import { integerArrayLiteral, integerLiteral, runScript, type SessionStatement } from '../../db/run-script.ts';
import { productAddons, productBonuses, productSkus, products } from '../catalog/catalog.tables.ts';
import { cartItems } from './cart.tables.ts';
import { ADVISORY_LOCK_CLASS } from '../../db/advisory-locks.ts';

/*
 * Every price, stock and product state the cart answers comes from these reads, made on each
 * call (never from the client, never cached). The cart reads catalogue tables directly rather
 * than through a catalogue service: one join per call is what keeps add and pricing inside
 * their 60 ms p95 budget (docs/decisions/cart-concurrency.md).
 *
 * Under load each round trip to PostgreSQL costs more than the SQL it carries (the socket
 * write wakes a backend on a busy machine), so the hot calls take one statement each: list and
 * pricing one named statement, add one read plus one write script (addLinesBounded).
 */

/** Product lines only: an add-on line belongs to its product line. */
export async function countProductLines(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ lines: count() })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), isNull(cartItems.parentCartItemId)));
  return row?.lines ?? 0;
}

/**
 * Serialises one member's cart changes until the transaction ends, so the line bound and
 * merges see every concurrent change of that member. Other members never wait.
 */
export async function lockMemberCart(db: Database, userId: number): Promise<void> {
  // Two-key form: the first key names the cart, the second is the member (ids stay below 2^31).
  await db.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_CLASS.cart}::int, ${userId}::int)`);
}

const skuColumns = {
  skuId: productSkus.id,
  skuProductId: productSkus.productId,
  stock: productSkus.stock,
  originPrice: productSkus.price,
  price: sql<number>`coalesce(${productSkus.promotionPrice}, ${productSkus.price})`.mapWith(Number),
  skuDeleted: sql<boolean>`${productSkus.delTag} <> 0`.mapWith(Boolean),
  skuPic: productSkus.pic,
};

/** A SKU's spec pairs in the reader's locale (null for a product without that SKU). */
function specPairsOf(column: AnyColumn | SQL, locale: Locale): SQL<SpecPair[] | null> {
  // A driver that does not parse jsonb hands back text.
  return sql<SpecPair[] | null>`${localisedList(column, locale)}`.mapWith((value: unknown) =>
    typeof value === 'string' ? (JSON.parse(value) as SpecPair[]) : (value as SpecPair[] | null),
  );
}

const productStateColumns = {
  productId: products.id,
  productType: products.productType,
  status: products.status,
  deleted: sql<boolean>`${products.deletedAt} is not null`.mapWith(Boolean),
  enterpriseOnly: products.enterpriseOnly,
};

/**
 * The product and, when it is one of that product's SKUs, the SKU: no row means no such
 * product; a null skuId means the SKU is not the product's.
 */
export async function findProductWithSku(db: Database, productId: number, productSkuId: number) {
  const [row] = await productWithSkuQuery(db, null).execute({ productId, productSkuId });
  return row;
}
const productWithSkuQuery = preparedPerDatabase((db: Database) =>
  db
    .select({ ...productStateColumns, ...skuColumns })
    .from(products)
    .leftJoin(
      productSkus,
      and(eq(productSkus.id, sql.placeholder('productSkuId')), eq(productSkus.productId, products.id)),
    )
    .where(eq(products.id, sql.placeholder('productId')))
    .prepare('cart_product_with_sku'),
);
export type ProductWithSku = NonNullable<Awaited<ReturnType<typeof findProductWithSku>>>;

/** The add-on offers of a product among the given add-on products, with the requested SKUs of each. */
export async function findAddOnOffers(db: Database, productId: number, addOnSkuIds: number[]) {
  return db
    .select({ ...productStateColumns, ...skuColumns, addOnPrice: productAddons.salePrice })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .leftJoin(
      productAddons,
      and(eq(productAddons.productId, productId), eq(productAddons.addonProductId, productSkus.productId)),
    )
    .where(inArray(productSkus.id, addOnSkuIds));
}
export type AddOnOffer = Awaited<ReturnType<typeof findAddOnOffers>>[number];

export interface NewCartLine {
  productId: number;
  productSkuId: number;
  quantity: number;
  addedPrice: number;
}

/** What addLinesBounded did: the line written, or why nothing was written. */
export interface BoundedAddOutcome {
  /** The product line written, or null when a bound refused the add (nothing was written). */
  line: { id: number; inserted: boolean } | null;
  /** The member's product lines before this add. */
  linesBefore: number;
  /** The member already had a line of the SKU. */
  existed: boolean;
  /** SKUs (the product's or an add-on's) whose stock the add would exceed, with that stock. */
  short: Array<{ productSkuId: number; stock: number }>;
}

/**
 * The write of an add: $1 member, $2 line limit, then per line (the product line first, its
 * add-ons after) product id, SKU id, quantity and price. It writes nothing unless every line's
 * quantity (with what the member already has of that SKU there) stays within the SKU's stock
 * and a new product line stays within the limit; it answers the product line written, the
 * product lines before, whether the member had a line of the SKU, and the SKUs short of stock.
 */
const ADD_LINES_STATEMENT: SessionStatement = {
  name: 'cart_add_lines_v1',
  prepare: `prepare cart_add_lines_v1 (bigint, int, bigint[], bigint[], int[], int[]) as
with wanted as (
  select product_id, product_sku_id, quantity, added_price, position > 1 as is_add_on
  from unnest($3, $4, $5, $6) with ordinality as w (product_id, product_sku_id, quantity, added_price, position)
),
existing_line as (
  select id, quantity from cart_items
  where user_id = $1 and product_sku_id = $4[1] and parent_cart_item_id is null
),
checked as (
  select w.*, coalesce(s.stock, 0) as stock,
    coalesce(case when w.is_add_on
      then (select c.quantity from cart_items c
            where c.parent_cart_item_id = (select id from existing_line) and c.product_sku_id = w.product_sku_id)
      else (select quantity from existing_line) end, 0) + w.quantity <= coalesce(s.stock, 0) as fits
  from wanted w left join product_skus s on s.id = w.product_sku_id
),
lines as (select count(*)::int as n from cart_items where user_id = $1 and parent_cart_item_id is null),
allowed as (
  select bool_and(fits) and (exists (select from existing_line) or (select n from lines) < $2) as ok from checked
),
line as (
  insert into cart_items (user_id, product_id, product_sku_id, type, quantity, added_price)
  select $1, w.product_id, w.product_sku_id, 'product', w.quantity, w.added_price
  from wanted w, allowed where allowed.ok and not w.is_add_on
  on conflict (user_id, product_sku_id) where parent_cart_item_id is null
  do update set quantity = cart_items.quantity + excluded.quantity, added_price = excluded.added_price, updated_at = now()
  returning id, (xmax = 0) as inserted
),
add_ons as (
  insert into cart_items (user_id, product_id, product_sku_id, type, parent_cart_item_id, quantity, added_price)
  select $1, w.product_id, w.product_sku_id, 'addon', line.id, w.quantity, w.added_price
  from line, wanted w where w.is_add_on
  on conflict (parent_cart_item_id, product_sku_id) where parent_cart_item_id is not null
  do update set quantity = cart_items.quantity + excluded.quantity, added_price = excluded.added_price, updated_at = now()
)
select line.id::text as id, line.inserted, (select n from lines) as lines,
  exists (select from existing_line) as existed,
  (select json_agg(json_build_object('productSkuId', product_sku_id, 'stock', stock)) from checked where not fits) as short
from (select) as answer left join line on true`,
};

/**
 * Adds a product line (or adds to the member's line of that SKU) with its add-on lines, only
 * when every quantity stays within its SKU's stock and a new line stays within `maxLines`.
 *
 * One round trip: the member's cart lock (lockMemberCart) and the write, sent as one simple
 * query, which runs as one implicit transaction. The write starts after the lock is held, so
 * its snapshot holds every committed change of the member's cart, and a double click or two
 * tabs can pass neither the stock nor the line limit. Nothing is written unless every bound
 * holds, so a refusal needs no rollback. The write is a statement prepared once per session:
 * planning it each time cost more than running it.
 *
 * Durability (docs/decisions/cart-add-durability.md): on PostgreSQL the add does not
 * wait for its WAL flush (synchronous_commit off for this transaction only; the flush was ~2 ms
 * per add, more on a busy disk). PostgreSQL's WAL writer still writes it within a fraction of a
 * second, so a crash of the shop's process loses nothing; only a crash of PostgreSQL or its host
 * can forget the last fraction of a second of cart lines (never half of one). A cart line holds
 * no stock, money, coupon or points. On PGlite the database lives in the shop's process and has
 * no WAL writer: an asynchronous commit would stay in memory until a later synchronous one, and a
 * crash of the process would lose acknowledged adds, so there every add commits synchronously.
 */
export async function addLinesBounded(
  db: Database,
  userId: number,
  line: NewCartLine,
  addOns: NewCartLine[],
  maxLines: number,
): Promise<BoundedAddOutcome> {
  const lines = [line, ...addOns];
  const column = (pick: (item: NewCartLine) => number) => integerArrayLiteral(lines.map(pick));
  const member = integerLiteral(userId);
  const [row] = await runScript(
    db,
    ADD_LINES_STATEMENT,
    (driver) => `select pg_advisory_xact_lock(${ADVISORY_LOCK_CLASS.cart}, ${member});
${driver === 'postgres' ? 'set local synchronous_commit = off;\n' : ''}execute ${ADD_LINES_STATEMENT.name} (${member}, ${integerLiteral(maxLines)}, ${column((item) => item.productId)}, ${column((item) => item.productSkuId)}, ${column((item) => item.quantity)}, ${column((item) => item.addedPrice)})`,
  );
  if (!row) throw new Error('addLinesBounded answered nothing');
  const short = typeof row.short === 'string' ? (JSON.parse(row.short) as unknown) : row.short;
  return {
    line: row.id === null ? null : { id: Number(row.id), inserted: Boolean(row.inserted) },
    linesBefore: Number(row.lines),
    existed: Boolean(row.existed),
    short: ((short ?? []) as Array<{ productSkuId: number; stock: number }>).map((item) => ({
      productSkuId: Number(item.productSkuId),
      stock: Number(item.stock),
    })),
  };
}

const parentLines = alias(cartItems, 'parent_line');

/** A bonus (gift) item of a product line's product, as the list query answers it. */
export interface BonusRow {
  quantity: number;
  productId: number;
  productSkuId: number;
  productName: string;
  productPic: string;
  spData: SpecPair[] | null;
  /** The gift SKU's stock now: a gift is given only while it covers the line (cart.service bonusItemsOf). */
  stock: number;
}

const bonusProducts = alias(products, 'bonus_product');
const bonusSkus = alias(productSkus, 'bonus_sku');

/** The bonus items of the line's product (live SKUs only, in their sort order), or null when not asked for. */
function bonusesOfLine(locale: Locale): SQL<BonusRow[] | null> {
  return sql<
    BonusRow[] | null
  >`case when ${sql.placeholder('withBonuses')}::boolean and ${cartItems.type} = 'product' then (
    select coalesce(json_agg(json_build_object(
      'quantity', ${productBonuses.quantity},
      'productId', ${bonusProducts.id},
      'productSkuId', ${bonusSkus.id},
      'productName', ${localisedTextOrEmpty(bonusProducts.name, locale)},
      'productPic', coalesce(${bonusSkus.pic}, ${bonusProducts.pic}, ''),
      'spData', ${localisedList(bonusSkus.spData, locale)},
      'stock', ${bonusSkus.stock}
    ) order by ${productBonuses.sort}), '[]'::json)
    from ${productBonuses}
    join ${productSkus} as ${bonusSkus} on ${bonusSkus.id} = ${productBonuses.bonusSkuId} and ${bonusSkus.delTag} = 0
    join ${products} as ${bonusProducts} on ${bonusProducts.id} = ${bonusSkus.productId}
    where ${productBonuses.productId} = ${cartItems.productId}
  ) end`;
}

function lineColumns(locale: Locale) {
  return {
    id: cartItems.id,
    type: cartItems.type,
    parentCartItemId: cartItems.parentCartItemId,
    quantity: cartItems.quantity,
    productName: localisedTextOrEmpty(products.name, locale),
    productPic: products.pic,
    ...productStateColumns,
    ...skuColumns,
    spData: specPairsOf(productSkus.spData, locale),
    /** The add-on price offered with the parent's product; null when the offer was withdrawn. */
    addOnPrice: productAddons.salePrice,
    bonuses: bonusesOfLine(locale),
  };
}

const cartLinesQuery = preparedPerDatabase((db: Database, locale: Locale) => {
  const lineIds = sql`${sql.placeholder('lineIds')}::bigint[]`;
  return db
    .select(lineColumns(locale))
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productSkus, eq(productSkus.id, cartItems.productSkuId))
    .leftJoin(parentLines, eq(parentLines.id, cartItems.parentCartItemId))
    .leftJoin(
      productAddons,
      and(eq(productAddons.productId, parentLines.productId), eq(productAddons.addonProductId, cartItems.productId)),
    )
    .where(
      and(
        eq(cartItems.userId, sql.placeholder('userId')),
        sql`(${lineIds} is null or ${cartItems.id} = any(${lineIds}) or ${cartItems.parentCartItemId} = any(${lineIds}))`,
      ),
    )
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id))
    .prepare(`cart_lines_${locale}`);
});

/**
 * Lines of a member's cart (all, or the given ids and their add-ons) with live product and SKU
 * data, newest first; with `withBonuses`, each product line carries its product's bonus items
 * (in the same statement: the list is one round trip).
 */
export async function listCartLines(
  db: Database,
  userId: number,
  locale: Locale,
  options: { lineIds?: number[]; withBonuses: boolean },
) {
  const rows = await cartLinesQuery(db, locale).execute({
    userId,
    lineIds: options.lineIds ?? null,
    withBonuses: options.withBonuses,
  });
  return rows.map((row) => ({
    ...row,
    // A driver that does not parse json hands back text.
    bonuses: typeof row.bonuses === 'string' ? (JSON.parse(row.bonuses) as BonusRow[]) : row.bonuses,
  }));
}
export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

/** One line of the member's (no row for another member's line). */
export async function findMemberLine(db: Database, userId: number, lineId: number) {
  const [row] = await db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      productSkuId: cartItems.productSkuId,
      parentCartItemId: cartItems.parentCartItemId,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)));
  return row;
}

/** The member's product line of a SKU, if any. */
export async function findProductLineOfSku(db: Database, userId: number, productSkuId: number) {
  const [row] = await db
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(
      and(eq(cartItems.userId, userId), eq(cartItems.productSkuId, productSkuId), isNull(cartItems.parentCartItemId)),
    );
  return row;
}

export async function setLineQuantity(db: Database, lineId: number, quantity: number): Promise<void> {
  await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, lineId));
}

export async function setLineSku(
  db: Database,
  lineId: number,
  change: { productSkuId: number; quantity: number; addedPrice: number },
): Promise<void> {
  await db.update(cartItems).set(change).where(eq(cartItems.id, lineId));
}

/**
 * Moves the add-ons of one product line to another (lines merging). An add-on the target
 * already has keeps the target's line, with the moved quantity added.
 */
export async function moveAddOnLines(db: Database, fromLineId: number, toLineId: number): Promise<void> {
  await db.execute(sql`
    with moved as (
      delete from ${cartItems} where ${cartItems.parentCartItemId} = ${fromLineId}
      returning user_id, product_id, product_sku_id, type, quantity, added_price
    )
    insert into ${cartItems} (user_id, product_id, product_sku_id, type, parent_cart_item_id, quantity, added_price)
    select user_id, product_id, product_sku_id, type, ${toLineId}, quantity, added_price from moved
    on conflict (parent_cart_item_id, product_sku_id) where parent_cart_item_id is not null
    do update set quantity = ${cartItems}.quantity + excluded.quantity, updated_at = now()`);
}

/**
 * Deletes the member's lines among ids only when every id is one of them (an id sent twice
 * counts twice, so it fails too), in one statement. Answers whether it deleted and the product
 * lines left: counted before the delete (the statement's snapshot) less the product lines it
 * removed. Add-ons go with their line (foreign key cascade).
 */
export async function deleteLinesIfAllOwned(
  db: Database,
  userId: number,
  lineIds: number[],
): Promise<{ deleted: boolean; productLines: number }> {
  const result = (await db.execute(sql`
    with owned as (
      select ${cartItems.id} as id from ${cartItems}
      where ${cartItems.userId} = ${userId} and ${cartItems.id} = any(${sql.param(lineIds)}::bigint[])
    ),
    all_owned as (select count(*) = ${lineIds.length}::int as ok from owned),
    deleted as (
      delete from ${cartItems}
      where ${cartItems.id} in (select id from owned) and (select ok from all_owned)
      returning ${cartItems.parentCartItemId} as parent_id
    )
    select (select ok from all_owned) as deleted,
      (select count(*)::int from ${cartItems} where ${cartItems.userId} = ${userId} and ${cartItems.parentCartItemId} is null)
      - (select count(*)::int from deleted where parent_id is null) as product_lines`)) as unknown as {
    rows: Array<{ deleted: boolean; product_lines: number | string }>;
  };
  const [row] = result.rows;
  return { deleted: Boolean(row?.deleted), productLines: Number(row?.product_lines ?? 0) };
}

/** Deletes the member's lines among ids (their add-ons go with them: foreign key cascade). */
export async function deleteMemberLines(db: Database, userId: number, lineIds: number[]): Promise<number> {
  // A named statement: it runs in every order's transaction (a new Drizzle database each time).
  // The ids travel as one JSON array, a parameter both drivers pass as text.
  const deleted = await preparedSql<{ id: string }>(
    db,
    'cart_delete_member_lines',
    () => sql`delete from ${cartItems}
      where ${cartItems.userId} = ${sql.placeholder('userId')}
        and ${cartItems.id} in (select value::bigint from json_array_elements_text(${sql.placeholder('lineIds')}::json))
      returning ${cartItems.id}`,
  ).execute({ userId, lineIds: JSON.stringify(lineIds) });
  return deleted.length;
}

/** The live SKUs of a product for the cart's spec picker, in id order. */
export async function listProductSkus(db: Database, productId: number, locale: Locale) {
  return db
    .select({
      ...productStateColumns,
      productName: localisedTextOrEmpty(products.name, locale),
      productPic: products.pic,
      ...skuColumns,
      spData: specPairsOf(productSkus.spData, locale),
    })
    .from(products)
    .leftJoin(productSkus, and(eq(productSkus.productId, products.id), eq(productSkus.delTag, 0)))
    .where(eq(products.id, productId))
    .orderBy(asc(productSkus.id));
}

/**
 * One SKU of a product for a single-product or flash checkout (types 1 and 4): the product's
 * state, the SKU with its live price and stock, names and spec pairs in the reader's locale, and
 * the product's bonus items, in one statement. No row means no such product; a null skuId means
 * the SKU is not the product's.
 */
export async function findCheckoutSku(db: Database, productId: number, productSkuId: number, locale: Locale) {
  const [row] = await checkoutSkuQuery(db, locale).execute({ productId, productSkuId, withBonuses: true });
  if (!row) return undefined;
  return {
    ...row,
    bonuses: typeof row.bonuses === 'string' ? (JSON.parse(row.bonuses) as BonusRow[]) : row.bonuses,
  };
}
const checkoutSkuQuery = preparedPerDatabase((db: Database, locale: Locale) =>
  db
    .select({
      ...productStateColumns,
      ...skuColumns,
      productName: localisedTextOrEmpty(products.name, locale),
      productPic: products.pic,
      spData: specPairsOf(productSkus.spData, locale),
      bonuses: sql<BonusRow[] | null>`(
        select coalesce(json_agg(json_build_object(
          'quantity', ${productBonuses.quantity},
          'productId', ${bonusProducts.id},
          'productSkuId', ${bonusSkus.id},
          'productName', ${localisedTextOrEmpty(bonusProducts.name, locale)},
          'productPic', coalesce(${bonusSkus.pic}, ${bonusProducts.pic}, ''),
          'spData', ${localisedList(bonusSkus.spData, locale)},
          'stock', ${bonusSkus.stock}
        ) order by ${productBonuses.sort}), '[]'::json)
        from ${productBonuses}
        join ${productSkus} as ${bonusSkus} on ${bonusSkus.id} = ${productBonuses.bonusSkuId} and ${bonusSkus.delTag} = 0
        join ${products} as ${bonusProducts} on ${bonusProducts.id} = ${bonusSkus.productId}
        where ${productBonuses.productId} = ${products.id} and ${sql.placeholder('withBonuses')}::boolean
      )`,
    })
    .from(products)
    .leftJoin(
      productSkus,
      and(eq(productSkus.id, sql.placeholder('productSkuId')), eq(productSkus.productId, products.id)),
    )
    .where(eq(products.id, sql.placeholder('productId')))
    .prepare(`checkout_sku_${locale}`),
);
