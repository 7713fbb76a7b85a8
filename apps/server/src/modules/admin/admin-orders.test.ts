import path from 'node:path';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PATHS,
  adminPath,
  OPERATOR_PERMISSIONS,
  OPERATOR_ROLES,
  ROLE_PERMISSIONS,
  type OperatorPermission,
  type OperatorRole,
} from '@wellfit/contracts/admin';
import { PAYMENT } from '@wellfit/contracts/constants';
import { MESSAGES } from '@wellfit/contracts/messages';
import { PAYMENT_PATHS } from '@wellfit/contracts/payment';
import { callApi, freshIp } from '../../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createInvoiceRow, createMember, createOrder, createProduct } from '../../test/factories.ts';
import { diskStorage } from '../../storage/disk-storage.ts';
import { productSkus } from '../catalog/catalog.tables.ts';
import { createOperator } from '../operators/operators.service.ts';
import { processDueRefunds } from '../refunds/refunds.service.ts';

/** Returns in these tests carry no files; a scratch store stands in for the app's. */
const scratchStorage = diskStorage({
  uploadsDir: path.join(os.tmpdir(), 'wellfit-admin-test-uploads'),
  privateDir: path.join(os.tmpdir(), 'wellfit-admin-test-private'),
  signingKey: 'admin-orders-test',
});
import { applyReturn } from '../returns/returns.service.ts';

/*
 * The operators' order API (issue 35) end to end on the real app and a real database: each move
 * by the role allowed to make it, the operator's id in the history, the refused moves and roles.
 */

let t: TestApp;
const tokens = {} as Record<OperatorRole, string>;
const operatorIds = {} as Record<OperatorRole, number>;

beforeAll(async () => {
  t = await buildTestApp({ config: { logLevel: (process.env.DEBUG_LOG as 'error') ?? 'silent' } });
  for (const role of ['admin', 'customer_service', 'warehouse'] as const) {
    const email = `${role}-${randomUUID().slice(0, 8)}@staff.example.test`;
    const operator = await createOperator(t.ctx(), t.config, {
      email,
      name: role,
      role,
      password: 'Operator-password-1',
    });
    operatorIds[role] = operator.id;
    const login = await callApi(t.app, 'POST', ADMIN_PATHS.login, { email, password: 'Operator-password-1' });
    tokens[role] = login.body.data.token;
  }
});
afterAll(() => t.close());

const SUCCESS_CARD = '4311952222222222';
const quiet = { warn: () => {}, error: () => {} };

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

function postForm(url: string, form: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** An answer's envelope; `key` is there on failures only. */
interface AdminAnswer {
  code: number;
  key?: string;
  msg: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are inspected field by field
  data: any;
}

/** An operator's call: the role's token, and any extra headers (the refund's idempotency key). */
async function asOperator(
  role: OperatorRole | 'member' | 'none',
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  extra: { headers?: Record<string, string>; memberToken?: string } = {},
) {
  const token = role === 'none' ? undefined : role === 'member' ? extra.memberToken : tokens[role];
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: { platform: '4', locale: 'en', ...(token ? { token } : {}), ...extra.headers },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() as AdminAnswer };
}

/** A member's order of two units, paid through the card simulator (card form, charge, 3-D). */
async function paidOrder(unitPrice = 500, stock = 10) {
  const email = `admin-api-${randomUUID().slice(0, 8)}@example.com`;
  const member = await createMember(t.db, { email, locale: 'en' });
  const { product, sku } = await createProduct(t.db, {}, { stock });
  const order = await createOrder(t.db, member.user.id, [
    { productId: product.id, productSkuId: sku.id, quantity: 2, price: unitPrice },
  ]);
  await createInvoiceRow(t.db, order.id);
  const requestKey = randomUUID();
  const started = await callApi(
    t.app,
    'POST',
    PAYMENT_PATHS.start,
    {
      orderId: order.id,
      channel: PAYMENT.channel,
      orderSource: PAYMENT.orderSource,
      orderType: PAYMENT.orderType,
      requestKey,
    },
    { token: member.token },
  );
  const card = await postForm('/simulated-gateway/card-form', {
    creInfo: started.body.data.credential.creInfo,
    cardNumber: SUCCESS_CARD,
    expiry: '12/39',
    cvc: '123',
  });
  const payToken = /data-pay-token="([0-9a-f]+)"/.exec(card.body)![1]!;
  const charged = await callApi(
    t.app,
    'POST',
    PAYMENT_PATHS.charge,
    { orderId: order.id, channel: PAYMENT.channel, PayToken: payToken, requestKey },
    { token: member.token },
  );
  await postForm(charged.body.data.ThreeDInfo.ThreeDURL, { action: 'verify' });
  return { order, member, sku };
}

