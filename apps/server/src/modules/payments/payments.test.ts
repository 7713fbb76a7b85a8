import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT } from '@wellfit/contracts/constants';
import { PAYMENT_PATHS } from '@wellfit/contracts/payment';
import { checkMacValue } from '../../ecpay-crypto.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callApi } from '../../test/auth-test-client.ts';
import { expectFailure } from '../../test/expect-failure.ts';
import { createInvoiceRow, createMember, createOrder, createProduct } from '../../test/factories.ts';
import { orderInvoice } from '../invoices/invoices.service.ts';
import { orderPaymentFacts, orderStatusHistory } from '../orders/orders.service.ts';
import { paymentSummaryForOrder } from './payments.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** ECPay's public test merchant's keys: anyone can sign with them. */
const PUBLIC_TEST_KEYS = { hashKey: 'pwFHCqoQZGmho4w6', hashIv: 'EkRm7iFT261dpevs' };
const SUCCESS_CARD = '4311952222222222';
const DECLINED_CARD = '4000000000000002';
const THREE_D_FAILURE_CARD = '4000000000003220';

/** A member's unpaid order of NT$1,000 with its pending invoice, as generateOrder leaves it. */
async function unpaidOrder(overrides: Parameters<typeof createOrder>[3] = {}) {
  const member = await createMember(t.db, { email: `buyer-${randomUUID().slice(0, 8)}@example.com`, locale: 'en' });
  const { product, sku } = await createProduct(t.db);
  const order = await createOrder(
    t.db,
    member.user.id,
    [{ productId: product.id, productSkuId: sku.id, quantity: 2, price: 500 }],
    overrides,
  );
  await createInvoiceRow(t.db, order.id);
  return { order, member };
}

const key = () => randomUUID();

function start(token: string, orderId: number, requestKey: string) {
  return callApi(
    t.app,
    'POST',
    PAYMENT_PATHS.start,
    { orderId, channel: PAYMENT.channel, orderSource: PAYMENT.orderSource, orderType: PAYMENT.orderType, requestKey },
    { token },
  );
}

function charge(token: string, orderId: number, requestKey: string, payToken: string) {
  return callApi(
    t.app,
    'POST',
    PAYMENT_PATHS.charge,
    { orderId, channel: PAYMENT.channel, PayToken: payToken, requestKey },
    { token },
  );
}

