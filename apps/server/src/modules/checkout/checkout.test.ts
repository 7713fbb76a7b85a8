import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { expectFailure } from '../../test/expect-failure.ts';
import {
  createAddOnOffer,
  createBonusOffer,
  createFlashSale,
  createMember,
  createProduct,
} from '../../test/factories.ts';
import { cartItems } from '../cart/cart.tables.ts';
import { FREIGHT_SETTING_NAMES, SHOP_CONFIG_TYPE } from '../cart/freight.service.ts';
import { setValue } from '../data-dictionary/data-dictionary.service.ts';
import { flashSales, productSkus, products } from '../catalog/catalog.tables.ts';
import { invoices } from '../invoices/invoices.tables.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import { cancelUnpaidOrder, markOrderPaid, orderStatusHistory } from '../orders/orders.service.ts';
import { withTransaction } from '../../context.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const CONFIRM = '/api/web/mall/order/generateConfirmOrderV1';
const CALC = '/api/web/mall/order/calCarAmountV1';
const GENERATE = '/api/web/mall/order/generateOrder';
const detailUrl = (id: number) => `/api/web/mall/order/detail/${id}`;
const post = (url: string, body: unknown, token?: string, locale = 'en') =>
  callApi(t.app, 'POST', url, body, { token, locale });
const get = (url: string, token?: string, locale = 'en') => callApi(t.app, 'GET', url, undefined, { token, locale });

const ADDRESS = {
  firstName: '小明',
  lastName: '王',
  mobile: '0912345678',
  city: '臺北市',
  region: '大安區',
  detailAddress: '復興南路一段 219 號 8 樓',
};

/** A member with one address: token, user and the address id. */
async function shopper() {
  const member = await createMember(t.db);
  const added = await post('/api/web/member/address/add', ADDRESS, member.token);
  expect(added.status).toBe(200);
  return { ...member, addressId: added.body.data.id as number };
}

async function addToCart(token: string, productId: number, productSkuId: number, quantity: number, addOnItems = []) {
  const answer = await post('/api/web/mall/car/add', { productId, productSkuId, quantity, addOnItems }, token);
  expect(answer.status).toBe(200);
  return answer.body.data.id as number;
}

async function stockOf(skuId: number) {
  const [row] = await t.db.select({ stock: productSkus.stock }).from(productSkus).where(eq(productSkus.id, skuId));
  return row?.stock;
}

async function ordersOf(userId: number) {
  return t.db.select().from(orders).where(eq(orders.userId, userId));
}

function orderBody(
  addressId: number,
  selection: Record<string, unknown>,
  expectedPayAmount: number,
  extra: Record<string, unknown> = {},
) {
  return {
    ...selection,
    memberReceiveAddressId: addressId,
    invoiceData: { invoiceType: 1 },
    agreeTerms: true,
    requestKey: randomUUID(),
    expectedPayAmount,
    ...extra,
  };
}

/** Per SKU, stock now + units held by unpaid orders + units sold must be the stock it started with. */
async function ledger(skuId: number) {
  const result = (await t.db.execute(sql`
    select coalesce(sum(i.quantity) filter (where o.status = 'pending'), 0)::int as reserved,
      coalesce(sum(i.quantity) filter (where o.status in ('unshipped','shipped','delivered','completed','returned')), 0)::int as sold
    from order_items i join orders o on o.id = i.order_id where i.product_sku_id = ${skuId}`)) as unknown as {
    rows: Array<{ reserved: number; sold: number }>;
  };
  const [row] = result.rows;
  return { stock: await stockOf(skuId), reserved: Number(row?.reserved), sold: Number(row?.sold) };
}

describe('generateConfirmOrderV1', () => {
  it('previews cart lines with their add-ons and gifts, priced from the database', async () => {
    const { token } = await shopper();
    const { product, sku } = await createProduct(
      t.db,
      { listPrice: 1200, salePrice: 990 },
      { price: 1200, promotionPrice: 990 },
    );
    const addOn = await createAddOnOffer(t.db, product.id, 300);
    const gift = await createBonusOffer(t.db, product.id, 1);
    const lineId = await addToCart(token, product.id, sku.id, 2, [
      { productId: addOn.product.id, productSkuId: addOn.sku.id, quantity: 1 },
    ] as never);

    const answer = await post(CONFIRM, { type: 2, cartIds: [lineId] }, token);
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    // Goods 2 × 990 + 300 = 2,280 ≥ 1,500: shipping 100, reduced to nothing.
    expect(data.calcAmount).toMatchObject({
      totalAmount: 2 * 1200 + 800,
      reduceAmount: 2 * 210 + 500,
      freightAmount: 100,
      reduceFreightAmount: 100,
      payAmount: 2280,
      formatPayAmount: 'NT$2,280',
    });
    expect(data.items).toHaveLength(1);
    expect(data.items[0]).toMatchObject({ cartId: lineId, productSkuId: sku.id, price: 990, quantity: 2 });
    expect(data.items[0].addOnItems[0]).toMatchObject({ productSkuId: addOn.sku.id, price: 300, type: 'addon' });
    expect(data.gifts).toEqual([expect.objectContaining({ productSkuId: gift.sku.id, quantity: 2, type: 'bonus' })]);
    expect(data).toMatchObject({
      coupon: null,
      hasCoupon: false,
      hasInvoice: true,
      hasProject: '0',
      projectResp: null,
    });
  });

  it('previews one SKU (type 1) with the shipping fee below the threshold', async () => {
    const { token } = await shopper();
    const { product, sku } = await createProduct(t.db, {}, { price: 500 });
    const answer = await post(CONFIRM, { type: 1, productId: product.id, productSkuId: sku.id, quantity: 2 }, token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.calcAmount).toMatchObject({ payAmount: 1100, freightAmount: 100, reduceFreightAmount: 0 });
    expect(answer.body.data.items[0].cartId).toBeNull();
  });

  it('refuses a product that is off the shelf, a quantity above stock, and another member’s cart line', async () => {
    const { token } = await shopper();
    const other = await shopper();
    const off = await createProduct(t.db, { status: 'off_shelf' });
    expectFailure(
      await post(CONFIRM, { type: 1, productId: off.product.id, productSkuId: off.sku.id, quantity: 1 }, token),
      404,
      'product_not_available',
    );
    const few = await createProduct(t.db, {}, { stock: 2 });
    expectFailure(
      await post(CONFIRM, { type: 1, productId: few.product.id, productSkuId: few.sku.id, quantity: 3 }, token),
      409,
      'warning_quantity_exceeds_stock',
      { stock: 2 },
    );
    const theirLine = await addToCart(other.token, few.product.id, few.sku.id, 1);
    expectFailure(await post(CONFIRM, { type: 2, cartIds: [theirLine] }, token), 404, 'cart_item_not_found');
  });

  it('answers 401 without a token', async () => {
    expectFailure(await post(CONFIRM, { type: 2, cartIds: [1] }), 401, 'unauthorized');
    expectFailure(await get(detailUrl(1)), 401, 'unauthorized');
  });
});

