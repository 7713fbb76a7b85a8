import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT } from '@wellfit/contracts/constants';
import { NOTIFICATION_PATHS } from '@wellfit/contracts/notifications';
import { PAYMENT_PATHS } from '@wellfit/contracts/payment';
import { AppError } from '../../errors.ts';
import { callApi } from '../../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createInvoiceRow, createMember, createOrder, createProduct } from '../../test/factories.ts';
import {
  invoiceVoidDeadline,
  issueDueInvoices,
  listOrderAllowances,
  orderInvoice,
  processInvoiceRefundWork,
} from '../invoices/invoices.service.ts';
import { localInvoiceIssuer } from '../invoices/local-invoice-issuer.ts';
import { registerOrderHooks, type RefundSucceeded } from '../orders/order-hooks.ts';
import { expireUnpaidOrder, orderPaymentFacts } from '../orders/orders.service.ts';
import { GatewayUnavailableError, type CardGateway } from '../payments/card-gateway.ts';
import { paymentSummaryForOrder } from '../payments/payments.service.ts';
import {
  listOrderRefunds,
  MAX_REFUND_ATTEMPTS,
  processDueRefunds,
  refundableAmount,
  refundForAllowance,
  requestRefund,
  type RefundRequest,
} from './refunds.service.ts';

