import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT } from '@wellfit/contracts/constants';
import { PAYMENT_PATHS } from '@wellfit/contracts/payment';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callApi } from '../../test/auth-test-client.ts';
import { createInvoiceRow, createMember, createOrder, createProduct } from '../../test/factories.ts';
import { orderInvoice } from '../invoices/invoices.service.ts';
import { orderPaymentFacts } from '../orders/orders.service.ts';
import type { CardGateway } from './card-gateway.ts';
import { expireOverdueOrders, paymentSummaryForOrder } from './payments.service.ts';
import { findSimulatedTradeBy, moveSimulatedTrade } from './simulated-gateway.queries.ts';

/*
 * The expiry and invoice jobs running in pg-boss on the test database (PGlite or PostgreSQL),
 * sent the way their schedule sends them.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { jobs: true } });
  // pg-boss creates its schema at start: slow on PGlite on a busy machine.
}, 180_000);
afterAll(() => t.close());

/** Ages an order past its unpaid time (the schedule may run the job any minute, so orders start fresh). */
async function makeOverdue(...orderIds: number[]) {
  for (const id of orderIds) {
    await t.db.execute(sql`update orders set created_at = now() - interval '31 minutes' where id = ${id}`);
  }
}

async function unpaidOrder() {
  const email = `late-${randomUUID().slice(0, 8)}@example.com`;
  const member = await createMember(t.db, { email, locale: 'en' });
  const { product, sku } = await createProduct(t.db);
  const order = await createOrder(t.db, member.user.id, [
    { productId: product.id, productSkuId: sku.id, quantity: 1, price: 880 },
  ]);
  await createInvoiceRow(t.db, order.id);
  return { order, member, email };
}

/** Card entered and charged; the shopper is on the 3-D page. Answers the gateway's trade. */
async function chargedAtGateway(token: string, orderId: number) {
  const requestKey = randomUUID();
  const started = await callApi(
    t.app,
    'POST',
    PAYMENT_PATHS.start,
    { orderId, channel: PAYMENT.channel, orderSource: PAYMENT.orderSource, orderType: PAYMENT.orderType, requestKey },
    { token },
  );
  const creInfo: string = started.body.data.credential.creInfo;
  const card = await t.app.inject({
    method: 'POST',
    url: '/simulated-gateway/card-form',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ creInfo, cardNumber: '4311952222222222', expiry: '12/39', cvc: '123' }).toString(),
  });
  const payToken = /data-pay-token="([0-9a-f]+)"/.exec(card.body)![1]!;
  const charged = await callApi(
    t.app,
    'POST',
    PAYMENT_PATHS.charge,
    { orderId, channel: PAYMENT.channel, PayToken: payToken, requestKey },
    { token },
  );
  expect(charged.status).toBe(200);
  return (await findSimulatedTradeBy(t.db, 'token', creInfo))!;
}

async function runJob(name: string) {
  const id = await t.app.jobs.send(name);
  await t.app.jobs.waitFor(name, id, 60_000);
}

describe('the unpaid-order expiry job', () => {
  it('asks the gateway first: a payment whose notification was lost makes the order paid, then its invoice is issued and mailed', async () => {
    const { order, member, email } = await unpaidOrder();
    const trade = await chargedAtGateway(member.token, order.id);
    // Paid at the gateway, but its notification never reached us.
    await moveSimulatedTrade(t.db, trade.merchantTradeNo, 'awaiting_3ds', 'paid');

    const unpaid = await unpaidOrder();
    const abandoned = await unpaidOrder();
    await chargedAtGateway(abandoned.member.token, abandoned.order.id);
    await makeOverdue(order.id, unpaid.order.id, abandoned.order.id);

    await runJob('payments.expire-unpaid');
    expect(await orderPaymentFacts(t.ctx(), order.id)).toMatchObject({
      status: 'unshipped',
      paymentMethod: 'credit_card',
    });
    expect(await paymentSummaryForOrder(t.ctx(), order.id)).toMatchObject({ status: 'succeeded' });
    expect((await orderPaymentFacts(t.ctx(), unpaid.order.id))?.status).toBe('invalid');
    expect((await orderPaymentFacts(t.ctx(), abandoned.order.id))?.status).toBe('invalid');

    await runJob('invoices.issue-due');
    const invoice = await orderInvoice(t.ctx(), order.id);
    expect(invoice).toMatchObject({ status: 'issued', invoiceNo: expect.stringMatching(/^[A-Z]{2}\d{8}$/) });
    const mail = t.app.devOutbox.list().find((message) => message.to === email);
    expect(mail?.subject).toBe(`WellFit order ${order.orderNo}: payment received`);
    expect(mail?.text).toContain(invoice!.invoiceNo!);
    // The expired orders' invoices are never issued.
    expect(await orderInvoice(t.ctx(), unpaid.order.id)).toMatchObject({
      status: 'pending',
      invoiceNo: null,
    });
  });

  it('works through a backlog in one run, batch after full batch', async () => {
    const backlog = await Promise.all(Array.from({ length: 5 }, () => unpaidOrder()));
    await makeOverdue(...backlog.map(({ order }) => order.id));
    // None of them was charged, so the gateway has nothing to be asked.
    const gatewayNotAsked = {
      queryTrade: () => Promise.reject(new Error('no order of the backlog has a charged attempt')),
    } as unknown as CardGateway;
    const counts = await expireOverdueOrders(t.ctx(), gatewayNotAsked, t.app.log, new Date(), undefined, 2);
    // More than one batch of two in this run (the schedule's own run could take a few meanwhile).
    expect(counts.expired).toBeGreaterThan(2);
    for (const { order } of backlog) expect((await orderPaymentFacts(t.ctx(), order.id))?.status).toBe('invalid');
  });

  it('runs twice without a second move', async () => {
    const { order } = await unpaidOrder();
    await makeOverdue(order.id);
    await Promise.all([runJob('payments.expire-unpaid'), runJob('payments.expire-unpaid')]);
    expect((await orderPaymentFacts(t.ctx(), order.id))?.status).toBe('invalid');
  });
});