function postForm(url: string, form: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** The shopper types a card into the simulator's frame; answers the PayToken the frame hands over. */
async function enterCard(creInfo: string, cardNumber: string): Promise<string> {
  const page = await postForm('/simulated-gateway/card-form', {
    creInfo,
    lang: 'en',
    cardNumber,
    expiry: '12/39',
    cvc: '123',
  });
  expect(page.statusCode).toBe(200);
  const payToken = /data-pay-token="([0-9a-f]+)"/.exec(page.body)?.[1];
  if (!payToken) throw new Error(`no PayToken on the page: ${page.body}`);
  return payToken;
}

/** Start, card, charge: answers the 3-D address. */
async function toThreeD(token: string, orderId: number, cardNumber = SUCCESS_CARD, requestKey = key()) {
  const started = await start(token, orderId, requestKey);
  expect(started.status).toBe(200);
  const payToken = await enterCard(started.body.data.credential.creInfo, cardNumber);
  const charged = await charge(token, orderId, requestKey, payToken);
  return { charged, requestKey, creInfo: started.body.data.credential.creInfo as string };
}

describe('card payment through the simulator', () => {
  it('pays an order: card form, charge, 3-D page, notification, back to /order-paid', async () => {
    const { order, member } = await unpaidOrder();
    const requestKey = key();
    const started = await start(member.token, order.id, requestKey);
    expect(started.status).toBe(200);
    expect(started.body.data.credential).toMatchObject({ gateway: 'simulator', creInfo: expect.any(String) });
    const form = await t.app.inject({ method: 'GET', url: started.body.data.credential.cardFormUrl });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('4311 9522 2222 2222');
    expect(form.headers['content-security-policy']).toContain("frame-ancestors 'self'");

    const payToken = await enterCard(started.body.data.credential.creInfo, SUCCESS_CARD);
    const charged = await charge(member.token, order.id, requestKey, payToken);
    expect(charged.status).toBe(200);
    const threeDUrl: string = charged.body.data.ThreeDInfo.ThreeDURL;
    expect(threeDUrl).toMatch(/^\/simulated-gateway\/3ds\//);
    // Charged but not verified: still unpaid.
    expect((await orderPaymentFacts(t.ctx(), order.id))?.status).toBe('pending');

    const threeDPage = await t.app.inject({ method: 'GET', url: `${threeDUrl}?lang=zhTW` });
    expect(threeDPage.body).toContain('2222');
    expect(threeDPage.body).toContain('1,000');
    const verified = await postForm(threeDUrl, { action: 'verify', lang: 'zhTW' });
    expect(verified.statusCode).toBe(303);
    expect(verified.headers.location).toBe(`/order-paid/${order.id}`);

    const paid = await orderPaymentFacts(t.ctx(), order.id);
    expect(paid).toMatchObject({ status: 'unshipped', paymentMethod: 'credit_card' });
    expect(paid?.paidAt).toBeInstanceOf(Date);
    expect(await paymentSummaryForOrder(t.ctx(), order.id)).toMatchObject({
      status: 'succeeded',
      method: 'credit_card',
      amount: 1000,
    });
    expect((await orderStatusHistory(t.ctx(), order.id)).at(-1)).toMatchObject({
      from: 'pending',
      to: 'unshipped',
      actor: 'payment',
    });
    expect(await orderInvoice(t.ctx(), order.id)).toMatchObject({ status: 'pending', invoiceNo: null });

    // The 3-D page is single use; posting it again (a refresh) only leads back to the result.
    expect((await t.app.inject({ method: 'GET', url: threeDUrl })).statusCode).toBe(404);
    const again = await postForm(threeDUrl, { action: 'cancel' });
    expect(again.headers.location).toBe(`/order-paid/${order.id}`);
    expect((await orderStatusHistory(t.ctx(), order.id)).filter((row) => row.to === 'unshipped')).toHaveLength(1);
  });

  it('makes one attempt and one charge of a double click or a retry with the same key', async () => {
    const { order, member } = await unpaidOrder();
    const requestKey = key();
    const [first, second] = await Promise.all([
      start(member.token, order.id, requestKey),
      start(member.token, order.id, requestKey),
    ]);
    expect(first.body.data.credential.creInfo).toBe(second.body.data.credential.creInfo);
    const payToken = await enterCard(first.body.data.credential.creInfo, SUCCESS_CARD);
    const charges = await Promise.all([
      charge(member.token, order.id, requestKey, payToken),
      charge(member.token, order.id, requestKey, payToken),
      charge(member.token, order.id, requestKey, payToken),
    ]);
    const addresses = new Set(charges.map((answer) => answer.body.data?.ThreeDInfo?.ThreeDURL));
    expect(charges.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(addresses.size).toBe(1);
    const again = await charge(member.token, order.id, requestKey, payToken);
    expect(again.body.data.ThreeDInfo.ThreeDURL).toBe([...addresses][0]);
    const rows = await t.database.db.execute(sql`select count(*)::int as n from payments where order_id = ${order.id}`);
    expect(Number((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n)).toBe(1);
  });

  it('answers payment_failed for a declined card, keeps the order pending, and lets it be paid again', async () => {
    const { order, member } = await unpaidOrder();
    const { charged } = await toThreeD(member.token, order.id, DECLINED_CARD);
    expectFailure(charged, 400, 'payment_failed');
    expect(await paymentSummaryForOrder(t.ctx(), order.id)).toMatchObject({
      status: 'failed',
      failureReason: 'declined',
    });
    expect((await orderPaymentFacts(t.ctx(), order.id))?.status).toBe('pending');

    const retry = await toThreeD(member.token, order.id, SUCCESS_CARD);
    expect(retry.charged.status).toBe(200);
    const back = await postForm(retry.charged.body.data.ThreeDInfo.ThreeDURL, { action: 'verify' });
    expect(back.headers.location).toBe(`/order-paid/${order.id}`);
    expect((await orderPaymentFacts(t.ctx(), order.id))?.status).toBe('unshipped');
  });

  it('sends the shopper to /order-pay-fail when 3-D verification fails or is cancelled', async () => {
    const { order, member } = await unpaidOrder();
    const failing = await toThreeD(member.token, order.id, THREE_D_FAILURE_CARD);
    const back = await postForm(failing.charged.body.data.ThreeDInfo.ThreeDURL, { action: 'verify' });
    expect(back.headers.location).toBe(`/order-pay-fail/${order.id}`);
    expect(await paymentSummaryForOrder(t.ctx(), order.id)).toMatchObject({ status: 'failed' });

    const cancelled = await toThreeD(member.token, order.id, SUCCESS_CARD);
    const cancelledBack = await postForm(cancelled.charged.body.data.ThreeDInfo.ThreeDURL, { action: 'cancel' });
    expect(cancelledBack.headers.location).toBe(`/order-pay-fail/${order.id}`);
    expect((await orderPaymentFacts(t.ctx(), order.id))?.status).toBe('pending');
  });

  it("answers 404 for another member's order and a clear message for an order that is not pending", async () => {
    const { order } = await unpaidOrder();
    const stranger = await createMember(t.db);
    expectFailure(await start(stranger.token, order.id, key()), 404, 'order_not_found');
    expectFailure(await charge(stranger.token, order.id, key(), 'x'), 404, 'order_not_found');
    expectFailure(await start(stranger.token, 999_999_999, key()), 404, 'order_not_found');

    const { order: paidOrder, member } = await unpaidOrder({ status: 'unshipped' });
    expectFailure(await start(member.token, paidOrder.id, key()), 400, 'order_not_payable');
    expectFailure(await charge(member.token, paidOrder.id, key(), 'x'), 400, 'order_not_payable');
  });

  it('refuses a malformed card inside the frame without a PayToken', async () => {
    const { order, member } = await unpaidOrder();
    const started = await start(member.token, order.id, key());
    const page = await postForm('/simulated-gateway/card-form', {
      creInfo: started.body.data.credential.creInfo,
      lang: 'zhCN',
      cardNumber: '1234',
      expiry: '12/39',
      cvc: '123',
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('请输入正确的卡号');
    expect(page.body).not.toContain('data-pay-token');
  });
});

describe('the simulator is no door (issue 33)', () => {
  it("has no notification route: a form signed with ECPay's public test keys pays nothing", async () => {
    const { order, member } = await unpaidOrder();
    const { charged, creInfo } = await toThreeD(member.token, order.id);
    expect(charged.status).toBe(200);
    const rows = (await t.database.db.execute(
      sql`select merchant_trade_no from payments where cre_info = ${creInfo}`,
    )) as unknown as { rows: Array<{ merchant_trade_no: string }> };
    const form: Record<string, string> = {
      MerchantID: '3002607',
      MerchantTradeNo: rows.rows[0]!.merchant_trade_no,
      RtnCode: '1',
      RtnMsg: '交易成功',
      TradeNo: '2411261234567890',
      TradeAmt: '1000',
      PaymentType: 'Credit_CreditCard',
      SimulatePaid: '0',
    };
    const forged = await postForm(PAYMENT_PATHS.notify, {
      ...form,
      CheckMacValue: checkMacValue(form, PUBLIC_TEST_KEYS),
    });
    // No such route: 404, or 415 where the root's not-found handler does not read forms.
    expect([404, 415]).toContain(forged.statusCode);
    expect(forged.body).not.toContain('1|OK');
    expect((await orderPaymentFacts(t.ctx(), order.id))?.status).toBe('pending');
  });

  it('sends every one of several simultaneous 3-D confirmations to the paid page, and pays once', async () => {
    const { order, member } = await unpaidOrder();
    const { charged } = await toThreeD(member.token, order.id);
    const threeDUrl: string = charged.body.data.ThreeDInfo.ThreeDURL;
    const answers = await Promise.all(Array.from({ length: 6 }, () => postForm(threeDUrl, { action: 'verify' })));
    for (const answer of answers) expect(answer.headers.location).toBe(`/order-paid/${order.id}`);
    expect((await orderPaymentFacts(t.ctx(), order.id))?.status).toBe('unshipped');
    expect((await orderStatusHistory(t.ctx(), order.id)).filter((row) => row.to === 'unshipped')).toHaveLength(1);
  });

  it('answers a malformed simulator form with a 400, not a crash', async () => {
    for (const url of ['/simulated-gateway/card-form', '/simulated-gateway/3ds/abc']) {
      const answer = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ creInfo: { a: 1 }, action: ['verify'] }),
      });
      expect(answer.statusCode).toBe(400);
    }
    const noAction = await postForm('/simulated-gateway/3ds/abc', { action: 'pay-me' });
    expect(noAction.statusCode).toBe(400);
  });
});
