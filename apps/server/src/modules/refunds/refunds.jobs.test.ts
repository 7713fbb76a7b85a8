import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT } from '@wellfit/contracts/constants';
import { PAYMENT_PATHS } from '@wellfit/contracts/payment';
import { callApi } from '../../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createInvoiceRow, createMember, createOrder, createProduct } from '../../test/factories.ts';
import { orderInvoice } from '../invoices/invoices.service.ts';
import { paymentSummaryForOrder } from '../payments/payments.service.ts';
import { listOrderRefunds, requestRefund } from './refunds.service.ts';

/*
 * The refunds job in pg-boss on the test database: a requested refund is made without anyone
 * running the job by hand (the request asks for a run), and the invoice job then voids the
 * invoice (or it is never issued, when the refund came first).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { jobs: true } });
  // pg-boss creates its schema at start: slow on PGlite on a busy machine.
}, 180_000);
afterAll(() => t.close());

async function paidOrder(amount: number) {
  const email = `jobs-${randomUUID().slice(0, 8)}@example.com`;
  const member = await createMember(t.db, { email, locale: 'zhTW' });
  const { product, sku } = await createProduct(t.db);
  const order = await createOrder(t.db, member.user.id, [
    { productId: product.id, productSkuId: sku.id, quantity: 1, price: amount },
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
    { orderId: order.id, channel: PAYMENT.channel, PayToken: payToken, requestKey },
    { token: member.token },
  );
  await t.app.inject({
    method: 'POST',
    url: charged.body.data.ThreeDInfo.ThreeDURL,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=verify',
  });
  return { order, email };
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not so within ${timeoutMs} ms`);
}

describe('the refunds job', () => {
  it('makes a requested refund by itself, mails the member, and the invoice ends voided', async () => {
    const { order, email } = await paidOrder(1200);
    expect(await paymentSummaryForOrder(t.ctx(), order.id)).toMatchObject({ status: 'succeeded' });
    await requestRefund(t.ctx(), {
      orderId: order.id,
      reason: 'order_cancelled',
      requestedBy: { kind: 'member' },
      idempotencyKey: randomUUID(),
    });
    await eventually(async () => (await listOrderRefunds(t.ctx(), order.id))[0]?.status === 'succeeded');
    expect(await paymentSummaryForOrder(t.ctx(), order.id)).toMatchObject({ status: 'refunded' });
    await eventually(async () => (await orderInvoice(t.ctx(), order.id))?.status === 'voided');
    const mail = t.app.devOutbox.list().find((message) => message.to === email && message.subject.includes('退款'));
    expect(mail?.subject).toBe(`WellFit 訂單 ${order.orderNo} 已退款`);
  }, 120_000);
});
