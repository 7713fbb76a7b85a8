import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT } from '@wellfit/contracts/constants';
import { ORDER_PATHS, RETURN_STATUS_VALUES, type ReturnStatus } from '@wellfit/contracts/orders';
import { PAYMENT_PATHS } from '@wellfit/contracts/payment';
import { callApi } from '../../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { expectFailure } from '../../test/expect-failure.ts';
import { createInvoiceRow, createMember, createOrder, createProduct } from '../../test/factories.ts';
import { productSkus } from '../catalog/catalog.tables.ts';
import { registerOrderHooks, type OrderReleased } from '../orders/order-hooks.ts';
import { ORDER_MOVES } from '../orders/order-states.ts';
import {
  cancelOrder,
  completeDeliveredOrders,
  markOrderDelivered,
  markOrderPaid,
  sendDueAfterSaleEmails,
  shipOrder,
  transitionOrder,
  type OrderMover,
} from '../orders/orders.service.ts';
import { orderItems, orders, orderStatusHistory } from '../orders/orders.tables.ts';
import { processDueRefunds } from '../refunds/refunds.service.ts';
import { RETURN_MOVES } from './return-states.ts';
import { orderForOperator, searchOrders } from './order-views.service.ts';
import {
  approveReturn,
  markReturnShippedBack,
  receiveReturn,
  rejectReturn,
  transitionReturn,
} from './returns.service.ts';
import { returnRequestItems, returnRequests, returnStatusHistory } from './returns.tables.ts';

/*
 * After the sale (issue 35): the member's order list, detail, cancel, recipient and returns over
 * HTTP, and the operators' moves of orders and returns as services, on the real app and a real
 * database (PGlite or PostgreSQL). Payments and refunds go through the card simulator.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const quiet = { warn: () => {}, error: () => {} };
const get = (url: string, token?: string) => callApi(t.app, 'GET', url, undefined, { token, locale: 'en' });
const post = (url: string, body: unknown, token?: string) => callApi(t.app, 'POST', url, body, { token, locale: 'en' });
const detailUrl = (id: number) => `/api/web/mall/order/detail/${id}`;

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

async function stockOf(skuId: number): Promise<number> {
  const [row] = await t.db.select({ stock: productSkus.stock }).from(productSkus).where(eq(productSkus.id, skuId));
  return row!.stock;
}

let operatorSeq = 0;
async function anOperator(): Promise<OrderMover> {
  operatorSeq += 1;
  const [row] = await rows<{ id: string }>(sql`
    insert into operators (email, name, role, password_hash)
    values (${`ops-${operatorSeq}-${randomUUID().slice(0, 6)}@wellfit.test`}, 'Ops', 'admin', 'x') returning id::text as id`);
  return { actor: 'admin', operatorId: Number(row!.id) };
}

/**
 * A member's order of `units` of one SKU (as checkout leaves it: the SKU's stock already taken),
 * in `status`; delivered orders are delivered `deliveredAt`.
 */
async function anOrder(
  options: {
    status?: 'pending' | 'unshipped' | 'shipped' | 'delivered' | 'completed';
    units?: number;
    price?: number;
    productType?: 'equipment' | 'subscription';
    deliveredAt?: Date;
    member?: Awaited<ReturnType<typeof createMember>>;
  } = {},
) {
  const units = options.units ?? 2;
  const member = options.member ?? (await createMember(t.db, { email: `m-${randomUUID().slice(0, 8)}@example.com` }));
  const { product, sku } = await createProduct(
    t.db,
    { productType: options.productType ?? 'equipment' },
    { stock: 10 - units },
  );
  const status = options.status ?? 'pending';
  const order = await createOrder(
    t.db,
    member.user.id,
    [{ productId: product.id, productSkuId: sku.id, quantity: units, price: options.price ?? 500 }],
    {
      status,
      recipient: { name: '王小明', phone: '912345678', city: '臺北市', region: '大安區', detailAddress: '一路 1 號' },
      ...(status !== 'pending' ? { paidAt: new Date() } : {}),
      ...(status === 'delivered' || status === 'completed'
        ? { deliveredAt: options.deliveredAt ?? new Date(), shippedAt: new Date() }
        : {}),
    },
  );
  return { order, member, product, sku };
}

// ── Paid orders through the card simulator (as refunds.test.ts pays them) ──