/*
 * Money that comes back (issue 35): refunds through the card simulator, on the real app and a
 * real database (PGlite or PostgreSQL). The refunds job's body is run directly, at chosen times.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SUCCESS_CARD = '4311952222222222';
const quiet = { warn: () => {}, error: () => {} };
const minutesLater = (minutes: number, from = new Date()) => new Date(from.getTime() + minutes * 60_000);

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = await t.db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

function postForm(url: string, form: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** A member's unpaid order (with its pending invoice), charged at the simulator up to its 3-D page. */
async function chargedOrder(amount = 1000) {
  const email = `refund-${randomUUID().slice(0, 8)}@example.com`;
  const member = await createMember(t.db, { email, locale: 'en' });
  const { product, sku } = await createProduct(t.db);
  const order = await createOrder(t.db, member.user.id, [
    { productId: product.id, productSkuId: sku.id, quantity: 2, price: amount / 2 },
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
  const creInfo: string = started.body.data.credential.creInfo;
  const card = await postForm('/simulated-gateway/card-form', {
    creInfo,
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
  expect(charged.status).toBe(200);
  const threeDUrl: string = charged.body.data.ThreeDInfo.ThreeDURL;
  return { order, member, email, threeDUrl };
}

/** A member's order of `amount`, paid through the simulator (card form, charge, 3-D). */
async function paidOrder(amount = 1000) {
  const charged = await chargedOrder(amount);
  const verified = await postForm(charged.threeDUrl, { action: 'verify' });
  expect(verified.headers.location).toBe(`/order-paid/${charged.order.id}`);
  return charged;
}

const refundOf = (orderId: number, overrides: Partial<RefundRequest> = {}): RefundRequest => ({
  orderId,
  reason: 'operator_refund',
  requestedBy: { kind: 'system' },
  idempotencyKey: randomUUID(),
  ...overrides,
});

/** Operators are another helper's table: the refunds here are asked for by the member or the system. */
const memberRefund = (orderId: number, overrides: Partial<RefundRequest> = {}) =>
  refundOf(orderId, { reason: 'order_cancelled', requestedBy: { kind: 'member' }, ...overrides });

async function refundFailure(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function orderEvents(orderId: number) {
  return rows<{ kind: string; actor: string; detail: Record<string, unknown> }>(
    sql`select kind, actor, detail from order_events where order_id = ${orderId} order by id`,
  );
}

async function gatewayRefunds(orderId: number) {
  return rows<{ refund_no: string; amount: number; action: string }>(
    sql`select r.refund_no, r.amount, r.action from simulated_gateway_refunds r
      join payments p on p.merchant_trade_no = r.merchant_trade_no where p.order_id = ${orderId} order by r.id`,
  );
}

async function paymentRow(orderId: number) {
  const [row] = await rows<{ status: string; amount: number; refunded_amount: number }>(
    sql`select status, amount, refunded_amount from payments where order_id = ${orderId} and status in ('succeeded', 'refunded')`,
  );
  return row;
}

const unreachable = {
  refund: () => Promise.reject(new GatewayUnavailableError('connect ECONNREFUSED')),
} as unknown as CardGateway;

describe('requestRefund and the refunds job, through the simulator', () => {
  it('refunds a paid order in full: the payment is refunded, the member told in the inbox and by e-mail', async () => {
    const { order, member, email } = await paidOrder(1000);
    const asked = await requestRefund(t.ctx(), memberRefund(order.id));
    expect(asked).toMatchObject({ amount: 1000, status: 'pending', refundNo: expect.stringMatching(/^RF\d{18}$/) });
    expect(await refundableAmount(t.ctx(), order.id)).toBe(0);

    expect(await processDueRefunds(t.ctx())).toBeGreaterThanOrEqual(1);
    expect(await listOrderRefunds(t.ctx(), order.id)).toEqual([
      expect.objectContaining({
        id: asked.id,
        status: 'succeeded',
        amount: 1000,
        reason: 'order_cancelled',
        succeededAt: expect.any(Date),
      }),
    ]);
    expect(await paymentSummaryForOrder(t.ctx(), order.id)).toMatchObject({
      status: 'refunded',
      method: 'credit_card',
    });
    // The whole amount on the day it was paid: the authorisation is voided, not refunded.
    expect(await gatewayRefunds(order.id)).toEqual([{ refund_no: asked.refundNo, amount: 1000, action: 'void' }]);
    expect((await orderEvents(order.id)).map((event) => [event.kind, event.actor])).toEqual([
      ['refund_requested', 'member'],
      ['refund_succeeded', 'system'],
    ]);

    const inbox = await callApi(t.app, 'POST', NOTIFICATION_PATHS.list, {}, { token: member.token, locale: 'en' });
    expect(inbox.body.data.list[0]).toMatchObject({
      messageTitle: 'Refund made',
      messageContent: `Order ${order.orderNo} was refunded NT$1,000; it goes back to the card you paid with.`,
    });
    const mail = t.app.devOutbox.list().find((message) => message.to === email);
    expect(mail?.subject).toBe(`WellFit order ${order.orderNo}: refunded`);
    expect(mail?.text).toContain(asked.refundNo);

    // Nothing is left to refund.
    const more = await refundFailure(requestRefund(t.ctx(), memberRefund(order.id, { amount: 1 })));
    expect(more).toMatchObject({ key: 'refund_exceeds_payment', status: 409 });
  });

  it('refunds in parts up to what was paid, and refuses one more dollar', async () => {
    const heard: RefundSucceeded[] = [];
    registerOrderHooks('refunds-test', { onRefundSucceeded: async (_ctx, event) => void heard.push(event) });
    const { order } = await paidOrder(1000);
    for (const amount of [300, 500, 200]) {
      await requestRefund(t.ctx(), refundOf(order.id, { amount, requestedBy: { kind: 'system' } }));
    }
    const refused = await refundFailure(
      requestRefund(t.ctx(), refundOf(order.id, { amount: 1, requestedBy: { kind: 'system' } })),
    );
    expect(refused).toMatchObject({ key: 'refund_exceeds_payment', status: 409, values: { refundable: 0 } });

    await processDueRefunds(t.ctx());
    const refunds = await listOrderRefunds(t.ctx(), order.id);
    expect(refunds.map((refund) => [refund.amount, refund.status]).sort()).toEqual([
      [200, 'succeeded'],
      [300, 'succeeded'],
      [500, 'succeeded'],
    ]);
    expect((await gatewayRefunds(order.id)).map((refund) => refund.action)).toEqual(['refund', 'refund', 'refund']);
    expect(await paymentRow(order.id)).toMatchObject({ status: 'refunded', refunded_amount: 1000 });
    // The order hooks (coupons, W Coin) hear each refund once; the last one brought all of it back.
    const ofOrder = heard.filter((event) => event.orderId === order.id);
    expect(ofOrder.map((event) => event.amount)).toEqual([300, 500, 200]);
    expect(ofOrder.map((event) => event.whole)).toEqual([false, false, true]);
    registerOrderHooks('refunds-test', {});
  });

  it("names the operator who asked in the order's history", async () => {
    const [operator] = await rows<{ id: number }>(
      sql`insert into operators (email, name, role, password_hash)
        values (${`cs-${randomUUID().slice(0, 8)}@wellfit.test`}, 'CS', 'customer_service', 'x') returning id`,
    );
    const { order } = await paidOrder(1000);
    const operatorId = Number(operator!.id);
    await requestRefund(
      t.ctx(),
      refundOf(order.id, { amount: 100, note: 'goodwill', requestedBy: { kind: 'operator', operatorId } }),
    );
    const [event] = await rows<{ kind: string; actor: string; operator_id: string; detail: Record<string, unknown> }>(
      sql`select kind, actor, operator_id, detail from order_events where order_id = ${order.id}`,
    );
    expect(event).toMatchObject({
      kind: 'refund_requested',
      actor: 'admin',
      detail: expect.objectContaining({ amount: 100, reason: 'operator_refund', note: 'goodwill' }),
    });
    expect(Number(event!.operator_id)).toBe(operatorId);
    await processDueRefunds(t.ctx());
  });

  it('answers order_not_paid for an order nobody paid', async () => {
    const member = await createMember(t.db);
    const { product, sku } = await createProduct(t.db);
    const order = await createOrder(t.db, member.user.id, [
      { productId: product.id, productSkuId: sku.id, quantity: 1, price: 500 },
    ]);
    expect(await refundFailure(requestRefund(t.ctx(), memberRefund(order.id)))).toMatchObject({
      key: 'order_not_paid',
      status: 409,
    });
    expect(await refundableAmount(t.ctx(), order.id)).toBe(0);
    expect(await listOrderRefunds(t.ctx(), order.id)).toEqual([]);
  });

  it('takes the whole amount once when two refunds of all of it are asked for at the same moment', async () => {
    const { order } = await paidOrder(1000);
    const outcomes = await Promise.allSettled([
      requestRefund(t.ctx(), memberRefund(order.id)),
      requestRefund(t.ctx(), memberRefund(order.id)),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(rejected?.reason).toMatchObject({ key: 'refund_exceeds_payment' });
    await processDueRefunds(t.ctx());
    expect(await gatewayRefunds(order.id)).toHaveLength(1);
    expect(await paymentRow(order.id)).toMatchObject({ status: 'refunded', refunded_amount: 1000 });
  });

  it('never lets refunds asked for at once take more than was paid', async () => {
    const { order } = await paidOrder(1000);
    const amounts = [120, 380, 250, 400, 90, 310, 175, 260, 45, 330];
    const outcomes = await Promise.allSettled(
      amounts.map((amount) => requestRefund(t.ctx(), memberRefund(order.id, { amount }))),
    );
    const taken = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.amount] : []));
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ key: 'refund_exceeds_payment' });
    }
    const total = taken.reduce((sum, amount) => sum + amount, 0);
    expect(total).toBeLessThanOrEqual(1000);
    expect(await paymentRow(order.id)).toMatchObject({ refunded_amount: total });
    expect(await refundableAmount(t.ctx(), order.id)).toBe(1000 - total);

    // Two workers at once try each refund once.
    const tried = await Promise.all([processDueRefunds(t.ctx()), processDueRefunds(t.ctx())]);
    expect(tried[0] + tried[1]).toBeGreaterThanOrEqual(taken.length);
    const gateway = await gatewayRefunds(order.id);
    expect(gateway).toHaveLength(taken.length);
    expect(gateway.reduce((sum, refund) => sum + refund.amount, 0)).toBe(total);
  });

  it('answers the same refund for the same idempotency key, asked again or twice at once', async () => {
    const { order } = await paidOrder(1000);
    const idempotencyKey = randomUUID();
    const [first, second] = await Promise.all([
      requestRefund(t.ctx(), memberRefund(order.id, { amount: 400, idempotencyKey })),
      requestRefund(t.ctx(), memberRefund(order.id, { amount: 400, idempotencyKey })),
    ]);
    const third = await requestRefund(t.ctx(), memberRefund(order.id, { amount: 400, idempotencyKey }));
    expect(second.id).toBe(first.id);
    expect(third.id).toBe(first.id);
    expect(await listOrderRefunds(t.ctx(), order.id)).toHaveLength(1);
    expect(await refundableAmount(t.ctx(), order.id)).toBe(600);
    await processDueRefunds(t.ctx());
    expect(await gatewayRefunds(order.id)).toEqual([{ refund_no: first.refundNo, amount: 400, action: 'refund' }]);
  });

  it('tries again later when the gateway cannot be reached, then succeeds', async () => {
    const { order } = await paidOrder(800);
    const asked = await requestRefund(t.ctx(), memberRefund(order.id));
    const now = new Date();
    await processDueRefunds(t.ctx(), now, { gateway: unreachable, log: quiet });
    const [waiting] = await rows<{ status: string; attempts: number; last_error: string; next_attempt_at: Date }>(
      sql`select status, attempts, last_error, next_attempt_at from refunds where id = ${asked.id}`,
    );
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringContaining('ECONNREFUSED'),
    });
    expect(new Date(waiting!.next_attempt_at).getTime()).toBeGreaterThan(now.getTime());
    // Not due again before its backoff.
    await processDueRefunds(t.ctx(), now, { gateway: unreachable, log: quiet });
    expect((await rows<{ attempts: number }>(sql`select attempts from refunds where id = ${asked.id}`))[0]).toEqual({
      attempts: 1,
    });

    await processDueRefunds(t.ctx(), minutesLater(2, now));
    expect((await listOrderRefunds(t.ctx(), order.id))[0]).toMatchObject({ status: 'succeeded' });
    expect(await gatewayRefunds(order.id)).toHaveLength(1);
  });

  it('fails for good after a refusal that will not pass: the amount may be refunded again and the history says so', async () => {
    const { order } = await paidOrder(1000);
    const asked = await requestRefund(t.ctx(), memberRefund(order.id, { amount: 600 }));
    const refusing = {
      refund: async () => ({ ok: false, message: 'Card account closed', retry: false }),
    } as unknown as CardGateway;
    await processDueRefunds(t.ctx(), new Date(), { gateway: refusing, log: quiet });
    expect((await listOrderRefunds(t.ctx(), order.id))[0]).toMatchObject({ id: asked.id, status: 'failed' });
    expect(await refundableAmount(t.ctx(), order.id)).toBe(1000);
    expect(await paymentRow(order.id)).toMatchObject({ status: 'succeeded', refunded_amount: 0 });
    expect((await orderEvents(order.id)).at(-1)).toMatchObject({
      kind: 'refund_failed',
      detail: expect.objectContaining({ error: 'Card account closed', amount: 600 }),
    });
    // A failed refund is final: the job never takes it again.
    await processDueRefunds(t.ctx(), minutesLater(600));
    expect((await listOrderRefunds(t.ctx(), order.id))[0]).toMatchObject({ status: 'failed' });
    expect(await gatewayRefunds(order.id)).toHaveLength(0);
  });

  it(`fails for good after ${MAX_REFUND_ATTEMPTS} tries the gateway never answered`, async () => {
    const { order } = await paidOrder(1000);
    const asked = await requestRefund(t.ctx(), memberRefund(order.id));
    await t.db.execute(sql`update refunds set attempts = ${MAX_REFUND_ATTEMPTS - 1} where id = ${asked.id}`);
    await processDueRefunds(t.ctx(), new Date(), { gateway: unreachable, log: quiet });
    const [refund] = await listOrderRefunds(t.ctx(), order.id);
    expect(refund).toMatchObject({ status: 'failed' });
    expect(await refundableAmount(t.ctx(), order.id)).toBe(1000);
    // And refunded again through a new request.
    await requestRefund(t.ctx(), memberRefund(order.id));
    await processDueRefunds(t.ctx());
    expect(await paymentRow(order.id)).toMatchObject({ status: 'refunded', refunded_amount: 1000 });
  });

  it('never refunds twice when the process dies after the gateway refunded and before it was recorded', async () => {
    const { order } = await paidOrder(1000);
    const asked = await requestRefund(t.ctx(), memberRefund(order.id));
    const now = new Date();
    const crash = new Error('killed between the gateway and the commit');
    await expect(
      processDueRefunds(t.ctx(), now, {
        afterGatewayAnswer: () => {
          throw crash;
        },
      }),
    ).rejects.toBe(crash);
    // The gateway gave the money back; the shop has not written it down.
    expect(await gatewayRefunds(order.id)).toHaveLength(1);
    expect((await listOrderRefunds(t.ctx(), order.id))[0]).toMatchObject({ status: 'pending' });

    // The next run after the claim's delay asks again with the same refund number.
    await processDueRefunds(t.ctx(), minutesLater(2, now));
    expect((await listOrderRefunds(t.ctx(), order.id))[0]).toMatchObject({ id: asked.id, status: 'succeeded' });
    expect(await gatewayRefunds(order.id)).toHaveLength(1);
    expect(await paymentRow(order.id)).toMatchObject({ status: 'refunded', refunded_amount: 1000 });
    expect((await orderEvents(order.id)).filter((event) => event.kind === 'refund_succeeded')).toHaveLength(1);
  });
});

