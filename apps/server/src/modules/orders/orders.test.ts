import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createFlashSale, createMember, createOrder, createProduct } from '../../test/factories.ts';
import { flashSales, productSkus } from '../catalog/catalog.tables.ts';
import { canMove, ORDER_MOVES } from './order-states.ts';
import {
  cancelUnpaidOrder,
  createPendingOrder,
  expireUnpaidOrder,
  listOverdueUnpaidOrders,
  orderStatusHistory,
  transitionOrder,
  unpaidOrderExpiresAt,
  type OrderItemDraft,
} from './orders.service.ts';
import { orderItems, orders } from './orders.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function stockOf(skuId: number) {
  const [row] = await t.db.select({ stock: productSkus.stock }).from(productSkus).where(eq(productSkus.id, skuId));
  return row?.stock;
}

/** An unpaid order of 2 units whose stock was taken, as checkout leaves it. */
async function pendingOrder(overrides: Parameters<typeof createOrder>[3] = {}, stockBefore = 10) {
  const { user } = await createMember(t.db);
  const { product, sku } = await createProduct(t.db, {}, { stock: stockBefore - 2 });
  const order = await createOrder(
    t.db,
    user.id,
    [{ productId: product.id, productSkuId: sku.id, quantity: 2, price: 500 }],
    overrides,
  );
  return { order, sku, product, user };
}

describe('createPendingOrder', () => {
  const address = {
    name: '王小明',
    phone: '0912345678',
    city: '臺北市',
    region: '大安區',
    detailAddress: '復興南路一段 219 號',
  };
  const draftOf = (userId: number, idempotencyKey: string, items: OrderItemDraft[] = []) => ({
    userId,
    checkoutType: 1,
    idempotencyKey,
    subtotalAmount: 1000,
    couponAmount: 0,
    pointsAmount: 0,
    freightAmount: 0,
    freightReduceAmount: 0,
    projectAmount: 0,
    payAmount: 1000,
    recipient: address,
    purchaser: address,
    flashSaleId: null,
    items,
  });

  it('draws another order number when one is taken in the same second, and makes nothing twice for one key', async () => {
    const { user } = await createMember(t.db);
    const now = new Date('2026-11-27T03:00:00Z');
    const draws =
      (...values: number[]) =>
      () =>
        values.shift() ?? 999_999;
    const first = await createPendingOrder(t.ctx(), draftOf(user.id, `${user.id}:first`), now, draws(123_456));
    expect(first?.orderNo).toBe('WF261127110000123456');
    // The same digits in the same second: drawn again, the second number is used.
    const second = await createPendingOrder(t.ctx(), draftOf(user.id, `${user.id}:second`), now, draws(123_456, 42));
    expect(second?.orderNo).toBe('WF261127110000000042');
    // A request key that already made an order makes none, whatever number it draws.
    expect(await createPendingOrder(t.ctx(), draftOf(user.id, `${user.id}:first`), now, draws(7))).toBeNull();
    const rows = await t.db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.userId, user.id));
    expect(rows.map((row) => row.orderNo).sort()).toEqual(['WF261127110000000042', 'WF261127110000123456']);
  });

  it('inserts the items with the order, an add-on pointing at its product item, and none when the key made an order', async () => {
    const { user } = await createMember(t.db);
    const main = await createProduct(t.db, {}, { price: 900 });
    const addOn = await createProduct(t.db, {}, { price: 200 });
    const item = (productId: number, productSkuId: number, parentSkuId: number | null): OrderItemDraft => ({
      productId,
      productSkuId,
      type: parentSkuId === null ? 'product' : 'addon',
      parentSkuId,
      productPic: '',
      originPrice: 900,
      price: parentSkuId === null ? 900 : 200,
      quantity: 1,
      paidAmount: parentSkuId === null ? 900 : 200,
    });
    const items = [item(main.product.id, main.sku.id, null), item(addOn.product.id, addOn.sku.id, main.sku.id)];
    const created = await createPendingOrder(t.ctx(), draftOf(user.id, `${user.id}:items`, items));
    expect(created).not.toBeNull();
    const rows = await t.db.select().from(orderItems).where(eq(orderItems.orderId, created!.id));
    const product = rows.find((row) => row.type === 'product');
    expect(rows.map((row) => [row.productSkuId, row.type])).toEqual(
      expect.arrayContaining([
        [main.sku.id, 'product'],
        [addOn.sku.id, 'addon'],
      ]),
    );
    expect(rows.find((row) => row.type === 'addon')?.parentOrderItemId).toBe(product?.id);
    // Named and specified from the catalogue's rows, in every locale.
    expect(product?.productName).toEqual({ zhTW: '測試商品', zhCN: '测试商品', en: 'Test product' });
    expect(await orderStatusHistory(t.ctx(), created!.id)).toHaveLength(1);

    expect(await createPendingOrder(t.ctx(), draftOf(user.id, `${user.id}:items`, items))).toBeNull();
    const [{ count } = { count: -1 }] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orderItems)
      .where(sql`${orderItems.orderId} in (select id from ${orders} where ${orders.userId} = ${user.id})`);
    expect(count).toBe(2);
  });
});

describe('the allowed-moves table', () => {
  it('lets nothing out of the terminal states and nothing back to pending', () => {
    expect(ORDER_MOVES.cancelled).toEqual([]);
    expect(ORDER_MOVES.invalid).toEqual([]);
    expect(ORDER_MOVES.returned).toEqual([]);
    for (const from of Object.keys(ORDER_MOVES) as Array<keyof typeof ORDER_MOVES>)
      expect(canMove(from, 'pending')).toBe(false);
    expect(canMove('pending', 'unshipped')).toBe(true);
    expect(canMove('pending', 'shipped')).toBe(false);
  });
});