describe('calCarAmountV1', () => {
  it('prices again and refuses coupons, W Coin and programmes as none available', async () => {
    const { token } = await shopper();
    const { product, sku } = await createProduct(t.db, {}, { price: 700 });
    const selection = { type: 1, productId: product.id, productSkuId: sku.id, quantity: 1 };
    const answer = await post(CALC, selection, token, 'zhTW');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      calcAmount: expect.objectContaining({ payAmount: 800, formatFreightAmount: 'NT$100' }),
      coupon: null,
      msg: 'success',
    });
    expectFailure(await post(CALC, { ...selection, userCouponIds: [5] }, token), 400, 'warning_coupon_not_usable');
    expectFailure(await post(CALC, { ...selection, points: 10 }, token), 400, 'warning_points_not_usable');
    expectFailure(
      await post(CALC, { ...selection, projectId: 100000000000 }, token),
      400,
      'warning_project_not_usable',
    );
    // An empty coupon list is no coupon.
    expect((await post(CALC, { ...selection, userCouponIds: [] }, token)).status).toBe(200);
  });
});

describe('generateOrder', () => {
  it('places a cart order: stock taken, lines removed, invoice pending, history, e-mail, detail with expiresAt', async () => {
    const { token, user, addressId } = await shopper();
    const { product, sku } = await createProduct(t.db, {}, { price: 800, stock: 5 });
    const gift = await createBonusOffer(t.db, product.id, 1);
    const lineId = await addToCart(token, product.id, sku.id, 2);
    const preview = (await post(CONFIRM, { type: 2, cartIds: [lineId] }, token)).body.data;

    const answer = await post(
      GENERATE,
      orderBody(addressId, { type: 2, cartIds: [lineId] }, preview.calcAmount.payAmount, {
        invoiceData: { invoiceType: 2, invoiceCode: '/abc+123' },
      }),
      token,
    );
    expect(answer.status).toBe(200);
    const { orderId, status, payAmount } = answer.body.data;
    expect({ status, payAmount }).toEqual({ status: 'pending', payAmount: 1600 });

    expect(await stockOf(sku.id)).toBe(3);
    expect(await stockOf(gift.sku.id)).toBe(8);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toEqual([]);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice).toMatchObject({ invoiceType: 2, carrierCode: '/ABC+123', status: 'pending' });
    expect(await orderStatusHistory(t.ctx(), orderId)).toEqual([
      { from: null, to: 'pending', actor: 'member', reason: null },
    ]);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(items.map((item) => [item.type, item.quantity, item.price])).toEqual([
      ['product', 2, 800],
      ['bonus', 2, 0],
    ]);
    expect(items[1]?.parentOrderItemId).toBe(items[0]?.id);
    expect(items[0]?.productName).toEqual({ zhTW: '測試商品', zhCN: '测试商品', en: 'Test product' });

    const detail = await get(detailUrl(orderId), token, 'zhTW');
    expect(detail.status).toBe(200);
    const data = detail.body.data;
    expect(data).toMatchObject({
      id: orderId,
      status: 'pending',
      calcAmount: { payAmount: 1600, freightAmount: 100, reduceFreightAmount: 100 },
      recipient: { name: '王小明', phone: '912345678', city: '臺北市', region: '大安區', zipCode: '106' },
      invoice: { invoiceType: 2, invoiceCode: '/ABC+123', invoiceNo: null, status: 'pending' },
    });
    expect(new Date(data.expiresAt).getTime() - new Date(data.createdAt).getTime()).toBe(30 * 60_000);
    expect(data.payment).toBeUndefined();

    const mail = t.app.devOutbox.list().find((message) => message.to === user.email);
    expect(mail?.subject).toBe(`WellFit 訂單 ${data.orderNo} 已成立`);
    expect(mail?.text).toContain('NT$1,600');
  });

  it('leaves out a gift that has run out and places the order with the rest', async () => {
    const { token, addressId } = await shopper();
    const { product, sku } = await createProduct(t.db, {}, { price: 800, stock: 5 });
    const gift = await createBonusOffer(t.db, product.id, 1);
    // One gift left for an order of two: the preview still lists it, the stock cannot give it.
    await t.db.update(productSkus).set({ stock: 1 }).where(eq(productSkus.id, gift.sku.id));
    const selection = { type: 1, productId: product.id, productSkuId: sku.id, quantity: 2 };
    const answer = await post(GENERATE, orderBody(addressId, selection, 1600), token);
    expect(answer.status).toBe(200);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, answer.body.data.orderId));
    expect(items.map((item) => [item.type, item.quantity])).toEqual([['product', 2]]);
    expect(await stockOf(sku.id)).toBe(3);
    expect(await stockOf(gift.sku.id)).toBe(1);
  });

  it('answers 404 for another member’s order or address', async () => {
    const owner = await shopper();
    const other = await shopper();
    const { product, sku } = await createProduct(t.db, {}, { price: 800 });
    const selection = { type: 1, productId: product.id, productSkuId: sku.id, quantity: 1 };
    const placed = await post(GENERATE, orderBody(owner.addressId, selection, 900), owner.token);
    expect(placed.status).toBe(200);
    expectFailure(await get(detailUrl(placed.body.data.orderId), other.token), 404, 'order_not_found');
    expectFailure(
      await post(GENERATE, orderBody(owner.addressId, selection, 900), other.token),
      404,
      'address_not_found',
    );
    expect(await stockOf(sku.id)).toBe(9);
  });

  it('refuses a changed price and a changed stock and creates nothing', async () => {
    const { token, user, addressId } = await shopper();
    const { product, sku } = await createProduct(t.db, {}, { price: 800, stock: 5 });
    const lineId = await addToCart(token, product.id, sku.id, 3);
    const preview = (await post(CONFIRM, { type: 2, cartIds: [lineId] }, token)).body.data;
    await t.db.update(productSkus).set({ promotionPrice: 850 }).where(eq(productSkus.id, sku.id));
    const stale = orderBody(addressId, { type: 2, cartIds: [lineId] }, preview.calcAmount.payAmount);
    expectFailure(await post(GENERATE, stale, token), 409, 'warning_price_changed');

    // The line now asks for more than the stock: it cannot be bought, and nothing else was chosen.
    await t.db.update(productSkus).set({ promotionPrice: null, stock: 2 }).where(eq(productSkus.id, sku.id));
    expectFailure(
      await post(GENERATE, { ...stale, requestKey: randomUUID() }, token),
      409,
      'warning_cart_items_unavailable',
      { names: 'Test product' },
    );
    expect(await ordersOf(user.id)).toEqual([]);
    expect(await stockOf(sku.id)).toBe(2);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.id, lineId))).toHaveLength(1);
  });

  it('needs the terms agreed, a valid invoice and a paid amount above NT$5', async () => {
    const { token, addressId, user } = await shopper();
    const { product, sku } = await createProduct(t.db, { listPrice: 5, salePrice: 5 }, { price: 5 });
    const selection = { type: 1, productId: product.id, productSkuId: sku.id, quantity: 1 };
    const pricey = await createProduct(t.db, {}, { price: 900 });
    const priceySelection = { type: 1, productId: pricey.product.id, productSkuId: pricey.sku.id, quantity: 1 };
    expectFailure(
      await post(GENERATE, orderBody(addressId, priceySelection, 1000, { agreeTerms: false }), token),
      400,
      'warning_terms_not_agreed',
    );
    expectFailure(
      await post(
        GENERATE,
        orderBody(addressId, priceySelection, 1000, {
          invoiceData: { invoiceType: 3, invoiceTitle: 'X', invoiceCode: '12345678' },
        }),
        token,
      ),
      400,
      'warning_invalid_tax_id',
    );
    // With shipping free, a NT$5 item alone is a paid order of 5: not more than 5 (SPEC §5).
    const flatFee = { type: SHOP_CONFIG_TYPE, name: FREIGHT_SETTING_NAMES.flatFee, locale: null };
    await setValue(t.ctx(), { ...flatFee, value: '0' });
    try {
      const preview = (await post(CONFIRM, selection, token)).body.data.calcAmount.payAmount;
      expect(preview).toBe(5);
      expectFailure(
        await post(GENERATE, orderBody(addressId, selection, 5), token),
        400,
        'warning_invalid_order_amount',
      );
    } finally {
      await setValue(t.ctx(), { ...flatFee, value: '100' });
    }
    expect(await ordersOf(user.id)).toEqual([]);
  });

  it('pays a free order at once (pending → unshipped by the system)', async () => {
    const { token, addressId } = await shopper();
    const { product, sku } = await createProduct(t.db, { listPrice: 0, salePrice: 0 }, { price: 0 });
    const selection = { type: 1, productId: product.id, productSkuId: sku.id, quantity: 1 };
    const answer = await post(GENERATE, orderBody(addressId, selection, 0), token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'unshipped', payAmount: 0 });
    expect(await orderStatusHistory(t.ctx(), answer.body.data.orderId)).toEqual([
      { from: null, to: 'pending', actor: 'member', reason: null },
      { from: 'pending', to: 'unshipped', actor: 'system', reason: 'free_order' },
    ]);
  });

  it('makes one order of a double click or a retry with the same request key', async () => {
    const { token, user, addressId } = await shopper();
    const { product, sku } = await createProduct(t.db, {}, { price: 800, stock: 10 });
    const lineId = await addToCart(token, product.id, sku.id, 1);
    const body = orderBody(addressId, { type: 2, cartIds: [lineId] }, 900);
    const answers = await Promise.all([
      post(GENERATE, body, token),
      post(GENERATE, body, token),
      post(GENERATE, body, token),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.data.orderId)).size).toBe(1);
    const retry = await post(GENERATE, body, token);
    expect(retry.body.data.orderId).toBe(answers[0]?.body.data.orderId);
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await stockOf(sku.id)).toBe(9);
  });

  it('answers a buy-now retry with its first order when the stock is still there, taking it once', async () => {
    const { token, user, addressId } = await shopper();
    const { product, sku } = await createProduct(t.db, {}, { price: 800, stock: 10 });
    const body = orderBody(addressId, { type: 1, productId: product.id, productSkuId: sku.id, quantity: 2 }, 1600);
    const answers = await Promise.all([post(GENERATE, body, token), post(GENERATE, body, token)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const orderId = answers[0]?.body.data.orderId;
    expect(answers[1]?.body.data.orderId).toBe(orderId);
    // Nothing in the retry's own reading says no: it meets its key at the order insert.
    const retry = await post(GENERATE, body, token);
    expect(retry.status).toBe(200);
    expect(retry.body.data).toMatchObject({ orderId, status: 'pending', payAmount: 1600 });
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await stockOf(sku.id)).toBe(8);
  });

  it('sells the last units of a SKU to exactly as many concurrent buyers', async () => {
    const units = 3;
    const { product, sku } = await createProduct(t.db, {}, { price: 800, stock: units });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => shopper()));
    const selection = { type: 1, productId: product.id, productSkuId: sku.id, quantity: 1 };
    const answers = await Promise.all(
      buyers.map((buyer) => post(GENERATE, orderBody(buyer.addressId, selection, 900), buyer.token)),
    );
    const placed = answers.filter((answer) => answer.status === 200);
    expect(placed).toHaveLength(units);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(['warning_stock_changed', 'warning_sold_out', 'warning_quantity_exceeds_stock']).toContain(
        answer.body.key,
      );
    }
    expect(await ledger(sku.id)).toEqual({ stock: 0, reserved: units, sold: 0 });
  });
});