const SUCCESS_CARD = '4311952222222222';
function postForm(url: string, form: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** Charges a pending order at the simulator up to its 3-D page; answers the page's address. */
async function chargeOrder(orderId: number, token: string): Promise<string> {
  await createInvoiceRow(t.db, orderId);
  const requestKey = randomUUID();
  const started = await post(
    PAYMENT_PATHS.start,
    { orderId, channel: PAYMENT.channel, orderSource: PAYMENT.orderSource, orderType: PAYMENT.orderType, requestKey },
    token,
  );
  const card = await postForm('/simulated-gateway/card-form', {
    creInfo: started.body.data.credential.creInfo,
    cardNumber: SUCCESS_CARD,
    expiry: '12/39',
    cvc: '123',
  });
  const payToken = /data-pay-token="([0-9a-f]+)"/.exec(card.body)![1]!;
  const charged = await post(
    PAYMENT_PATHS.charge,
    { orderId, channel: PAYMENT.channel, PayToken: payToken, requestKey },
    token,
  );
  expect(charged.status).toBe(200);
  return charged.body.data.ThreeDInfo.ThreeDURL as string;
}

/** A member's order paid through the simulator (unshipped), its SKU's stock taken. */
async function paidOrder(units = 2, price = 500) {
  const placed = await anOrder({ units, price });
  const threeD = await chargeOrder(placed.order.id, placed.member.token);
  const verified = await postForm(threeD, { action: 'verify' });
  expect(verified.headers.location).toBe(`/order-paid/${placed.order.id}`);
  return placed;
}

async function refundsRun() {
  await processDueRefunds(t.ctx(), new Date(Date.now() + 60_000), { log: quiet });
}

async function statusOf(orderId: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

const released: OrderReleased[] = [];
registerOrderHooks('after-sale-test', {
  async onOrderReleased(_ctx, event) {
    released.push(event);
  },
});

// ── The member's list and detail ─────────────────────────────────────────────────────

describe('the member’s orders by tab', () => {
  it('lists each tab’s statuses newest first with items, amounts and actions, a page at a time', async () => {
    const member = await createMember(t.db);
    const made: Record<string, number> = {};
    for (const status of ['pending', 'unshipped', 'shipped', 'delivered', 'completed'] as const) {
      const { order } = await anOrder({ status, member });
      made[status] = order.id;
    }
    const { order: cancelled } = await anOrder({ member });
    await cancelOrder(t.ctx(), cancelled.id, { actor: 'member', userId: member.user.id }, 'changed_mind', 'k1');

    const all = await get(`${ORDER_PATHS.list}?tab=all`, member.token);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(6);
    expect(all.body.data.list.map((card: { id: number }) => card.id)).toEqual([
      cancelled.id,
      made.completed,
      made.delivered,
      made.shipped,
      made.unshipped,
      made.pending,
    ]);
    const pending = all.body.data.list.find((card: { id: number }) => card.id === made.pending);
    expect(pending).toMatchObject({
      status: 'pending',
      payAmount: 1000,
      quantity: 2,
      items: [{ productName: 'Test product', price: 500, quantity: 2 }],
      actions: { pay: true, cancel: true, editRecipient: true, applyReturn: false },
    });
    expect(pending.expiresAt).toEqual(expect.any(String));
    const delivered = all.body.data.list.find((card: { id: number }) => card.id === made.delivered);
    expect(delivered.actions).toEqual({ pay: false, cancel: false, editRecipient: false, applyReturn: true });

    const tab = async (name: string) =>
      (await get(`${ORDER_PATHS.list}?tab=${name}`, member.token)).body.data.list.map(
        (card: { id: number }) => card.id,
      );
    expect(await tab('unpaid')).toEqual([made.pending]);
    expect(await tab('unshipped')).toEqual([made.unshipped]);
    expect(await tab('shipped')).toEqual([made.shipped]);
    expect(await tab('completed')).toEqual([made.completed, made.delivered]);
    expect(await tab('returns')).toEqual([]);

    const paged = await get(`${ORDER_PATHS.list}?tab=all&pageIndex=2&pageSize=4`, member.token);
    expect(paged.body.data).toMatchObject({ total: 6, pageIndex: 2, pageSize: 4 });
    expect(paged.body.data.list.map((card: { id: number }) => card.id)).toEqual([made.unshipped, made.pending]);

    // Another member sees none of them; no token is 401.
    const other = await createMember(t.db);
    expect((await get(`${ORDER_PATHS.list}?tab=all`, other.token)).body.data.total).toBe(0);
    expect((await get(`${ORDER_PATHS.list}?tab=all`)).status).toBe(401);
  });

  it('shows the detail after the sale: paid amounts per line, delivery with tracking link, timeline, return window', async () => {
    const { order, member } = await anOrder({ status: 'unshipped', units: 3, price: 300 });
    const ops = await anOperator();
    await shipOrder(t.ctx(), order.id, ops, { company: '黑貓宅急便', number: '9012345678' });
    await markOrderDelivered(t.ctx(), order.id, ops);
    const detail = await get(detailUrl(order.id), member.token);
    expect(detail.status).toBe(200);
    const data = detail.body.data;
    expect(data.items[0].paidAmount).toBe(900);
    expect(data.delivery).toMatchObject({
      status: 'delivered',
      company: '黑貓宅急便',
      number: '9012345678',
      trackingUrl: 'https://www.t-cat.com.tw/Inquire/TraceDetail.aspx?BillID=9012345678',
    });
    expect(data.returnLastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.actions).toEqual({ pay: false, cancel: false, editRecipient: false, applyReturn: true });
    expect(data.timeline.map((entry: { kind: string }) => entry.kind)).toEqual([
      'status:unshipped',
      'status:shipped',
      'shipped',
      'status:delivered',
      'delivered',
    ]);
    expect(data).toMatchObject({ paymentType: 'online', refunds: [], returns: [], allowances: [] });
    // The operator's id is in the history, not the word "admin" alone.
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.filter((row) => row.actor === 'admin').map((row) => row.operatorId)).toEqual([
      ops.actor === 'admin' ? ops.operatorId : -1,
      ops.actor === 'admin' ? ops.operatorId : -1,
    ]);
    // Another member: 404.
    const other = await createMember(t.db);
    expectFailure(await get(detailUrl(order.id), other.token), 404, 'order_not_found');
  });

  it('marks a non-returnable line on the order and refuses to return it', async () => {
    const { order, member } = await anOrder({ status: 'delivered', productType: 'subscription' });
    const detail = await get(detailUrl(order.id), member.token);
    const [item] = detail.body.data.items;
    expect(detail.body.data.nonReturnableItemIds).toEqual([item.id]);
    expect(detail.body.data.actions.applyReturn).toBe(false);
    const answer = await applyReturnOver(member.token, {
      orderId: order.id,
      items: [{ orderItemId: item.id, quantity: 1 }],
    });
    expectFailure(answer, 409, 'return_item_not_returnable');
  });
});

// ── Cancelling ───────────────────────────────────────────────────────────────────────

describe('cancelling an order', () => {
  it('cancels an unpaid order with a reason: its stock comes back once, the hooks run once, a double click answers the same', async () => {
    const { order, member, sku } = await anOrder({ units: 3 });
    expect(await stockOf(sku.id)).toBe(7);
    const body = { orderId: order.id, reason: 'changed_mind', requestKey: randomUUID() };
    const [first, second] = await Promise.all([
      post(ORDER_PATHS.cancel, body, member.token),
      post(ORDER_PATHS.cancel, body, member.token),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body.data).toMatchObject({ orderId: order.id, status: 'cancelled', refund: null });
    expect(await stockOf(sku.id)).toBe(10);
    expect(released.filter((event) => event.orderId === order.id)).toEqual([
      { orderId: order.id, userId: member.user.id, to: 'cancelled', from: 'pending' },
    ]);
    expect((await statusOf(order.id)).cancelReason).toBe('changed_mind');
    // Another key: the order is no longer cancellable; nothing changes.
    expectFailure(
      await post(ORDER_PATHS.cancel, { ...body, requestKey: randomUUID() }, member.token),
      409,
      'order_not_cancellable',
    );
    expect(await stockOf(sku.id)).toBe(10);
    // A reason not on the list is refused.
    const { order: another } = await anOrder({ member });
    const refused = await post(ORDER_PATHS.cancel, { ...body, orderId: another.id, reason: 'whim' }, member.token);
    expect(refused.status).toBe(400);
  });

  it('cancels a paid order not yet shipped: stock back and the payment refunded in full', async () => {
    const { order, member, sku } = await paidOrder(2, 600);
    const answer = await post(
      ORDER_PATHS.cancel,
      { orderId: order.id, reason: 'duplicate_order', requestKey: randomUUID() },
      member.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.refund).toMatchObject({ amount: 1200, status: 'pending' });
    expect(await stockOf(sku.id)).toBe(10);
    await refundsRun();
    const detail = (await get(detailUrl(order.id), member.token)).body.data;
    expect(detail.status).toBe('cancelled');
    expect(detail.refunds).toMatchObject([{ amount: 1200, status: 'succeeded', reason: 'order_cancelled' }]);
    expect(released.filter((event) => event.orderId === order.id)).toMatchObject([{ from: 'unshipped' }]);
    // The refunded order is listed under "returns".
    const tab = await get(`${ORDER_PATHS.list}?tab=returns`, member.token);
    expect(tab.body.data.list.map((card: { id: number }) => card.id)).toEqual([order.id]);
  });

  it('a cancel racing the paid notification ends paid-and-refunded or cancelled, never paid and kept', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { order, member, sku } = await anOrder({ units: 1, price: 800 });
      const threeD = await chargeOrder(order.id, member.token);
      const [cancelled] = await Promise.all([
        post(ORDER_PATHS.cancel, { orderId: order.id, reason: 'other', requestKey: randomUUID() }, member.token),
        postForm(threeD, { action: 'verify' }),
      ]);
      await refundsRun();
      const row = await statusOf(order.id);
      const payments = await rows<{ amount: number; refunded_amount: number; status: string }>(
        sql`select amount, refunded_amount, status from payments where order_id = ${order.id} and status = 'succeeded'`,
      );
      const refunded = payments.reduce((sum, payment) => sum + payment.refunded_amount, 0);
      const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
      if (row.status === 'cancelled') {
        // Cancelled: whatever was paid comes back, whichever came first.
        expect(cancelled.status).toBe(200);
        expect(refunded).toBe(paid);
        expect(await stockOf(sku.id)).toBe(10);
      } else {
        // Paid first and the cancel refused: kept, nothing refunded.
        expect(row.status).toBe('unshipped');
        expectFailure(cancelled, 409, 'order_not_cancellable');
        expect(refunded).toBe(0);
        expect(await stockOf(sku.id)).toBe(9);
      }
    }
  });

  it('answers 404 for another member’s order and changes nothing', async () => {
    const { order, sku } = await anOrder();
    const other = await createMember(t.db);
    expectFailure(
      await post(ORDER_PATHS.cancel, { orderId: order.id, reason: 'other', requestKey: randomUUID() }, other.token),
      404,
      'order_not_found',
    );
    expect((await statusOf(order.id)).status).toBe('pending');
    expect(await stockOf(sku.id)).toBe(8);
  });
});