describe('transitionOrder', () => {
  it('moves an allowed step and writes the history row', async () => {
    const { order } = await pendingOrder();
    const outcome = await transitionOrder(t.ctx(), order.id, 'unshipped', { actor: 'payment', reason: 'paid' });
    expect(outcome).toEqual({ moved: true, from: 'pending' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('unshipped');
    expect(row?.paidAt).toBeInstanceOf(Date);
    expect(await orderStatusHistory(t.ctx(), order.id)).toEqual([
      { from: null, to: 'pending', actor: 'member', reason: null },
      { from: 'pending', to: 'unshipped', actor: 'payment', reason: 'paid' },
    ]);
  });

  it('refuses a move the table does not allow and writes nothing', async () => {
    const { order } = await pendingOrder();
    expect(await transitionOrder(t.ctx(), order.id, 'delivered', { actor: 'admin' })).toEqual({
      moved: false,
      from: null,
    });
    expect(await orderStatusHistory(t.ctx(), order.id)).toHaveLength(1);
  });

  it('makes exactly one of several concurrent moves out of pending', async () => {
    const { order } = await pendingOrder();
    const outcomes = await Promise.all([
      transitionOrder(t.ctx(), order.id, 'unshipped', { actor: 'payment' }),
      transitionOrder(t.ctx(), order.id, 'invalid', { actor: 'system' }),
      transitionOrder(t.ctx(), order.id, 'invalid', { actor: 'system' }),
      transitionOrder(t.ctx(), order.id, 'unshipped', { actor: 'payment' }),
    ]);
    expect(outcomes.filter((outcome) => outcome.moved)).toHaveLength(1);
    expect(await orderStatusHistory(t.ctx(), order.id)).toHaveLength(2);
  });
});

describe('expireUnpaidOrder', () => {
  it('makes an unpaid order invalid and gives its stock back once, however often it is called', async () => {
    const { order, sku } = await pendingOrder();
    expect(await stockOf(sku.id)).toBe(8);
    const outcomes = await Promise.all([
      expireUnpaidOrder(t.ctx(), order.id),
      expireUnpaidOrder(t.ctx(), order.id),
      expireUnpaidOrder(t.ctx(), order.id),
    ]);
    expect(outcomes.filter((outcome) => outcome.moved)).toHaveLength(1);
    expect(await stockOf(sku.id)).toBe(10);
    expect((await expireUnpaidOrder(t.ctx(), order.id)).moved).toBe(false);
    expect(await stockOf(sku.id)).toBe(10);
  });

  it('does nothing to a paid order', async () => {
    const { order, sku } = await pendingOrder();
    await transitionOrder(t.ctx(), order.id, 'unshipped', { actor: 'payment' });
    expect((await expireUnpaidOrder(t.ctx(), order.id)).moved).toBe(false);
    expect(await stockOf(sku.id)).toBe(8);
  });

  it('gives a flash order its flash units back too', async () => {
    const { user } = await createMember(t.db);
    const { product, sku } = await createProduct(t.db, {}, { stock: 8 });
    const offer = await createFlashSale(t.db, product.id, sku.id, { stock: 5, sold: 2, limitPerMember: 2 });
    const order = await createOrder(
      t.db,
      user.id,
      [{ productId: product.id, productSkuId: sku.id, quantity: 2, price: offer.seckillPrice }],
      { flashSaleId: offer.id, checkoutType: 4 },
    );
    expect((await expireUnpaidOrder(t.ctx(), order.id)).moved).toBe(true);
    const [after] = await t.db.select({ sold: flashSales.sold }).from(flashSales).where(eq(flashSales.id, offer.id));
    expect(after?.sold).toBe(0);
    expect(await stockOf(sku.id)).toBe(10);
  });
});

describe('cancelUnpaidOrder', () => {
  it('cancels with the reason and gives the stock back', async () => {
    const { order, sku } = await pendingOrder();
    expect(await cancelUnpaidOrder(t.ctx(), order.id, { actor: 'member', reason: 'changed_mind' })).toEqual({
      moved: true,
      from: 'pending',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.cancelReason).toBe('changed_mind');
    expect(await stockOf(sku.id)).toBe(10);
  });
});

describe('listOverdueUnpaidOrders', () => {
  it('lists pending orders past their time, oldest first, and not the others', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 31 * 60_000);
    const older = new Date(now.getTime() - 60 * 60_000);
    const { order: lapsed } = await pendingOrder({ createdAt: old });
    const { order: lapsedEarlier } = await pendingOrder({ createdAt: older });
    const { order: fresh } = await pendingOrder();
    const { order: paid } = await pendingOrder({ createdAt: older, status: 'unshipped' });
    const overdue = (await listOverdueUnpaidOrders(t.ctx(), now, 100)).map((order) => order.id);
    expect(overdue).toContain(lapsed.id);
    expect(overdue.indexOf(lapsedEarlier.id)).toBeLessThan(overdue.indexOf(lapsed.id));
    expect(overdue).not.toContain(fresh.id);
    expect(overdue).not.toContain(paid.id);
    expect(unpaidOrderExpiresAt(old).getTime()).toBe(old.getTime() + 30 * 60_000);
  });
});