describe('what a member holds unpaid (issue 33: one member held a SKU’s whole stock)', () => {
  const buyNow = (product: { id: number }, sku: { id: number }, quantity: number) => ({
    type: 1,
    productId: product.id,
    productSkuId: sku.id,
    quantity,
  });
  // NT$800 a unit: one unit pays the NT$100 shipping, two and more ship free.
  const payFor = (quantity: number) => 800 * quantity + (quantity === 1 ? 100 : 0);

  it('refuses more than 10 units of one SKU in one order, on the preview and the order, taking nothing', async () => {
    const { token, user, addressId } = await shopper();
    const { product, sku } = await createProduct(t.db, {}, { price: 800, stock: 1500 });
    const selection = buyNow(product, sku, 11);
    expectFailure(await post(CONFIRM, selection, token, 'zhTW'), 409, 'warning_order_units_limit', { limit: 10 });
    expectFailure(await post(CALC, selection, token), 409, 'warning_order_units_limit', { limit: 10 });
    expectFailure(
      await post(GENERATE, orderBody(addressId, selection, payFor(11)), token),
      409,
      'warning_order_units_limit',
      { limit: 10 },
    );
    // A cart line of 11 is refused at checkout as well.
    const lineId = await addToCart(token, product.id, sku.id, 11);
    expectFailure(await post(CONFIRM, { type: 2, cartIds: [lineId] }, token), 409, 'warning_order_units_limit');
    expectFailure(
      await post(GENERATE, orderBody(addressId, { type: 2, cartIds: [lineId] }, payFor(11)), token),
      409,
      'warning_order_units_limit',
    );
    expect(await ordersOf(user.id)).toEqual([]);
    expect(await stockOf(sku.id)).toBe(1500);
    expect((await post(CONFIRM, buyNow(product, sku, 10), token)).status).toBe(200);
  });

  it('lets a member’s unpaid orders hold at most 10 units of a SKU together; everyone else can still buy', async () => {
    const hoarder = await shopper();
    const other = await shopper();
    const { product, sku } = await createProduct(t.db, {}, { price: 800, stock: 1500 });
    const first = await post(GENERATE, orderBody(hoarder.addressId, buyNow(product, sku, 6), payFor(6)), hoarder.token);
    expect(first.status).toBe(200);
    expectFailure(
      await post(GENERATE, orderBody(hoarder.addressId, buyNow(product, sku, 5), payFor(5)), hoarder.token),
      409,
      'warning_unpaid_units_limit',
      { held: 6, limit: 10 },
    );
    expect(await ordersOf(hoarder.user.id)).toHaveLength(1);
    expect(
      (await post(GENERATE, orderBody(other.addressId, buyNow(product, sku, 10), payFor(10)), other.token)).status,
    ).toBe(200);
    expect(await ledger(sku.id)).toEqual({ stock: 1484, reserved: 16, sold: 0 });

    // Once the unpaid order is cancelled, its units are the member's to buy again.
    await cancelUnpaidOrder(t.ctx(), first.body.data.orderId, { actor: 'member', reason: 'test' });
    expect(
      (await post(GENERATE, orderBody(hoarder.addressId, buyNow(product, sku, 10), payFor(10)), hoarder.token)).status,
    ).toBe(200);
  });

  it('holds the unpaid-unit limit across simultaneous orders of one member', async () => {
    const { token, user, addressId } = await shopper();
    const { product, sku } = await createProduct(t.db, {}, { price: 800, stock: 100 });
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => post(GENERATE, orderBody(addressId, buyNow(product, sku, 4), payFor(4)), token)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    for (const answer of answers.filter((candidate) => candidate.status !== 200))
      expectFailure(answer, 409, 'warning_unpaid_units_limit', { held: 8, limit: 10 });
    expect(await ordersOf(user.id)).toHaveLength(2);
    expect(await ledger(sku.id)).toEqual({ stock: 92, reserved: 8, sold: 0 });
  });

  it('allows 3 unpaid orders at once, also when a member places many simultaneously', async () => {
    const { token, user, addressId } = await shopper();
    const items = await Promise.all(Array.from({ length: 6 }, () => createProduct(t.db, {}, { price: 800, stock: 5 })));
    const answers = await Promise.all(
      items.map(({ product, sku }) => post(GENERATE, orderBody(addressId, buyNow(product, sku, 1), 900), token)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    for (const answer of answers.filter((candidate) => candidate.status !== 200))
      expectFailure(answer, 409, 'warning_unpaid_orders_limit', { limit: 3 });
    expect(await ordersOf(user.id)).toHaveLength(3);
    const stocks = await Promise.all(items.map(({ sku }) => stockOf(sku.id)));
    expect(stocks.filter((stock) => stock === 4)).toHaveLength(3);
    expect(stocks.filter((stock) => stock === 5)).toHaveLength(3);

    // A free order is paid at once: it needs no unpaid order's room.
    const free = await createProduct(t.db, { listPrice: 0, salePrice: 0 }, { price: 0 });
    expect((await post(GENERATE, orderBody(addressId, buyNow(free.product, free.sku, 1), 0), token)).status).toBe(200);
    // A paid order frees its room.
    const placed = answers.find((answer) => answer.status === 200)!.body.data.orderId as number;
    await withTransaction(t.ctx(), (tx) => markOrderPaid(tx, placed, 'credit_card', 'test'));
    const refused = items[answers.findIndex((answer) => answer.status !== 200)]!;
    expect(
      (await post(GENERATE, orderBody(addressId, buyNow(refused.product, refused.sku, 1), 900), token)).status,
    ).toBe(200);
  });
});

describe('a request key used again (issue 33)', () => {
  it('answers the same order for the same body, in any field order, and a conflict for another body', async () => {
    const { token, user, addressId } = await shopper();
    const { product, sku } = await createProduct(t.db, {}, { price: 800, stock: 10 });
    const body = orderBody(addressId, { type: 1, productId: product.id, productSkuId: sku.id, quantity: 2 }, 1600);
    const placed = await post(GENERATE, body, token);
    expect(placed.status).toBe(200);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect((await post(GENERATE, reordered, token)).body.data.orderId).toBe(placed.body.data.orderId);

    // Another quantity under the same key: its reading says yes and it meets the key at the insert.
    expectFailure(
      await post(GENERATE, { ...body, quantity: 1, expectedPayAmount: 900 }, token, 'zhTW'),
      409,
      'idempotency_key_reused',
    );
    // Another invoice: only the body differs.
    expectFailure(
      await post(GENERATE, { ...body, invoiceData: { invoiceType: 2, invoiceCode: '/ABC+123' } }, token),
      409,
      'idempotency_key_reused',
    );
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await stockOf(sku.id)).toBe(8);
    // The same body still answers its order.
    expect((await post(GENERATE, body, token)).body.data).toMatchObject({
      orderId: placed.body.data.orderId,
      status: 'pending',
      payAmount: 1600,
    });
  });

  it('answers a conflict for another body even when that body’s own reading says no', async () => {
    const { token, user, addressId } = await shopper();
    const { product, sku } = await createProduct(t.db, {}, { price: 800, stock: 10 });
    const lineId = await addToCart(token, product.id, sku.id, 1);
    const body = orderBody(addressId, { type: 2, cartIds: [lineId] }, 900);
    const placed = await post(GENERATE, body, token);
    expect(placed.status).toBe(200);
    // The cart line is gone with the first order: this body alone would hear cart_item_not_found.
    expectFailure(await post(GENERATE, { ...body, expectedPayAmount: 901 }, token), 409, 'idempotency_key_reused');
    expect((await post(GENERATE, body, token)).body.data.orderId).toBe(placed.body.data.orderId);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });
});

describe('what cannot be bought never holds back what can (issue 34)', () => {
  const PRICING = '/api/web/mall/car/pricing';
  const LIST = '/api/web/mall/car/list';

  /** A line of a product with an add-on bought with it, and a second line; then the add-on's offer ends. */
  async function cartWithLapsedAddOn() {
    const member = await shopper();
    const mat = await createProduct(t.db, {}, { price: 790, stock: 5 });
    const block = await createAddOnOffer(t.db, mat.product.id, 490, { stock: 7 });
    const bottle = await createProduct(t.db, {}, { price: 690, stock: 5 });
    const matLine = await addToCart(member.token, mat.product.id, mat.sku.id, 1, [
      { productId: block.product.id, productSkuId: block.sku.id, quantity: 1 },
    ] as never);
    const bottleLine = await addToCart(member.token, bottle.product.id, bottle.sku.id, 2);
    const [addOnLine] = await t.db.select().from(cartItems).where(eq(cartItems.parentCartItemId, matLine));
    // The add-on product stays on sale; only its offer with the mat is withdrawn.
    await t.db.execute(sql`delete from product_addons where product_id = ${mat.product.id}`);
    return { ...member, mat, block, bottle, matLine, bottleLine, addOnLine: addOnLine!.id };
  }

  it('checks out the lines with a lapsed add-on left out: the cart, the preview and the order agree', async () => {
    const { token, user, addressId, mat, block, bottle, matLine, bottleLine, addOnLine } = await cartWithLapsedAddOn();
    const cartIds = [matLine, bottleLine];

    const cart = (await get(LIST, token)).body.data;
    expect(cart.validCartList.map((line: { id: number }) => line.id).sort()).toEqual([...cartIds].sort());
    expect(cart.inValidCartList).toEqual([
      expect.objectContaining({ id: addOnLine, type: 'addon', reason: 'add_on_offer_ended' }),
    ]);
    const pricing = (await post(PRICING, { type: 4, ids: cartIds }, token)).body.data;

    const preview = await post(CONFIRM, { type: 2, cartIds }, token);
    expect(preview.status).toBe(200);
    const data = preview.body.data;
    // 790 + 2 × 690 = 2,170, free shipping: what the cart priced, without the add-on.
    expect(data.calcAmount.payAmount).toBe(2170);
    expect(data.calcAmount.payAmount).toBe(pricing.amountMap.payAmount);
    expect(data.items.map((item: { cartId: number }) => item.cartId).sort()).toEqual(pricing.pricedIds.sort());
    expect(data.items.flatMap((item: { addOnItems: unknown[] }) => item.addOnItems)).toEqual([]);
    expect(data.unavailableItems).toEqual([
      {
        cartId: addOnLine,
        type: 'addon',
        productId: block.product.id,
        productSkuId: block.sku.id,
        productPic: expect.any(String),
        productName: 'Add-on item',
        skuAttr: [],
        quantity: 1,
        stock: 7,
        reason: 'add_on_offer_ended',
      },
    ]);
    const recalculated = await post(CALC, { type: 2, cartIds }, token);
    expect(recalculated.body.data.calcAmount.payAmount).toBe(2170);

    const placed = await post(GENERATE, orderBody(addressId, { type: 2, cartIds }, 2170), token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, placed.body.data.orderId));
    expect(items.map((item) => [item.productSkuId, item.type, item.quantity]).sort()).toEqual(
      [
        [mat.sku.id, 'product', 1],
        [bottle.sku.id, 'product', 2],
      ].sort(),
    );
    expect(await stockOf(block.sku.id)).toBe(7);
    expect(await stockOf(mat.sku.id)).toBe(4);
    // The bought lines left the cart; the lapsed add-on went with its line.
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toEqual([]);
  });

  it('leaves a chosen line that cannot be bought out of the order and in the cart, named in the preview', async () => {
    const { token, user, addressId } = await shopper();
    const kept = await createProduct(t.db, {}, { price: 800, stock: 5 });
    const gone = await createProduct(t.db, { name: { zhTW: '停售商品', zhCN: '停售商品', en: 'Withdrawn item' } });
    const keptLine = await addToCart(token, kept.product.id, kept.sku.id, 1);
    const goneLine = await addToCart(token, gone.product.id, gone.sku.id, 1);
    await t.db.update(products).set({ status: 'off_shelf' }).where(eq(products.id, gone.product.id));
    const cartIds = [keptLine, goneLine];

    const preview = (await post(CONFIRM, { type: 2, cartIds }, token)).body.data;
    expect(preview.items.map((item: { cartId: number }) => item.cartId)).toEqual([keptLine]);
    expect(preview.unavailableItems).toEqual([
      expect.objectContaining({
        cartId: goneLine,
        type: 'product',
        productName: 'Withdrawn item',
        reason: 'product_unavailable',
      }),
    ]);
    const placed = await post(GENERATE, orderBody(addressId, { type: 2, cartIds }, 900), token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const left = await t.db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.userId, user.id));
    expect(left).toEqual([{ id: goneLine }]);
  });

  it('names every chosen line when none can be bought, in the request language', async () => {
    const { token, addressId } = await shopper();
    const first = await createProduct(t.db, { name: { zhTW: '甲商品', zhCN: '甲商品', en: 'First item' } });
    const second = await createProduct(t.db, { name: { zhTW: '乙商品', zhCN: '乙商品', en: 'Second item' } });
    const cartIds = [
      await addToCart(token, first.product.id, first.sku.id, 1),
      await addToCart(token, second.product.id, second.sku.id, 1),
    ];
    await t.db
      .update(products)
      .set({ status: 'off_shelf' })
      .where(sql`${products.id} in (${first.product.id}, ${second.product.id})`);

    const english = await post(CONFIRM, { type: 2, cartIds }, token);
    expectFailure(english, 409, 'warning_cart_items_unavailable');
    expect(english.body.msg).toMatch(/^Not available now: (First item and Second item|Second item and First item)\./);
    const chinese = await post(CONFIRM, { type: 2, cartIds }, token, 'zhTW');
    expect(chinese.body.msg).toMatch(/^目前無法購買：(甲商品和乙商品|乙商品和甲商品)。/);
    expectFailure(
      await post(GENERATE, orderBody(addressId, { type: 2, cartIds }, 0), token),
      409,
      'warning_cart_items_unavailable',
    );
  });

  it('shows and gives only the gifts whose stock covers the line, in the cart and the preview', async () => {
    const { token } = await shopper();
    const { product, sku } = await createProduct(t.db, {}, { price: 800, stock: 5 });
    const plenty = await createBonusOffer(t.db, product.id, 1);
    const scarce = await createBonusOffer(t.db, product.id, 1);
    await t.db.update(productSkus).set({ stock: 1 }).where(eq(productSkus.id, scarce.sku.id));
    const lineId = await addToCart(token, product.id, sku.id, 2);

    const cart = (await get(LIST, token)).body.data;
    expect(cart.validCartList[0].bonusItems.map((gift: { productSkuId: number }) => gift.productSkuId)).toEqual([
      plenty.sku.id,
    ]);
    const preview = (await post(CONFIRM, { type: 2, cartIds: [lineId] }, token)).body.data;
    expect(preview.gifts.map((gift: { productSkuId: number }) => gift.productSkuId)).toEqual([plenty.sku.id]);
    const single = (await post(CONFIRM, { type: 1, productId: product.id, productSkuId: sku.id, quantity: 1 }, token))
      .body.data;
    expect(single.gifts.map((gift: { productSkuId: number }) => gift.productSkuId).sort()).toEqual(
      [plenty.sku.id, scarce.sku.id].sort(),
    );
  });
});

