import { allocatePaidAmounts } from '@wellfit/contracts/orders';
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { SpecPair } from '@wellfit/contracts/product-spec';
import { createServiceContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import type { LocalisedList } from '../db/columns.ts';
import { users } from '../modules/accounts/accounts.tables.ts';
import { userSessions, verificationCodes } from '../modules/auth/auth.tables.ts';
import { enterprises } from '../modules/enterprises/enterprises.tables.ts';
import { issueSession, type IssuedSession } from '../modules/auth/auth.service.ts';
import { cartItems } from '../modules/cart/cart.tables.ts';
import { flashSales, productAddons, productBonuses, productSkus, products } from '../modules/catalog/catalog.tables.ts';
import { orderItems, orders, orderStatusHistory } from '../modules/orders/orders.tables.ts';
import { invoices } from '../modules/invoices/invoices.tables.ts';

/** Unique enough for one test database. */
function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${randomInt(1_000_000).toString(36)}`;
}

/** A SKU's spec pairs for product_skus.sp_data: zhTW's, and the other locales' where given (else zhTW's again). */
export function specPairs(
  zhTW: SpecPair[],
  translations: Partial<Record<'zhCN' | 'en', SpecPair[]>> = {},
): LocalisedList<SpecPair> {
  return { zhTW, zhCN: translations.zhCN ?? zhTW, en: translations.en ?? zhTW };
}

export type UserRow = typeof users.$inferSelect;

export async function createUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      nickName: 'Test member',
      phone: `9${String(randomInt(10_000_000, 99_999_999))}`,
      email: `member-${uniqueSuffix()}@example.test`,
      newUser: 0,
      guidance: 0,
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('createUser inserted nothing');
  return user;
}

export interface SessionOverrides {
  ttlSeconds?: number;
  /** Moves expires_at into the past. */
  expired?: boolean;
  revoked?: boolean;
  deviceId?: string;
  platform?: string;
}

/** A session made the way login makes it (auth.service issueSession), optionally already expired or revoked. */
export async function createSession(
  db: Database,
  userId: number,
  overrides: SessionOverrides = {},
): Promise<IssuedSession> {
  const ctx = { ...createServiceContext(db), deviceId: overrides.deviceId, platform: overrides.platform };
  const session = await issueSession(ctx, userId, overrides.ttlSeconds ?? 3600);
  if (overrides.expired || overrides.revoked) {
    await db
      .update(userSessions)
      .set({
        ...(overrides.expired ? { expiresAt: new Date(Date.now() - 1000) } : {}),
        ...(overrides.revoked ? { revokedAt: new Date() } : {}),
      })
      .where(eq(userSessions.id, session.sessionId));
  }
  return session;
}

/** A member with a live session: the usual start of an authenticated test. */
export async function createMember(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(db, overrides);
  const session = await createSession(db, user.id);
  return { user, token: session.token, session };
}

export async function createProduct(
  db: Database,
  overrides: Partial<typeof products.$inferInsert> = {},
  sku: Partial<typeof productSkus.$inferInsert> = {},
) {
  const [product] = await db
    .insert(products)
    .values({
      name: { zhTW: '測試商品', zhCN: '测试商品', en: 'Test product' },
      status: 'on_sale',
      listPrice: 1200,
      salePrice: 990,
      ...overrides,
    })
    .returning();
  if (!product) throw new Error('createProduct inserted nothing');
  const [productSku] = await db
    .insert(productSkus)
    .values({ productId: product.id, skuCode: `SKU-${uniqueSuffix()}`, stock: 10, price: product.salePrice, ...sku })
    .returning();
  if (!productSku) throw new Error('createProduct inserted no SKU');
  return { product, sku: productSku };
}

/** Another SKU of a product (spec pairs, stock and prices as given). */
export async function createSku(
  db: Database,
  productId: number,
  overrides: Partial<typeof productSkus.$inferInsert> = {},
): Promise<typeof productSkus.$inferSelect> {
  const [sku] = await db
    .insert(productSkus)
    .values({ productId, skuCode: `SKU-${uniqueSuffix()}`, stock: 10, price: 1000, ...overrides })
    .returning();
  if (!sku) throw new Error('createSku inserted nothing');
  return sku;
}

/** An add-on product (one SKU) offered with `productId` at `salePrice`. */
export async function createAddOnOffer(
  db: Database,
  productId: number,
  salePrice: number,
  sku: Partial<typeof productSkus.$inferInsert> = {},
) {
  const addOn = await createProduct(
    db,
    {
      name: { zhTW: '加購品', zhCN: '加购品', en: 'Add-on item' },
      productType: 'addon',
      listPrice: 800,
      salePrice: 800,
    },
    { price: 800, ...sku },
  );
  await db.insert(productAddons).values({ productId, addonProductId: addOn.product.id, salePrice });
  return addOn;
}

/** A gift product (one SKU) given with `productId`. */
export async function createBonusOffer(db: Database, productId: number, quantity = 1) {
  const gift = await createProduct(
    db,
    { name: { zhTW: '贈品', zhCN: '赠品', en: 'Free gift' }, productType: 'bonus', listPrice: 0, salePrice: 0 },
    { price: 0 },
  );
  await db.insert(productBonuses).values({ productId, bonusSkuId: gift.sku.id, quantity });
  return gift;
}

export async function createCartItem(
  db: Database,
  userId: number,
  overrides: Partial<typeof cartItems.$inferInsert> = {},
) {
  const { product, sku } = await createProduct(db);
  const [item] = await db
    .insert(cartItems)
    .values({ userId, productId: product.id, productSkuId: sku.id, quantity: 1, ...overrides })
    .returning();
  if (!item) throw new Error('createCartItem inserted nothing');
  return item;
}

/** Moves every code of a target (886912345678 or an address) `seconds` into the past: resend waits and expiry without waiting. */
export async function ageVerificationCodes(db: Database, target: string, seconds: number): Promise<void> {
  await db
    .update(verificationCodes)
    .set({
      createdAt: sql`${verificationCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${verificationCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(verificationCodes.target, target));
}

export async function createEnterprise(
  db: Database,
  overrides: Partial<typeof enterprises.$inferInsert> = {},
): Promise<typeof enterprises.$inferSelect> {
  const suffix = uniqueSuffix();
  const [enterprise] = await db
    .insert(enterprises)
    .values({ code: `company-${suffix}`, name: `Company ${suffix}`, businessId: '53212539', ...overrides })
    .returning();
  if (!enterprise) throw new Error('createEnterprise inserted nothing');
  return enterprise;
}

/**
 * An order as checkout leaves it, without checkout: the order, its items and its first history
 * row. It does not take stock (tests that check the stock ledger take it themselves or go
 * through generateOrder).
 */
export async function createOrder(
  db: Database,
  userId: number,
  items: Array<{
    productId: number;
    productSkuId: number;
    quantity: number;
    price: number;
    type?: 'product' | 'addon' | 'bonus';
  }>,
  overrides: Partial<typeof orders.$inferInsert> = {},
) {
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const [order] = await db
    .insert(orders)
    .values({
      orderNo: `T${uniqueSuffix()}`.slice(0, 32),
      userId,
      checkoutType: 1,
      subtotalAmount: subtotal,
      payAmount: subtotal,
      ...overrides,
    })
    .returning();
  if (!order) throw new Error('createOrder inserted nothing');
  const paid = allocatePaidAmounts(items, order.payAmount, order.freightAmount - order.freightReduceAmount);
  await db.insert(orderItems).values(
    items.map((item, index) => ({
      orderId: order.id,
      productId: item.productId,
      productSkuId: item.productSkuId,
      type: item.type ?? 'product',
      productName: { zhTW: '測試商品', zhCN: '测试商品', en: 'Test product' },
      originPrice: item.price,
      price: item.price,
      quantity: item.quantity,
      paidAmount: paid[index] ?? 0,
    })),
  );
  await db
    .insert(orderStatusHistory)
    .values({ orderId: order.id, fromStatus: null, toStatus: order.status, actor: 'member' });
  return order;
}

/** A flash offer of a SKU, live from a minute ago for an hour unless told otherwise. */
export async function createFlashSale(
  db: Database,
  productId: number,
  productSkuId: number,
  overrides: Partial<typeof flashSales.$inferInsert> = {},
) {
  const now = Date.now();
  const [offer] = await db
    .insert(flashSales)
    .values({
      productId,
      productSkuId,
      seckillPrice: 499,
      stock: 5,
      limitPerMember: 1,
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 3_600_000),
      ...overrides,
    })
    .returning();
  if (!offer) throw new Error('createFlashSale inserted nothing');
  return offer;
}

/** The invoice row generateOrder writes beside an order (status pending), of the given type. */
export async function createInvoiceRow(
  db: Database,
  orderId: number,
  overrides: Partial<typeof invoices.$inferInsert> = {},
) {
  const [row] = await db
    .insert(invoices)
    .values({ orderId, invoiceType: 1, ...overrides })
    .returning();
  if (!row) throw new Error('createInvoiceRow inserted nothing');
  return row;
}