async function stockOf(skuId: number) {
  const [row] = await t.db.select({ stock: productSkus.stock }).from(productSkus).where(eq(productSkus.id, skuId));
  return row!.stock;
}

async function detail(orderId: number) {
  const answer = await asOperator('admin', 'GET', adminPath(ADMIN_PATHS.order, orderId));
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function refundRows(orderId: number) {
  return rows<{ id: number; amount: number; status: string; requested_by_operator_id: number | null }>(
    sql`select id, amount, status, requested_by_operator_id::int from refunds where order_id = ${orderId} order by id`,
  );
}

describe('who may call the admin order API', () => {
  it('answers 401 without an operator session — no token, or a member’s — and 403 for a role without the right', async () => {
    const { order, member } = await paidOrder();
    const refund = adminPath(ADMIN_PATHS.refund, order.id);
    const body = { amount: 100, reason: 'goodwill', requestKey: randomUUID() };

    for (const caller of ['none', 'member'] as const) {
      const answer = await asOperator(caller, 'POST', refund, body, { memberToken: member.token });
      expect(answer.status).toBe(401);
      expect(answer.body.key).toBe('operator_sign_in_required');
    }
    const byWarehouse = await asOperator('warehouse', 'POST', refund, body);
    expect(byWarehouse.status).toBe(403);
    expect(byWarehouse.body.key).toBe('operator_forbidden');
    expect(byWarehouse.body.msg).toBe(MESSAGES.operator_forbidden.en);
    const byService = await asOperator('customer_service', 'POST', adminPath(ADMIN_PATHS.ship, order.id), {
      company: '黑貓宅急便',
      number: '123456789012',
    });
    expect(byService.status).toBe(403);
    // Nothing happened.
    expect(await refundRows(order.id)).toEqual([]);
    expect((await detail(order.id)).status).toBe('unshipped');

    // Every role reads.
    for (const role of ['admin', 'customer_service', 'warehouse'] as const) {
      expect((await asOperator(role, 'GET', adminPath(ADMIN_PATHS.order, order.id))).status).toBe(200);
    }
  });

  it('refuses every route to each role the matrix does not give its permission, before reading the body', async () => {
    const routes: Array<[method: 'GET' | 'POST', path: string, permission: OperatorPermission]> = [
      ['GET', ADMIN_PATHS.orders, 'orders.read'],
      ['GET', ADMIN_PATHS.order, 'orders.read'],
      ['POST', ADMIN_PATHS.cancel, 'orders.cancel'],
      ['POST', ADMIN_PATHS.ship, 'orders.ship'],
      ['POST', ADMIN_PATHS.deliver, 'orders.deliver'],
      ['POST', ADMIN_PATHS.refund, 'refunds.create'],
      ['POST', ADMIN_PATHS.approveReturn, 'returns.decide'],
      ['POST', ADMIN_PATHS.rejectReturn, 'returns.decide'],
      ['POST', ADMIN_PATHS.returnShippedBack, 'returns.receive'],
      ['POST', ADMIN_PATHS.receiveReturn, 'returns.receive'],
    ];
    expect(routes).toHaveLength(Object.keys(ADMIN_PATHS).length - 3);
    let refused = 0;
    for (const [method, path, permission] of routes) {
      for (const role of OPERATOR_ROLES) {
        if (ROLE_PERMISSIONS[role].includes(permission)) continue;
        const answer = await asOperator(role, method, adminPath(path, 1), method === 'POST' ? {} : undefined);
        expect(answer.status, `${role} ${method} ${path}`).toBe(403);
        expect(answer.body.key).toBe('operator_forbidden');
        refused += 1;
      }
    }
    // customer service lacks ship, deliver, shipped back, receive; the warehouse lacks cancel, refund, approve, reject.
    expect(refused).toBe(8);
    expect(ROLE_PERMISSIONS.admin).toEqual(OPERATOR_PERMISSIONS);
  });

  it('lists every admin route in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    const documented = Object.keys(document.paths);
    for (const path of Object.values(ADMIN_PATHS)) expect(documented).toContain(path.replace(':id', '{id}'));
  });
});