describe('flash sale (type 4)', () => {
  it('sells exactly its units to more buyers than units, the rest hear sold out', async () => {
    const { product, sku } = await createProduct(t.db, {}, { price: 1500, stock: 20 });
    const offer = await createFlashSale(t.db, product.id, sku.id, { stock: 4, seckillPrice: 499 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => shopper()));
    const selection = { type: 4, productId: product.id, productSkuId: sku.id, seckillProductId: offer.id, quantity: 1 };
    const preview = await post(CONFIRM, selection, buyers[0]!.token);
    expect(preview.body.data.calcAmount.payAmount).toBe(599);
    expect(preview.body.data.flashSale).toEqual({ id: offer.id, endsAt: offer.endsAt.toISOString() });
    const answers = await Promise.all(
      buyers.map((buyer) => post(GENERATE, orderBody(buyer.addressId, selection, 599), buyer.token)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
    for (const answer of answers.filter((candidate) => candidate.status !== 200))
      expectFailure(answer, 409, 'warning_flash_sold_out');
    const [after] = await t.db.select().from(flashSales).where(eq(flashSales.id, offer.id));
    expect(after?.sold).toBe(4);
    expect(await ledger(sku.id)).toEqual({ stock: 16, reserved: 4, sold: 0 });
  });

  it('holds the per-member limit across concurrent orders of one member', async () => {
    const { token, addressId, user } = await shopper();
    const { product, sku } = await createProduct(t.db, {}, { price: 1500, stock: 20 });
    const offer = await createFlashSale(t.db, product.id, sku.id, { stock: 10, limitPerMember: 1 });
    const selection = { type: 4, productId: product.id, productSkuId: sku.id, seckillProductId: offer.id, quantity: 1 };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(GENERATE, orderBody(addressId, selection, 599), token)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 200))
      expectFailure(answer, 409, 'warning_flash_limit_reached', { limit: 1 });
    expect(await ordersOf(user.id)).toHaveLength(1);
    expectFailure(await post(CONFIRM, { ...selection, quantity: 2 }, token), 409, 'warning_flash_limit_reached');
  });

  it('sells a unit given back after the sale sold out, once the sold-out reading has lapsed', async () => {
    const [first, second, third] = await Promise.all([shopper(), shopper(), shopper()]);
    const { product, sku } = await createProduct(t.db, {}, { price: 1500, stock: 20 });
    const offer = await createFlashSale(t.db, product.id, sku.id, { stock: 1, seckillPrice: 499 });
    const selection = { type: 4, productId: product.id, productSkuId: sku.id, seckillProductId: offer.id, quantity: 1 };
    const buy = (buyer: Awaited<ReturnType<typeof shopper>>) =>
      post(GENERATE, orderBody(buyer.addressId, selection, 599), buyer.token);
    expect((await buy(first!)).status).toBe(200);
    expectFailure(await buy(second!), 409, 'warning_flash_sold_out');
    // An unpaid order expired: its unit is back on the offer.
    await t.db.update(flashSales).set({ sold: 0 }).where(eq(flashSales.id, offer.id));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await buy(third!)).status).toBe(200);
  });

  it('answers a sold-out attempt without reading its key, and a retry of a flash order with that order', async () => {
    const [winner, last, late] = await Promise.all([shopper(), shopper(), shopper()]);
    const { product, sku } = await createProduct(t.db, {}, { price: 1500, stock: 20 });
    const offer = await createFlashSale(t.db, product.id, sku.id, { stock: 2, seckillPrice: 499 });
    const selection = { type: 4, productId: product.id, productSkuId: sku.id, seckillProductId: offer.id, quantity: 1 };
    const buy = (buyer: Awaited<ReturnType<typeof shopper>>) =>
      post(GENERATE, orderBody(buyer.addressId, selection, 599), buyer.token);
    const winnerBody = orderBody(winner!.addressId, selection, 599);
    const placed = await post(GENERATE, winnerBody, winner!.token);
    expect(placed.status).toBe(200);
    // A retry while units are left, then once the sale has sold out: the same order each time.
    expect((await post(GENERATE, winnerBody, winner!.token)).body.data.orderId).toBe(placed.body.data.orderId);
    expect((await buy(last!)).status).toBe(200);
    expectFailure(await buy(late!), 409, 'warning_flash_sold_out');
    const soldOut = await countStatements(() => buy(late!));
    expectFailure(soldOut.answer, 409, 'warning_flash_sold_out');
    // None: the member's session is cached in this process (docs/decisions/session-cache.md),
    // and the offer was read sold out a moment ago with its orders' keys, so no offer, key,
    // order or stock statement.
    expect(soldOut.statements).toBe(0);
    expect((await post(GENERATE, winnerBody, winner!.token)).body.data.orderId).toBe(placed.body.data.orderId);
    expect(await ordersOf(winner!.user.id)).toHaveLength(1);
    const [after] = await t.db.select().from(flashSales).where(eq(flashSales.id, offer.id));
    expect(after?.sold).toBe(2);
  });

  it('refuses an offer outside its window and one of another product', async () => {
    const { token } = await shopper();
    const { product, sku } = await createProduct(t.db, {}, { price: 1500 });
    const later = await createFlashSale(t.db, product.id, sku.id, {
      startsAt: new Date(Date.now() + 3_600_000),
      endsAt: new Date(Date.now() + 7_200_000),
    });
    const selection = { type: 4, productId: product.id, productSkuId: sku.id, seckillProductId: later.id, quantity: 1 };
    expectFailure(await post(CONFIRM, selection, token), 409, 'warning_flash_not_live');
    const another = await createProduct(t.db);
    expectFailure(
      await post(CONFIRM, { ...selection, productId: another.product.id, productSkuId: another.sku.id }, token),
      404,
      'product_not_available',
    );
  });
});

