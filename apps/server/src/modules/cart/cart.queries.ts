import { FALLBACK_LOCALE, type Locale } from '@wellfit/contracts/locale';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { productAddons, productBonuses, productSkus, products } from '../catalog/catalog.tables.ts';
import { cartItems } from './cart.tables.ts';

/*
 * Every price, stock and product state the cart answers comes from these reads, made on each
 * call (never from the client, never cached). The cart reads catalogue tables directly rather
 * than through a catalogue service: one join per call is what keeps add and pricing inside
 * their 60 ms p95 budget (docs/decisions/cart.md).
 */

/** A localised jsonb column in the locale, else the fallback locale, else Traditional Chinese. */
function localised(column: PgColumn, locale: Locale): SQL<string> {
  return sql<string>`coalesce(${column}->>${locale}::text, ${column}->>${FALLBACK_LOCALE}::text, ${column}->>'zhTW', '')`;
}

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
  await db.execute(sql`select pg_advisory_xact_lock(${CART_LOCK_CLASS}::int, ${userId}::int)`);
}
const CART_LOCK_CLASS = 4_0401;

const skuColumns = {
  skuId: productSkus.id,
  skuProductId: productSkus.productId,
  stock: productSkus.stock,
  originPrice: productSkus.price,
  price: sql<number>`coalesce(${productSkus.promotionPrice}, ${productSkus.price})`.mapWith(Number),
  skuDeleted: sql<boolean>`${productSkus.delTag} <> 0`.mapWith(Boolean),
  spData: productSkus.spData,
  skuPic: productSkus.pic,
};

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
  const [row] = await db
    .select({ ...productStateColumns, ...skuColumns })
    .from(products)
    .leftJoin(productSkus, and(eq(productSkus.id, productSkuId), eq(productSkus.productId, products.id)))
    .where(eq(products.id, productId));
  return row;
}
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
  userId: number;
  productId: number;
  productSkuId: number;
  quantity: number;
  addedPrice: number;
}

/**
 * Inserts the product line of a SKU or adds to the member's existing one (the unique index
 * makes simultaneous adds meet here). Answers the line, its new quantity and whether it is new.
 */
export async function upsertProductLine(db: Database, line: NewCartLine) {
  const [row] = await db
    .insert(cartItems)
    .values({ ...line, type: 'product' })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productSkuId],
      targetWhere: isNull(cartItems.parentCartItemId),
      set: {
        quantity: sql`${cartItems.quantity} + excluded.quantity`,
        addedPrice: sql`excluded.added_price`,
        updatedAt: sql`now()`,
      },
    })
    .returning({
      id: cartItems.id,
      quantity: cartItems.quantity,
      // xmax is 0 on a freshly inserted row version and set on an updated one.
      inserted: sql<boolean>`(xmax = 0)`.mapWith(Boolean),
    });
  if (!row) throw new Error('upsertProductLine wrote nothing');
  return row;
}

/** Add-on lines under a product line, adding to the quantities of add-ons already there. */
export async function upsertAddOnLines(db: Database, parentCartItemId: number, lines: NewCartLine[]) {
  return db
    .insert(cartItems)
    .values(lines.map((line) => ({ ...line, type: 'addon' as const, parentCartItemId })))
    .onConflictDoUpdate({
      target: [cartItems.parentCartItemId, cartItems.productSkuId],
      targetWhere: isNotNull(cartItems.parentCartItemId),
      set: {
        quantity: sql`${cartItems.quantity} + excluded.quantity`,
        addedPrice: sql`excluded.added_price`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ productSkuId: cartItems.productSkuId, quantity: cartItems.quantity });
}

const parentLines = alias(cartItems, 'parent_line');

function lineColumns(locale: Locale) {
  return {
    id: cartItems.id,
    type: cartItems.type,
    parentCartItemId: cartItems.parentCartItemId,
    quantity: cartItems.quantity,
    createdAt: cartItems.createdAt,
    productName: localised(products.name, locale),
    productPic: products.pic,
    ...productStateColumns,
    ...skuColumns,
    /** The add-on price offered with the parent's product; null when the offer was withdrawn. */
    addOnPrice: productAddons.salePrice,
  };
}

/** Lines of a member's cart (all, or the given ids and their add-ons) with live product and SKU data, newest first. */
export async function listCartLines(db: Database, userId: number, locale: Locale, lineIds?: number[]) {
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
        eq(cartItems.userId, userId),
        lineIds ? or(inArray(cartItems.id, lineIds), inArray(cartItems.parentCartItemId, lineIds)) : undefined,
      ),
    )
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
}
export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

/** Bonus (gift) items of the given products, with their SKU's spec. */
export async function listBonuses(db: Database, productIds: number[], locale: Locale) {
  if (productIds.length === 0) return [];
  return db
    .select({
      forProductId: productBonuses.productId,
      quantity: productBonuses.quantity,
      productId: products.id,
      productSkuId: productSkus.id,
      productName: localised(products.name, locale),
      productPic: sql<string>`coalesce(${productSkus.pic}, ${products.pic}, '')`,
      spData: productSkus.spData,
    })
    .from(productBonuses)
    .innerJoin(productSkus, eq(productSkus.id, productBonuses.bonusSkuId))
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(and(inArray(productBonuses.productId, productIds), eq(productSkus.delTag, 0)))
    .orderBy(asc(productBonuses.productId), asc(productBonuses.sort));
}

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

/** The number of the member's lines among ids (to prove every id is theirs). */
export async function countMemberLines(db: Database, userId: number, lineIds: number[]): Promise<number> {
  const [row] = await db
    .select({ lines: count() })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, lineIds)));
  return row?.lines ?? 0;
}

/** Deletes the member's lines among ids (their add-ons go with them: foreign key cascade). */
export async function deleteMemberLines(db: Database, userId: number, lineIds: number[]): Promise<number> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, lineIds)))
    .returning({ id: cartItems.id });
  return deleted.length;
}

/** The live SKUs of a product for the cart's spec picker, in id order. */
export async function listProductSkus(db: Database, productId: number, locale: Locale) {
  return db
    .select({
      ...productStateColumns,
      productName: localised(products.name, locale),
      productPic: products.pic,
      ...skuColumns,
    })
    .from(products)
    .leftJoin(productSkus, and(eq(productSkus.productId, products.id), eq(productSkus.delTag, 0)))
    .where(eq(products.id, productId))
    .orderBy(asc(productSkus.id));
}