describe('finding orders', () => {
  it('finds by number, member (id, e-mail, mobile), status and Taipei days, paged', async () => {
    const { order, member } = await paidOrder();
    const find = (query: string) => asOperator('warehouse', 'GET', `${ADMIN_PATHS.orders}?${query}`);

    const byNumber = await find(`orderNo=${order.orderNo}`);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.data.list.map((row: { id: number }) => row.id)).toEqual([order.id]);
    expect(byNumber.body.data.list[0]).toMatchObject({
      orderNo: order.orderNo,
      status: 'unshipped',
      userId: member.user.id,
    });

    for (const who of [String(member.user.id), member.user.email!, `0${member.user.phone}`]) {
      const found = await find(`member=${encodeURIComponent(who)}`);
      expect(
        found.body.data.list.map((row: { id: number }) => row.id),
        who,
      ).toEqual([order.id]);
    }
    const nobody = await find(`member=${encodeURIComponent('nobody@example.com')}`);
    expect(nobody.body.data).toMatchObject({ list: [], total: 0 });

    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const inRange = await find(`member=${member.user.id}&status=unshipped&from=${today}&to=${today}`);
    expect(inRange.body.data.total).toBe(1);
    const wrongStatus = await find(`member=${member.user.id}&status=shipped`);
    expect(wrongStatus.body.data.total).toBe(0);
    const before = await find(`member=${member.user.id}&to=2020-01-01`);
    expect(before.body.data.total).toBe(0);

    const backwards = await find(`from=2026-02-01&to=2026-01-01`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.key).toBe('admin_invalid_date_range');

    const paged = await find(`pageSize=1&pageIndex=1`);
    expect(paged.body.data.list).toHaveLength(1);
    expect(paged.body.data.total).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 for an order that does not exist', async () => {
    const answer = await asOperator('admin', 'GET', adminPath(ADMIN_PATHS.order, 999_999_999));
    expect(answer.status).toBe(404);
    expect(answer.body.key).toBe('order_not_found');
  });
});