describe('statements per generateOrder', () => {
  it('takes at most 20 SQL statements (the unpaid-order lock-and-read script counted as two)', async () => {
    const { token, addressId } = await shopper();
    const { product, sku } = await createProduct(t.db, {}, { price: 800, stock: 10 });
    await createBonusOffer(t.db, product.id, 1);
    const addOn = await createAddOnOffer(t.db, product.id, 300);
    const lineId = await addToCart(token, product.id, sku.id, 1, [
      { productId: addOn.product.id, productSkuId: addOn.sku.id, quantity: 1 },
    ] as never);
    const body = orderBody(addressId, { type: 2, cartIds: [lineId] }, 1200);
    const count = await countStatements(() => post(GENERATE, body, token));
    expect(count.answer.status).toBe(200);
    expect(count.statements).toBeGreaterThan(5);
    expect(count.statements + 1).toBeLessThanOrEqual(20);
  });

  it('takes at most 20 for a flash order too (its lock-and-count script counted as two)', async () => {
    const { token, addressId } = await shopper();
    const { product, sku } = await createProduct(t.db, {}, { price: 1500, stock: 10 });
    await createBonusOffer(t.db, product.id, 1);
    const offer = await createFlashSale(t.db, product.id, sku.id);
    const selection = { type: 4, productId: product.id, productSkuId: sku.id, seckillProductId: offer.id, quantity: 1 };
    const count = await countStatements(() => post(GENERATE, orderBody(addressId, selection, 599), token));
    expect(count.answer.status).toBe(200);
    expect(count.statements + 1).toBeLessThanOrEqual(20);
  });
});