// ── The recipient ────────────────────────────────────────────────────────────────────

describe('editing the recipient', () => {
  it('changes it to a saved address until the order ships, then refuses', async () => {
    const { order, member } = await anOrder({ status: 'unshipped' });
    const added = await post(
      '/api/web/member/address/add',
      {
        firstName: '大華',
        lastName: '陳',
        mobile: '0987654321',
        city: '臺中市',
        region: '西屯區',
        detailAddress: '臺灣大道三段 99 號',
      },
      member.token,
    );
    const addressId = added.body.data.id as number;
    const changed = await post(
      ORDER_PATHS.recipient,
      { orderId: order.id, memberReceiveAddressId: addressId },
      member.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.recipient).toMatchObject({ name: '陳大華', city: '臺中市', region: '西屯區' });
    expect((await get(detailUrl(order.id), member.token)).body.data.recipient.name).toBe('陳大華');

    const other = await createMember(t.db);
    expectFailure(
      await post(ORDER_PATHS.recipient, { orderId: order.id, memberReceiveAddressId: addressId }, other.token),
      404,
      'address_not_found',
    );

    await shipOrder(t.ctx(), order.id, await anOperator(), { company: '新竹物流', number: 'H1' });
    expectFailure(
      await post(ORDER_PATHS.recipient, { orderId: order.id, memberReceiveAddressId: addressId }, member.token),
      409,
      'order_recipient_locked',
    );
  });
});