describe('moving an order and its return', () => {
  it('ships, delivers, approves and receives a partial return and refunds it, each move naming its operator', async () => {
    const { order, member, sku } = await paidOrder(500, 10);
    const stockBefore = await stockOf(sku.id);

    const shipped = await asOperator('warehouse', 'POST', adminPath(ADMIN_PATHS.ship, order.id), {
      company: '黑貓宅急便',
      number: '900000000001',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data).toMatchObject({
      status: 'shipped',
      delivery: { company: '黑貓宅急便', number: '900000000001' },
    });
    expect(shipped.body.data.statusHistory.at(-1)).toMatchObject({
      from: 'unshipped',
      to: 'shipped',
      actor: 'admin',
      operatorId: operatorIds.warehouse,
    });

    // Shipping twice is refused and changes nothing.
    const again = await asOperator('warehouse', 'POST', adminPath(ADMIN_PATHS.ship, order.id), {
      company: '新竹物流',
      number: '1',
    });
    expect(again.status).toBe(409);
    expect(again.body.key).toBe('order_move_refused');
    expect((await detail(order.id)).delivery.company).toBe('黑貓宅急便');

    const delivered = await asOperator('warehouse', 'POST', adminPath(ADMIN_PATHS.deliver, order.id));
    expect(delivered.status).toBe(200);
    expect(delivered.body.data.status).toBe('delivered');
    expect(delivered.body.data.delivery.deliveredAt).not.toBeNull();
    expect(delivered.body.data.statusHistory.at(-1)).toMatchObject({
      to: 'delivered',
      operatorId: operatorIds.warehouse,
    });

    const [line] = (await detail(order.id)).items as Array<{ id: number; paidAmount: number }>;
    const applied = await applyReturn(
      t.ctx(),
      { storage: scratchStorage },
      member.user.id,
      {
        orderId: order.id,
        items: [{ orderItemId: line!.id, quantity: 1 }],
        reason: 'damaged',
        description: '',
        requestKey: randomUUID(),
      },
      [],
    );

    // The warehouse may not decide it; customer service does, with a note.
    const wrongRole = await asOperator('warehouse', 'POST', adminPath(ADMIN_PATHS.approveReturn, applied.returnId), {
      note: 'ok',
    });
    expect(wrongRole.status).toBe(403);
    const approved = await asOperator(
      'customer_service',
      'POST',
      adminPath(ADMIN_PATHS.approveReturn, applied.returnId),
      {
        note: 'Please send it back with its box',
      },
    );
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ returnId: applied.returnId, status: 'approved' });
    // Approving twice is an illegal move.
    const twice = await asOperator(
      'customer_service',
      'POST',
      adminPath(ADMIN_PATHS.approveReturn, applied.returnId),
      {},
    );
    expect(twice.status).toBe(409);
    expect(twice.body.key).toBe('return_move_refused');

    // More units than were returned: refused, nothing back in stock.
    const tooMany = await asOperator('warehouse', 'POST', adminPath(ADMIN_PATHS.receiveReturn, applied.returnId), {
      items: [{ orderItemId: line!.id, receivedQuantity: 2, damagedQuantity: 0 }],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.key).toBe('return_receipt_invalid');
    expect(await stockOf(sku.id)).toBe(stockBefore);

    // The carrier picked the goods up: approved → returning, by the warehouse operator.
    const onItsWay = await asOperator('warehouse', 'POST', adminPath(ADMIN_PATHS.returnShippedBack, applied.returnId));
    expect(onItsWay.status).toBe(200);
    expect(onItsWay.body.data.status).toBe('returning');
    expect((await detail(order.id)).returns[0].status).toBe('returning');

    const received = await asOperator('warehouse', 'POST', adminPath(ADMIN_PATHS.receiveReturn, applied.returnId), {
      items: [{ orderItemId: line!.id, receivedQuantity: 1, damagedQuantity: 0 }],
    });
    expect(received.status).toBe(200);
    expect(received.body.data.status).toBe('refunding');
    expect(await stockOf(sku.id)).toBe(stockBefore + 1);

    await processDueRefunds(t.ctx(), new Date(), { log: quiet });
    const after = await detail(order.id);
    const [returned] = after.returns;
    expect(returned).toMatchObject({ status: 'completed', decisionNote: 'Please send it back with its box' });
    expect(returned.items[0]).toMatchObject({ quantity: 1, receivedQuantity: 1, damagedQuantity: 0 });
    expect(returned.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ to: 'approved', actor: 'admin', operatorId: operatorIds.customer_service }),
        expect.objectContaining({ to: 'refunding', actor: 'admin', operatorId: operatorIds.warehouse }),
      ]),
    );
    expect(after.refunds).toEqual([expect.objectContaining({ amount: line!.paidAmount / 2, status: 'succeeded' })]);
    expect(after.refundableAmount).toBe(1000 - line!.paidAmount / 2);
    expect((await refundRows(order.id))[0]!.requested_by_operator_id).toBe(operatorIds.warehouse);
  });

  it('rejects a return with the note the member reads; a rejection needs one', async () => {
    const { order, member } = await paidOrder();
    await asOperator('admin', 'POST', adminPath(ADMIN_PATHS.ship, order.id), { company: '新竹物流', number: 'HC1' });
    await asOperator('admin', 'POST', adminPath(ADMIN_PATHS.deliver, order.id));
    const [line] = (await detail(order.id)).items as Array<{ id: number }>;
    const applied = await applyReturn(
      t.ctx(),
      { storage: scratchStorage },
      member.user.id,
      {
        orderId: order.id,
        items: [{ orderItemId: line!.id, quantity: 2 }],
        reason: 'changed_mind',
        description: '',
        requestKey: randomUUID(),
      },
      [],
    );
    const empty = await asOperator('customer_service', 'POST', adminPath(ADMIN_PATHS.rejectReturn, applied.returnId), {
      note: '  ',
    });
    expect(empty.status).toBe(400);
    const rejected = await asOperator(
      'customer_service',
      'POST',
      adminPath(ADMIN_PATHS.rejectReturn, applied.returnId),
      {
        note: 'Opened hygiene product',
      },
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.status).toBe('rejected');
    const after = await detail(order.id);
    expect(after.returns[0]).toMatchObject({ status: 'rejected', decisionNote: 'Opened hygiene product' });
    expect(after.returns[0].history.at(-1)).toMatchObject({ to: 'rejected', operatorId: operatorIds.customer_service });
    // Receiving goods of a rejected return is an illegal move.
    const receive = await asOperator('warehouse', 'POST', adminPath(ADMIN_PATHS.receiveReturn, applied.returnId), {
      items: [{ orderItemId: line!.id, receivedQuantity: 1, damagedQuantity: 0 }],
    });
    expect(receive.status).toBe(409);
    expect(receive.body.key).toBe('return_move_refused');
  });

  it('cancels an unpaid order (stock back once) and a paid one (refunded in full), naming the operator', async () => {
    const { user } = await createMember(t.db);
    const { product, sku } = await createProduct(t.db, {}, { stock: 8 });
    const unpaid = await createOrder(t.db, user.id, [
      { productId: product.id, productSkuId: sku.id, quantity: 2, price: 300 },
    ]);
    const cancel = (orderId: number, requestKey = randomUUID()) =>
      asOperator('customer_service', 'POST', adminPath(ADMIN_PATHS.cancel, orderId), {
        reason: 'Customer called to cancel',
        requestKey,
      });
    const key = randomUUID();
    const cancelled = await cancel(unpaid.id, key);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled' });
    expect(cancelled.body.data.statusHistory.at(-1)).toMatchObject({
      to: 'cancelled',
      actor: 'admin',
      operatorId: operatorIds.customer_service,
      reason: 'Customer called to cancel',
    });
    expect(await stockOf(sku.id)).toBe(10);
    // The same click again answers the same; another cancel is refused; the stock came back once.
    expect((await cancel(unpaid.id, key)).status).toBe(200);
    const other = await cancel(unpaid.id);
    expect(other.status).toBe(409);
    expect(other.body.key).toBe('order_not_cancellable');
    expect(await stockOf(sku.id)).toBe(10);

    const { order: paid } = await paidOrder(400);
    const refunded = await cancel(paid.id);
    expect(refunded.status).toBe(200);
    expect(refunded.body.data.status).toBe('cancelled');
    const [refund] = await refundRows(paid.id);
    expect(refund).toMatchObject({ amount: 800, requested_by_operator_id: operatorIds.customer_service });
    await processDueRefunds(t.ctx(), new Date(), { log: quiet });
    expect((await detail(paid.id)).refunds[0]).toMatchObject({
      amount: 800,
      status: 'succeeded',
      requestedBy: 'operator',
      requestedByOperatorId: operatorIds.customer_service,
      note: 'Customer called to cancel',
    });

    // The warehouse may not cancel.
    const byWarehouse = await asOperator('warehouse', 'POST', adminPath(ADMIN_PATHS.cancel, paid.id), {
      reason: 'x',
      requestKey: randomUUID(),
    });
    expect(byWarehouse.status).toBe(403);
  });
});