/**
 * Counts what the database driver is sent while `work` runs: every query, BEGIN and COMMIT (pg:
 * Client.query; PGlite: the one gate all its queries pass). A script (db/run-script.ts) sends
 * its statements in one query and counts as one here, so the flash order's two-statement
 * script is counted as two by hand in its test.
 */
async function countStatements<T>(work: () => Promise<T>): Promise<{ answer: T; statements: number }> {
  let statements = 0;
  if (t.database.kind === 'postgres') {
    const original = pg.Client.prototype.query;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- counting wrapper around the driver
    (pg.Client.prototype as any).query = function (this: pg.Client, ...args: unknown[]) {
      statements += 1;
      return (original as (...callArgs: unknown[]) => unknown).apply(this, args);
    };
    try {
      return { answer: await work(), statements };
    } finally {
      pg.Client.prototype.query = original;
    }
  }
  // Every query, exec, BEGIN and COMMIT of PGlite (the instance's or a transaction's) runs through this one method.
  const pglite = t.database.pglite as unknown as { _runExclusiveQuery: (...args: unknown[]) => Promise<unknown> };
  const original = pglite._runExclusiveQuery;
  pglite._runExclusiveQuery = function (this: unknown, ...args: unknown[]) {
    statements += 1;
    return original.apply(this, args);
  };
  try {
    return { answer: await work(), statements };
  } finally {
    pglite._runExclusiveQuery = original;
  }
}