// ── Returns ──────────────────────────────────────────────────────────────────────────

const BOUNDARY = '----wellfit-return-test';
function multipart(payload: unknown, files: { name: string; bytes: Buffer }[]) {
  const parts: Buffer[] = [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${JSON.stringify(payload)}\r\n`,
    ),
  ];
  for (const file of files)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="attachments"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

async function applyReturnOver(
  token: string,
  body: { orderId: number; items: { orderItemId: number; quantity: number }[] } & Record<string, unknown>,
  files: { name: string; bytes: Buffer }[] = [],
) {
  const response = await t.app.inject({
    method: 'POST',
    url: ORDER_PATHS.returnApply,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, locale: 'en', token },
    payload: multipart({ reason: 'damaged', description: 'Box crushed', requestKey: randomUUID(), ...body }, files),
  });
  return { status: response.statusCode, body: response.json() };
}

async function itemOf(orderId: number) {
  const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return item!;
}

describe('applying for a return', () => {
  it('takes a partial return with a picture checked by content, once per request key', async () => {
    const { order, member } = await anOrder({ status: 'delivered', units: 3 });
    const item = await itemOf(order.id);
    const photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#a33' } })
      .png()
      .toBuffer();
    const requestKey = randomUUID();
    const applied = await applyReturnOver(
      member.token,
      { orderId: order.id, items: [{ orderItemId: item.id, quantity: 2 }], requestKey },
      [{ name: 'box.jpg', bytes: photo }],
    );
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ status: 'pending', returnNo: expect.stringMatching(/^RT\d{18}$/) });
    const again = await applyReturnOver(
      member.token,
      { orderId: order.id, items: [{ orderItemId: item.id, quantity: 2 }], requestKey },
      [{ name: 'box.jpg', bytes: photo }],
    );
    expect(again.body.data.returnId).toBe(applied.body.data.returnId);

    const detail = (await get(detailUrl(order.id), member.token)).body.data;
    expect(detail.returnStatus).toBe('pending');
    expect(detail.returns).toMatchObject([
      {
        status: 'pending',
        reason: 'damaged',
        description: 'Box crushed',
        items: [{ orderItemId: item.id, quantity: 2, receivedQuantity: null }],
        attachments: [
          {
            kind: 'image',
            url: expect.stringMatching(
              /^\/private-files\/returns\/RT\d+\/1-[0-9a-f]{16}\.png\?expires=\d+&signature=[\w-]+$/,
            ),
          },
        ],
        cancellable: true,
      },
    ]);
    // The picture is private (issue 40): its signed address serves it, its key under /uploads does not.
    const pictureUrl = detail.returns[0].attachments[0].url as string;
    const picture = await t.app.inject({ method: 'GET', url: pictureUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.subarray(0, 8)).toEqual(photo.subarray(0, 8));
    const publicTry = await t.app.inject({
      method: 'GET',
      url: `/uploads/${pictureUrl.split('?')[0]!.slice('/private-files/'.length)}`,
    });
    expect(publicTry.statusCode).toBe(404);
    // One unit is left to return; two more are refused.
    expectFailure(
      await applyReturnOver(member.token, { orderId: order.id, items: [{ orderItemId: item.id, quantity: 2 }] }),
      409,
      'return_quantity_exceeded',
    );
    // The order is under "returns" now.
    const tab = await get(`${ORDER_PATHS.list}?tab=returns`, member.token);
    expect(tab.body.data.list.map((card: { id: number }) => card.id)).toEqual([order.id]);
  });

  it('refuses a file that is not a picture or video by its bytes, a third file, and changes nothing', async () => {
    const { order, member } = await anOrder({ status: 'delivered' });
    const item = await itemOf(order.id);
    const body = { orderId: order.id, items: [{ orderItemId: item.id, quantity: 1 }] };
    expectFailure(
      await applyReturnOver(member.token, body, [{ name: 'photo.jpg', bytes: Buffer.from('not a picture at all') }]),
      400,
      'warning_attachment_type',
    );
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expectFailure(
      await applyReturnOver(member.token, body, [
        { name: 'a.jpg', bytes: photo },
        { name: 'b.jpg', bytes: photo },
        { name: 'c.jpg', bytes: photo },
      ]),
      400,
      'warning_attachment_too_many',
    );
    expect(await t.db.select().from(returnRequests).where(eq(returnRequests.orderId, order.id))).toEqual([]);
  });

  it('refuses before delivery, after the window, another member’s order and a line of another order', async () => {
    const { order: shipped, member } = await anOrder({ status: 'shipped' });
    const shippedItem = await itemOf(shipped.id);
    expectFailure(
      await applyReturnOver(member.token, {
        orderId: shipped.id,
        items: [{ orderItemId: shippedItem.id, quantity: 1 }],
      }),
      409,
      'return_not_allowed',
    );
    // Delivered 1 March 23:30 Taipei: the window closed at the end of 8 March.
    const { order: late } = await anOrder({
      status: 'delivered',
      member,
      deliveredAt: new Date('2026-03-01T15:30:00Z'),
    });
    const lateItem = await itemOf(late.id);
    expectFailure(
      await applyReturnOver(member.token, { orderId: late.id, items: [{ orderItemId: lateItem.id, quantity: 1 }] }),
      409,
      'return_window_closed',
      { lastDay: '2026-03-08' },
    );
    const other = await createMember(t.db);
    expectFailure(
      await applyReturnOver(other.token, { orderId: late.id, items: [{ orderItemId: lateItem.id, quantity: 1 }] }),
      404,
      'order_not_found',
    );
    const { order: fresh } = await anOrder({ status: 'delivered', member });
    expectFailure(
      await applyReturnOver(member.token, { orderId: fresh.id, items: [{ orderItemId: lateItem.id, quantity: 1 }] }),
      400,
      'return_item_invalid',
    );
  });

  it('withdraws a pending return; not once decided; not another member’s', async () => {
    const { order, member } = await anOrder({ status: 'delivered' });
    const item = await itemOf(order.id);
    const applied = await applyReturnOver(member.token, {
      orderId: order.id,
      items: [{ orderItemId: item.id, quantity: 1 }],
    });
    const returnId = applied.body.data.returnId as number;
    const other = await createMember(t.db);
    expectFailure(await post(ORDER_PATHS.returnCancel, { returnId }, other.token), 404, 'return_not_found');
    const withdrawn = await post(ORDER_PATHS.returnCancel, { returnId }, member.token);
    expect(withdrawn.body.data).toMatchObject({ returnId, status: 'cancelled' });
    expect((await statusOf(order.id)).returnStatus).toBe('cancelled');
    expectFailure(await post(ORDER_PATHS.returnCancel, { returnId }, member.token), 409, 'return_not_cancellable');

    const second = await applyReturnOver(member.token, {
      orderId: order.id,
      items: [{ orderItemId: item.id, quantity: 1 }],
    });
    await rejectReturn(t.ctx(), second.body.data.returnId, await anOperator(), 'Used and worn');
    expectFailure(
      await post(ORDER_PATHS.returnCancel, { returnId: second.body.data.returnId }, member.token),
      409,
      'return_not_cancellable',
    );
    const detail = (await get(detailUrl(order.id), member.token)).body.data;
    expect(detail.returns.at(-1)).toMatchObject({ status: 'rejected', decisionNote: 'Used and worn' });
  });
});

describe('a return through its states with money and stock', () => {
  it('approved, received (one damaged), refunded: undamaged units back to stock, the line’s paid share refunded, then completed and the order returned', async () => {
    const { order, member, sku } = await paidOrder(2, 700);
    const ops = await anOperator();
    await shipOrder(t.ctx(), order.id, ops, { company: '嘉里大榮物流', number: 'K123' });
    await markOrderDelivered(t.ctx(), order.id, ops);
    const item = await itemOf(order.id);
    expect(item.paidAmount).toBe(1400);
    const applied = await applyReturnOver(member.token, {
      orderId: order.id,
      items: [{ orderItemId: item.id, quantity: 2 }],
    });
    const returnId = applied.body.data.returnId as number;

    await approveReturn(t.ctx(), returnId, ops, 'Please send it back within 7 days');
    await markReturnShippedBack(t.ctx(), returnId, ops);
    const received = await receiveReturn(t.ctx(), returnId, ops, [
      { orderItemId: item.id, receivedQuantity: 2, damagedQuantity: 1 },
    ]);
    expect(received).toMatchObject({ status: 'refunding', refund: { amount: 1400 } });
    // One undamaged unit back to stock; the damaged one is written off.
    expect(await stockOf(sku.id)).toBe(9);
    expect((await statusOf(order.id)).returnStatus).toBe('refunding');

    await refundsRun();
    const detail = (await get(detailUrl(order.id), member.token)).body.data;
    expect(detail.returns[0]).toMatchObject({
      status: 'completed',
      refundAmount: 1400,
      items: [{ receivedQuantity: 2, damagedQuantity: 1 }],
    });
    expect(detail.refunds).toMatchObject([{ amount: 1400, status: 'succeeded', reason: 'return_completed' }]);
    expect(detail.status).toBe('returned');
    expect(detail.returnStatus).toBe('completed');
    const history = await t.db
      .select()
      .from(returnStatusHistory)
      .where(eq(returnStatusHistory.returnRequestId, returnId));
    expect(history.map((row) => [row.toStatus, row.actor, row.operatorId])).toEqual([
      ['pending', 'member', null],
      ['approved', 'admin', ops.actor === 'admin' ? ops.operatorId : null],
      ['returning', 'admin', ops.actor === 'admin' ? ops.operatorId : null],
      ['refunding', 'admin', ops.actor === 'admin' ? ops.operatorId : null],
      ['completed', 'system', null],
    ]);
    // The member heard of the shipment, the delivery and the approval in the inbox, and by e-mail.
    const inbox = await rows<{ title: Record<string, string> }>(
      sql`select message_title as title from user_messages where user_id = ${member.user.id} order by id`,
    );
    expect(inbox.map((row) => row.title.en)).toEqual(
      expect.arrayContaining(['Your order has shipped', 'Your order was delivered', 'Return approved']),
    );
    const mails: { to: string; subject: string }[] = [];
    await sendDueAfterSaleEmails(t.ctx(), async (mail) => {
      mails.push(mail);
    });
    expect(mails.filter((mail) => mail.to === member.user.email).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining(['訂單已出貨', '訂單已送達', '退貨申請已核准']),
    );
    // Sent once.
    const again: unknown[] = [];
    await sendDueAfterSaleEmails(t.ctx(), async (mail) => {
      again.push(mail);
    });
    expect(again.filter((mail) => (mail as { to: string }).to === member.user.email)).toEqual([]);
  });

  it('refuses a count above what was returned and a move the table does not allow', async () => {
    const { order, member } = await anOrder({ status: 'delivered' });
    const item = await itemOf(order.id);
    const applied = await applyReturnOver(member.token, {
      orderId: order.id,
      items: [{ orderItemId: item.id, quantity: 1 }],
    });
    const returnId = applied.body.data.returnId as number;
    const ops = await anOperator();
    await expect(
      receiveReturn(t.ctx(), returnId, ops, [{ orderItemId: item.id, receivedQuantity: 1, damagedQuantity: 0 }]),
    ).rejects.toMatchObject({ key: 'return_move_refused' });
    await approveReturn(t.ctx(), returnId, ops);
    await expect(
      receiveReturn(t.ctx(), returnId, ops, [{ orderItemId: item.id, receivedQuantity: 2, damagedQuantity: 0 }]),
    ).rejects.toMatchObject({ key: 'return_receipt_invalid' });
    await expect(rejectReturn(t.ctx(), returnId, ops, 'late')).rejects.toMatchObject({ key: 'return_move_refused' });
  });
});

// ── The moves tables ─────────────────────────────────────────────────────────────────

describe('the return moves table', () => {
  it('makes every allowed move and refuses every other, with a history row naming the operator', async () => {
    const ops = await anOperator();
    const { order, member } = await anOrder({ status: 'delivered', units: 1 });
    const item = await itemOf(order.id);
    for (const from of RETURN_STATUS_VALUES) {
      for (const to of RETURN_STATUS_VALUES) {
        const [created] = await t.db
          .insert(returnRequests)
          .values({
            returnNo: `RT${randomUUID().slice(0, 12)}`,
            orderId: order.id,
            userId: member.user.id,
            status: from,
            reason: 'other',
          })
          .returning();
        await t.db
          .insert(returnRequestItems)
          .values({ returnRequestId: created!.id, orderItemId: item.id, quantity: 1 });
        const outcome = await transitionReturn(t.ctx(), created!, to as ReturnStatus, ops);
        const allowed = RETURN_MOVES[from].includes(to);
        expect({ from, to, moved: outcome.moved }).toEqual({ from, to, moved: allowed });
        const [row] = await t.db.select().from(returnRequests).where(eq(returnRequests.id, created!.id));
        expect(row!.status).toBe(allowed ? to : from);
        const history = await t.db
          .select()
          .from(returnStatusHistory)
          .where(eq(returnStatusHistory.returnRequestId, created!.id));
        expect(history.map((entry) => [entry.fromStatus, entry.toStatus, entry.operatorId])).toEqual(
          allowed ? [[from, to, ops.actor === 'admin' ? ops.operatorId : null]] : [],
        );
      }
    }
  });
});

describe('the order moves table', () => {
  it('makes every allowed move through the one transition function and refuses every other, naming the operator', async () => {
    const ops = await anOperator();
    const operatorId = ops.actor === 'admin' ? ops.operatorId : null;
    const statuses = Object.keys(ORDER_MOVES) as (keyof typeof ORDER_MOVES)[];
    const { member } = await anOrder();
    for (const from of statuses) {
      for (const to of statuses) {
        const { order } = await anOrder({ member });
        await t.db.update(orders).set({ status: from }).where(eq(orders.id, order.id));
        const outcome = await transitionOrder(t.ctx(), order.id, to, { actor: 'admin', operatorId, reason: 'test' });
        const allowed = ORDER_MOVES[from].includes(to);
        expect({ from, to, moved: outcome.moved }).toEqual({ from, to, moved: allowed });
        expect((await statusOf(order.id)).status).toBe(allowed ? to : from);
        const moves = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
        expect(moves.slice(1).map((row) => [row.fromStatus, row.toStatus, row.operatorId])).toEqual(
          allowed ? [[from, to, operatorId]] : [],
        );
      }
    }
  });
});

describe('the order moves of operators and jobs', () => {
  it('ships only unshipped orders, delivers only shipped ones, and every other status is refused unchanged', async () => {
    const ops = await anOperator();
    for (const status of ['pending', 'unshipped', 'shipped', 'delivered', 'completed'] as const) {
      const { order } = await anOrder({ status });
      const ship = shipOrder(t.ctx(), order.id, ops, { company: '中華郵政', number: 'P1' });
      if (ORDER_MOVES[status].includes('shipped')) await expect(ship).resolves.toMatchObject({ status: 'shipped' });
      else await expect(ship).rejects.toMatchObject({ key: 'order_move_refused' });
      const { order: second } = await anOrder({ status });
      const deliver = markOrderDelivered(t.ctx(), second.id, ops);
      if (ORDER_MOVES[status].includes('delivered'))
        await expect(deliver).resolves.toMatchObject({ status: 'delivered' });
      else await expect(deliver).rejects.toMatchObject({ key: 'order_move_refused' });
      const { order: third } = await anOrder({ status });
      const cancel = cancelOrder(t.ctx(), third.id, ops, 'other', randomUUID());
      if (status === 'pending') await expect(cancel).resolves.toMatchObject({ status: 'cancelled' });
      else if (status !== 'unshipped') await expect(cancel).rejects.toMatchObject({ key: 'order_not_cancellable' });
      else await expect(cancel).rejects.toMatchObject({ key: 'order_not_paid' });
      if (status !== 'pending') expect((await statusOf(third.id)).status).toBe(status);
    }
    await expect(shipOrder(t.ctx(), 1, ops, { company: ' ', number: 'x' })).rejects.toMatchObject({
      key: 'order_delivery_invalid',
    });
  });

  it('completes delivered orders once their return window has closed, not before', async () => {
    const { order: closed } = await anOrder({ status: 'delivered', deliveredAt: new Date('2026-03-01T15:30:00Z') });
    const { order: open } = await anOrder({ status: 'delivered', deliveredAt: new Date('2026-03-02T01:00:00Z') });
    // 8 March 23:59 Taipei: both windows still open.
    await completeDeliveredOrders(t.ctx(), new Date('2026-03-08T15:59:00Z'));
    expect((await statusOf(closed.id)).status).toBe('delivered');
    // 9 March 00:00 Taipei: the first closed.
    await completeDeliveredOrders(t.ctx(), new Date('2026-03-08T16:00:00Z'));
    expect((await statusOf(closed.id)).status).toBe('completed');
    expect((await statusOf(open.id)).status).toBe('delivered');
  });

  it('finds orders for operators by number and member, and shows one with its whole history', async () => {
    const { order, member } = await anOrder({ status: 'unshipped' });
    const ops = await anOperator();
    await shipOrder(t.ctx(), order.id, ops, { company: '黑貓宅急便', number: 'T9' });
    const byNumber = await searchOrders(t.ctx(), { orderNo: order.orderNo, pageIndex: 1, pageSize: 10 });
    expect(byNumber.list.map((row) => row.id)).toEqual([order.id]);
    const byMember = await searchOrders(t.ctx(), {
      userId: member.user.id,
      status: 'shipped',
      pageIndex: 1,
      pageSize: 10,
    });
    expect(byMember.total).toBe(1);
    const full = await orderForOperator(t.ctx(), order.id);
    expect(full.statusHistory.at(-1)).toMatchObject({
      to: 'shipped',
      actor: 'admin',
      operatorId: ops.actor === 'admin' ? ops.operatorId : null,
    });
    expect(full.events.map((event) => event.kind)).toEqual(['shipped']);
    await expect(orderForOperator(t.ctx(), 0)).rejects.toMatchObject({ key: 'order_not_found' });
  });
});

// ── What must balance ────────────────────────────────────────────────────────────────

describe('after cancels, returns and refunds', () => {
  it('every SKU’s stock + reserved + sold − restocked equals its starting stock, and no payment is refunded beyond itself', async () => {
    const ops = await anOperator();
    const touched: { skuId: number; orderId: number }[] = [];
    // Unpaid cancelled, paid cancelled, returned (part damaged), partly returned, kept.
    const a = await anOrder({ units: 2 });
    await cancelOrder(t.ctx(), a.order.id, { actor: 'member', userId: a.member.user.id }, 'other', 'x');
    const b = await paidOrder(3, 400);
    await cancelOrder(t.ctx(), b.order.id, ops, 'operator', 'y');
    const c = await paidOrder(2, 900);
    const d = await paidOrder(3, 333);
    const e = await paidOrder(1, 250);
    for (const placed of [c, d]) {
      await shipOrder(t.ctx(), placed.order.id, ops, { company: '新竹物流', number: `N${placed.order.id}` });
      await markOrderDelivered(t.ctx(), placed.order.id, ops);
    }
    const cItem = await itemOf(c.order.id);
    const cReturn = await applyReturnOver(c.member.token, {
      orderId: c.order.id,
      items: [{ orderItemId: cItem.id, quantity: 2 }],
    });
    await approveReturn(t.ctx(), cReturn.body.data.returnId, ops);
    await receiveReturn(t.ctx(), cReturn.body.data.returnId, ops, [
      { orderItemId: cItem.id, receivedQuantity: 2, damagedQuantity: 1 },
    ]);
    const dItem = await itemOf(d.order.id);
    for (const quantity of [1, 2]) {
      const dReturn = await applyReturnOver(d.member.token, {
        orderId: d.order.id,
        items: [{ orderItemId: dItem.id, quantity }],
      });
      await approveReturn(t.ctx(), dReturn.body.data.returnId, ops);
      await receiveReturn(t.ctx(), dReturn.body.data.returnId, ops, [
        { orderItemId: dItem.id, receivedQuantity: quantity, damagedQuantity: 0 },
      ]);
      await refundsRun();
    }
    await refundsRun();
    for (const placed of [a, b, c, d, e]) touched.push({ skuId: placed.sku.id, orderId: placed.order.id });

    for (const { skuId } of touched) {
      const [balance] = await rows<{
        stock: number;
        reserved: number;
        sold: number;
        restocked: number;
        written_off: number;
      }>(sql`
        select
          (select stock from product_skus where id = ${skuId}) as stock,
          (select coalesce(sum(i.quantity), 0)::int from order_items i join orders o on o.id = i.order_id
            where i.product_sku_id = ${skuId} and o.status = 'pending') as reserved,
          (select coalesce(sum(i.quantity), 0)::int from order_items i join orders o on o.id = i.order_id
            where i.product_sku_id = ${skuId} and o.status in ('unshipped', 'shipped', 'delivered', 'completed', 'returned')) as sold,
          (select coalesce(sum(ri.received_quantity - ri.damaged_quantity), 0)::int from return_request_items ri
            join order_items i on i.id = ri.order_item_id where i.product_sku_id = ${skuId}
            and ri.received_quantity is not null) as restocked,
          (select coalesce(sum(ri.damaged_quantity), 0)::int from return_request_items ri
            join order_items i on i.id = ri.order_item_id where i.product_sku_id = ${skuId}) as written_off`);
      // Each SKU started with 10 units (anOrder took its order's units from them).
      expect(balance!.stock + balance!.reserved + balance!.sold - balance!.restocked).toBe(10);
    }
    expect(await stockOf(a.sku.id)).toBe(10);
    expect(await stockOf(b.sku.id)).toBe(10);
    expect(await stockOf(c.sku.id)).toBe(9);
    expect(await stockOf(d.sku.id)).toBe(10);
    expect(await stockOf(e.sku.id)).toBe(9);

    const overRefunded = await rows(sql`
      select p.id from payments p
      where p.refunded_amount > p.amount
        or (select coalesce(sum(r.amount), 0) from refunds r where r.payment_id = p.id and r.status <> 'failed') > p.amount`);
    expect(overRefunded).toEqual([]);
    // d was returned in two parts: the two refunds add up to exactly what its line paid, and it is returned.
    const dRefunds = await rows<{ amount: number }>(
      sql`select amount from refunds where order_id = ${d.order.id} and status = 'succeeded' order by id`,
    );
    expect(dRefunds.map((row) => row.amount)).toEqual([333, 666]);
    expect((await statusOf(d.order.id)).status).toBe('returned');
    expect((await statusOf(c.order.id)).status).toBe('returned');
    // A second paid-order cancel never refunds twice.
    await expect(cancelOrder(t.ctx(), b.order.id, ops, 'operator', 'z')).rejects.toMatchObject({
      key: 'order_not_cancellable',
    });
    // A paid order's payment can be cancelled by the member too, and the markOrderPaid of a cancelled order moves nothing.
    const outcome = await markOrderPaid(t.ctx(), a.order.id, 'credit_card', 'late');
    expect(outcome.moved).toBe(false);
  });
});