describe('a payment that arrives for an order no longer pending', () => {
  it('is recorded as succeeded and refunded whole automatically', async () => {
    const { order, threeDUrl, email } = await chargedOrder(900);
    // The order lapses while the shopper is still on the 3-D page.
    expect((await expireUnpaidOrder(t.ctx(), order.id)).moved).toBe(true);
    await postForm(threeDUrl, { action: 'verify' });

    expect((await orderPaymentFacts(t.ctx(), order.id))?.status).toBe('invalid');
    expect(await paymentRow(order.id)).toMatchObject({ status: 'succeeded', refunded_amount: 900 });
    expect(await listOrderRefunds(t.ctx(), order.id)).toEqual([
      expect.objectContaining({ status: 'pending', reason: 'late_payment', amount: 900 }),
    ]);

    await processDueRefunds(t.ctx());
    expect((await listOrderRefunds(t.ctx(), order.id))[0]).toMatchObject({ status: 'succeeded' });
    expect(await paymentRow(order.id)).toMatchObject({ status: 'refunded' });
    expect((await orderEvents(order.id))[0]).toMatchObject({ kind: 'refund_requested', actor: 'system' });
    expect(t.app.devOutbox.list().find((message) => message.to === email)?.subject).toContain('refunded');
    // Its invoice is never issued.
    expect(await orderInvoice(t.ctx(), order.id)).toMatchObject({ status: 'voided', invoiceNo: null });
  });
});