describe('a product’s flash offers (product page)', () => {
  it('lists live offers first with units left, then upcoming ones, and not ended ones', async () => {
    const { product, sku } = await createProduct(t.db, {}, { price: 1500 });
    const now = Date.now();
    const upcoming = await createFlashSale(t.db, product.id, sku.id, {
      startsAt: new Date(now + 3_600_000),
      endsAt: new Date(now + 7_200_000),
    });
    const live = await createFlashSale(t.db, product.id, sku.id, { stock: 5, sold: 2, seckillPrice: 450 });
    await createFlashSale(t.db, product.id, sku.id, {
      startsAt: new Date(now - 7_200_000),
      endsAt: new Date(now - 3_600_000),
    });
    const answer = await get(`/api/web/mall/seckill/product/${product.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      expect.objectContaining({ id: live.id, live: true, remaining: 3, seckillPrice: 450, limitPerMember: 1 }),
      expect.objectContaining({ id: upcoming.id, live: false, startsAt: upcoming.startsAt.toISOString() }),
    ]);
  });
});

describe('a member’s flash allowance (product page, issue 34)', () => {
  const allowance = (id: number, token?: string) => get(`/api/web/mall/seckill/allowance/${id}`, token);

  it('answers the units left to the member: the limit less what their orders hold, 0 once reached', async () => {
    const { token, addressId } = await shopper();
    const { product, sku } = await createProduct(t.db, {}, { price: 1500, stock: 20 });
    const offer = await createFlashSale(t.db, product.id, sku.id, { stock: 10, limitPerMember: 2 });
    expect((await allowance(offer.id, token)).body.data).toMatchObject({
      seckillProductId: offer.id,
      limitPerMember: 2,
      bought: 0,
      remaining: 2,
    });
    const selection = { type: 4, productId: product.id, productSkuId: sku.id, seckillProductId: offer.id, quantity: 2 };
    const placed = await post(GENERATE, orderBody(addressId, selection, 1098), token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect((await allowance(offer.id, token)).body.data).toMatchObject({ bought: 2, remaining: 0 });
    // Another member's allowance is their own.
    const other = await shopper();
    expect((await allowance(offer.id, other.token)).body.data).toMatchObject({ bought: 0, remaining: 2 });
    // A cancelled order gives its units back to the member's allowance.
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed.body.data.orderId));
    expect((await allowance(offer.id, token)).body.data).toMatchObject({ bought: 0, remaining: 2 });
  });

  it('is for members only, and answers 404 for no such offer', async () => {
    const { token } = await shopper();
    expectFailure(await allowance(1), 401, 'unauthorized');
    expectFailure(await allowance(987_654, token), 404, 'product_not_available');
  });
});