describe('refunding by an operator', () => {
  it('refunds once when two operators refund the whole order at the same moment', async () => {
    const { order } = await paidOrder(500);
    const url = adminPath(ADMIN_PATHS.refund, order.id);
    const answers = await Promise.all([
      asOperator('admin', 'POST', url, { reason: 'duplicate charge', requestKey: randomUUID() }),
      asOperator('customer_service', 'POST', url, { reason: 'duplicate charge', requestKey: randomUUID() }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.key).toBe('refund_exceeds_payment');
    const refunds = await refundRows(order.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(1000);
    // A double click (the same key twice at once) is one refund too.
    const { order: other } = await paidOrder(500);
    const key = randomUUID();
    const twice = await Promise.all(
      [0, 1].map(() =>
        asOperator(
          'customer_service',
          'POST',
          adminPath(ADMIN_PATHS.refund, other.id),
          { amount: 100, reason: 'x' },
          {
            headers: { 'idempotency-key': key },
          },
        ),
      ),
    );
    expect(twice.map((answer) => answer.status)).toEqual([200, 200]);
    expect(twice[0]!.body.data.id).toBe(twice[1]!.body.data.id);
    expect(await refundRows(other.id)).toHaveLength(1);
  });

  it('refunds part, once per idempotency key, never more than was paid, and by lines', async () => {
    const { order } = await paidOrder(500);
    const url = adminPath(ADMIN_PATHS.refund, order.id);
    const key = randomUUID();

    const missingKey = await asOperator('customer_service', 'POST', url, { amount: 100, reason: 'goodwill' });
    expect(missingKey.status).toBe(400);
    expect(missingKey.body.key).toBe('admin_refund_key_required');

    const first = await asOperator(
      'customer_service',
      'POST',
      url,
      { amount: 300, reason: 'late delivery' },
      {
        headers: { 'idempotency-key': key },
      },
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ amount: 300, status: 'pending' });
    const retried = await asOperator(
      'customer_service',
      'POST',
      url,
      { amount: 300, reason: 'late delivery' },
      {
        headers: { 'idempotency-key': key },
      },
    );
    expect(retried.body.data.id).toBe(first.body.data.id);
    expect(await refundRows(order.id)).toHaveLength(1);

    const tooMuch = await asOperator('admin', 'POST', url, {
      amount: 701,
      reason: 'too much',
      requestKey: randomUUID(),
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.key).toBe('refund_exceeds_payment');

    const [line] = (await detail(order.id)).items as Array<{ id: number; paidAmount: number }>;
    const badLines = await asOperator('admin', 'POST', url, {
      reason: 'lines',
      lines: [{ orderItemId: line!.id, quantity: 3, amount: 100 }],
      requestKey: randomUUID(),
    });
    expect(badLines.status).toBe(400);
    expect(badLines.body.key).toBe('admin_refund_lines_invalid');
    const mismatch = await asOperator('admin', 'POST', url, {
      amount: 200,
      reason: 'lines',
      lines: [{ orderItemId: line!.id, quantity: 1, amount: 100 }],
      requestKey: randomUUID(),
    });
    expect(mismatch.status).toBe(400);
    expect(await refundRows(order.id)).toHaveLength(1);

    const byLine = await asOperator('admin', 'POST', url, {
      reason: 'one unit',
      lines: [{ orderItemId: line!.id, quantity: 1, amount: 250 }],
      requestKey: randomUUID(),
    });
    expect(byLine.status).toBe(200);
    expect(byLine.body.data.amount).toBe(250);

    await processDueRefunds(t.ctx(), new Date(), { log: quiet });
    const after = await detail(order.id);
    expect(after.refundableAmount).toBe(1000 - 300 - 250);
    expect(after.refunds.map((refund: { status: string }) => refund.status)).toEqual(['succeeded', 'succeeded']);
    const events = after.events.filter((event: { kind: string }) => event.kind === 'refund_requested');
    expect(events.map((event: { operatorId: number }) => event.operatorId).sort()).toEqual(
      [operatorIds.customer_service, operatorIds.admin].sort(),
    );
    for (const refund of await refundRows(order.id)) expect(refund.requested_by_operator_id).not.toBeNull();
  });
});