describe('the invoice of a refunded order', () => {
  const issue = () => issueDueInvoices(t.ctx(), localInvoiceIssuer, async () => {}, quiet);
  const invoiceWork = (now = new Date()) =>
    processInvoiceRefundWork(t.ctx(), localInvoiceIssuer, refundForAllowance, quiet, now);

  it('keeps the void window until the 13th after the bi-monthly period, Taipei time', () => {
    expect(invoiceVoidDeadline('202601').toISOString()).toBe('2026-03-13T15:59:59.999Z');
    expect(invoiceVoidDeadline('202611').toISOString()).toBe('2027-01-13T15:59:59.999Z');
  });

  it('is voided when all of it comes back within its filing period', async () => {
    const { order } = await paidOrder(1000);
    await issue();
    const issued = await orderInvoice(t.ctx(), order.id);
    expect(issued).toMatchObject({ status: 'issued', invoiceNo: expect.stringMatching(/^[A-Z]{2}\d{8}$/) });
    await requestRefund(t.ctx(), memberRefund(order.id));
    await processDueRefunds(t.ctx());
    await invoiceWork();
    expect(await orderInvoice(t.ctx(), order.id)).toMatchObject({ status: 'voided' });
    expect(await listOrderAllowances(t.ctx(), order.id)).toEqual([]);
    expect((await orderEvents(order.id)).at(-1)).toMatchObject({
      kind: 'invoice_voided',
      detail: { invoiceNo: issued!.invoiceNo },
    });
  });

  it('gets an allowance when all of it comes back after its filing period closed', async () => {
    const { order } = await paidOrder(1000);
    await issue();
    // Issued in January–February 2026; refunded on 14 March 2026 at 00:30 in Taipei, a day after the last void day.
    await t.db.execute(
      sql`update invoices set issue_period = '202601', issued_at = '2026-02-20T04:00:00Z' where order_id = ${order.id}`,
    );
    const afterPeriod = new Date('2026-03-13T16:30:00Z');
    await requestRefund(t.ctx(), memberRefund(order.id));
    await t.db.execute(sql`update refunds set next_attempt_at = ${afterPeriod} where order_id = ${order.id}`);
    await processDueRefunds(t.ctx(), afterPeriod);
    await invoiceWork(afterPeriod);
    expect(await orderInvoice(t.ctx(), order.id)).toMatchObject({ status: 'issued' });
    expect(await listOrderAllowances(t.ctx(), order.id)).toEqual([
      { allowanceNo: expect.stringMatching(/^AL\d{12}$/), amount: 1000, status: 'issued', issuedAt: expect.any(Date) },
    ]);
    const [allowance] = await listOrderAllowances(t.ctx(), order.id);
    expect((await orderEvents(order.id)).at(-1)).toMatchObject({
      kind: 'allowance_issued',
      detail: { allowanceNo: allowance!.allowanceNo, amount: 1000 },
    });
  });

  it('gets an allowance instead when its void was not made before the period closed', async () => {
    const { order } = await paidOrder(1000);
    await issue();
    await t.db.execute(
      sql`update invoices set issue_period = '202601', issued_at = '2026-02-20T04:00:00Z' where order_id = ${order.id}`,
    );
    const inPeriod = new Date('2026-03-10T04:00:00Z');
    await requestRefund(t.ctx(), memberRefund(order.id));
    await t.db.execute(sql`update refunds set next_attempt_at = ${inPeriod} where order_id = ${order.id}`);
    await processDueRefunds(t.ctx(), inPeriod);
    // The void was due on the 10th; the invoice job could not make it until the 14th.
    await invoiceWork(new Date('2026-03-14T02:00:00Z'));
    expect(await orderInvoice(t.ctx(), order.id)).toMatchObject({ status: 'issued' });
    expect(await listOrderAllowances(t.ctx(), order.id)).toEqual([
      expect.objectContaining({ amount: 1000, status: 'issued' }),
    ]);
  });

  it('gets an allowance per refund of a part, with numbers of their own', async () => {
    const { order } = await paidOrder(1000);
    await issue();
    await requestRefund(t.ctx(), memberRefund(order.id, { amount: 250 }));
    await requestRefund(t.ctx(), memberRefund(order.id, { amount: 750 }));
    await processDueRefunds(t.ctx());
    await invoiceWork();
    const allowances = await listOrderAllowances(t.ctx(), order.id);
    expect(allowances.map((allowance) => allowance.amount).sort()).toEqual([250, 750]);
    expect(new Set(allowances.map((allowance) => allowance.allowanceNo)).size).toBe(2);
    // Once an allowance was made the invoice is not voided, even when all came back.
    expect(await orderInvoice(t.ctx(), order.id)).toMatchObject({ status: 'issued' });
  });

  it('is never issued for an order cancelled before its invoice was', async () => {
    const { order } = await paidOrder(1000);
    // Cancelled after paying (the orders module's cancel), before the issue job ran.
    await t.db.execute(sql`update orders set status = 'cancelled' where id = ${order.id}`);
    await issue();
    expect(await orderInvoice(t.ctx(), order.id)).toMatchObject({ status: 'pending', invoiceNo: null });
    await requestRefund(t.ctx(), memberRefund(order.id));
    await processDueRefunds(t.ctx());
    await invoiceWork();
    await issue();
    expect(await orderInvoice(t.ctx(), order.id)).toMatchObject({ status: 'voided', invoiceNo: null });
  });
});
