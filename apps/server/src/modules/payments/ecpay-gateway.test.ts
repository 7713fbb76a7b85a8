import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT } from '@wellfit/contracts/constants';
import { NOTIFICATION_PATHS } from '@wellfit/contracts/notifications';
import { PAYMENT_PATHS } from '@wellfit/contracts/payment';
import { buildTestConfig } from '../../config.ts';
import { checkMacValue, ecpayDecrypt, ecpayEncrypt, hasValidCheckMacValue } from '../../ecpay-crypto.ts';
import { callApi } from '../../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { expectFailure } from '../../test/expect-failure.ts';
import { createInvoiceRow, createMember, createOrder, createProduct } from '../../test/factories.ts';
import { orderPaymentFacts, orderStatusHistory } from '../orders/orders.service.ts';
import { EcpayGateway } from './ecpay-gateway.ts';
import { applyPaymentNotification, expireOverdueOrders, paymentSummaryForOrder } from './payments.service.ts';

/** ECPay's in-site payment against a local stand-in for ecpg-stage / payment-stage.ecpay.com.tw. */

/** A merchant of our own, as a real shop has: its keys are not ECPay's published test keys. */
const MERCHANT_ID = '3999017';
const KEYS = { hashKey: 'kU8sQ2wLm4Zp7Xn1', hashIv: 'Rt5vB9cY3hJ6dF0g' };
const PUBLIC_TEST_KEYS = { hashKey: 'pwFHCqoQZGmho4w6', hashIv: 'EkRm7iFT261dpevs' };
let server: Server;
let t: TestApp;
const logLines: string[] = [];
const tokenRequests: Array<Record<string, unknown>> = [];
/** TradeStatus the fake's QueryTradeInfo answers per MerchantTradeNo; 'down' answers 503. */
const tradeStatus = new Map<string, string>();
const amounts = new Map<string, number>();

function ecpgAnswer(data: object) {
  return JSON.stringify({
    MerchantID: MERCHANT_ID,
    RpHeader: { Timestamp: 0 },
    TransCode: 1,
    TransMsg: 'Success',
    Data: ecpayEncrypt(data, KEYS),
  });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/Merchant/GetTokenbyTrade') {
        const data = ecpayDecrypt<{ OrderInfo: { MerchantTradeNo: string; TotalAmount: number } }>(
          JSON.parse(body).Data,
          KEYS,
        );
        tokenRequests.push(data);
        amounts.set(data.OrderInfo.MerchantTradeNo, data.OrderInfo.TotalAmount);
        response.end(ecpgAnswer({ RtnCode: 1, RtnMsg: 'Success', Token: `tok${data.OrderInfo.MerchantTradeNo}` }));
      } else if (request.url === '/Merchant/CreatePayment') {
        const data = ecpayDecrypt<{ PayToken: string; MerchantTradeNo: string }>(JSON.parse(body).Data, KEYS);
        if (data.PayToken === 'declined')
          response.end(ecpgAnswer({ RtnCode: 10100050, RtnMsg: 'Transaction declined' }));
        else
          response.end(
            ecpgAnswer({
              RtnCode: 1,
              RtnMsg: 'Success',
              ThreeDInfo: { ThreeDURL: `https://payment-stage.ecpay.com.tw/3D/${data.MerchantTradeNo}` },
            }),
          );
      } else if (request.url === '/Cashier/QueryTradeInfo/V5') {
        const form = Object.fromEntries(new URLSearchParams(body));
        const status = tradeStatus.get(form.MerchantTradeNo ?? '') ?? '0';
        if (!hasValidCheckMacValue(form, KEYS) || status === 'down') {
          response.writeHead(503).end();
          return;
        }
        const answer: Record<string, string> = {
          MerchantID: MERCHANT_ID,
          MerchantTradeNo: form.MerchantTradeNo ?? '',
          TradeNo: '2411260000000001',
          TradeAmt: String(amounts.get(form.MerchantTradeNo ?? '') ?? 0),
          TradeStatus: status,
          PaymentType: 'Credit_CreditCard',
        };
        response.end(new URLSearchParams({ ...answer, CheckMacValue: checkMacValue(answer, KEYS) }).toString());
      } else response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const defaults = buildTestConfig();
  t = await buildTestApp({
    config: {
      payment: {
        gateway: 'ecpay',
        testMode: false,
        ecpay: { ...defaults.payment.ecpay, merchantId: MERCHANT_ID, ...KEYS, apiUrl: fake, queryUrl: fake },
      },
    },
    logger: pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) }),
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function unpaidOrder() {
  const member = await createMember(t.db);
  const { product, sku } = await createProduct(t.db);
  const order = await createOrder(t.db, member.user.id, [
    { productId: product.id, productSkuId: sku.id, quantity: 3, price: 250 },
  ]);
  await createInvoiceRow(t.db, order.id);
  return { order, member };
}

const start = (token: string, orderId: number, requestKey: string) =>
  callApi(
    t.app,
    'POST',
    PAYMENT_PATHS.start,
    { orderId, channel: PAYMENT.channel, orderSource: PAYMENT.orderSource, orderType: PAYMENT.orderType, requestKey },
    { token },
  );
const charge = (token: string, orderId: number, requestKey: string, payToken: string) =>
  callApi(
    t.app,
    'POST',
    PAYMENT_PATHS.charge,
    { orderId, channel: PAYMENT.channel, PayToken: payToken, requestKey },
    { token },
  );

describe('ECPay in-site payment', () => {
  it("gets the card form's token and the 3-D address from ECPay", async () => {
    const { order, member } = await unpaidOrder();
    const requestKey = randomUUID();
    const started = await start(member.token, order.id, requestKey);
    expect(started.body.data.credential).toMatchObject({
      gateway: 'ecpay',
      cardFormUrl: null,
      creInfo: expect.stringMatching(/^tokWF/),
    });
    const sent = tokenRequests.at(-1) as { OrderInfo: Record<string, unknown>; CardInfo: Record<string, unknown> };
    expect(sent.OrderInfo).toMatchObject({
      TotalAmount: 750,
      ReturnURL: expect.stringMatching(/\/api\/web\/pay\/ecpay\/notify$/),
    });
    expect(String(sent.OrderInfo.MerchantTradeNo)).toMatch(/^[A-Z0-9]{1,20}$/);
    expect(sent.CardInfo.OrderResultURL).toMatch(new RegExp(`/order-paid/${order.id}$`));

    const charged = await charge(member.token, order.id, requestKey, 'pay-token-from-sdk');
    expect(charged.body.data.ThreeDInfo.ThreeDURL).toMatch(/^https:\/\/payment-stage\.ecpay\.com\.tw\/3D\/WF/);
  });

  it('answers payment_gateway_unavailable, not a server error, when ECPay cannot be reached', async () => {
    const defaults = buildTestConfig();
    const closed = 'http://127.0.0.1:9';
    const down = await buildTestApp({
      database: t.database,
      config: {
        payment: {
          gateway: 'ecpay',
          testMode: false,
          ecpay: { ...defaults.payment.ecpay, merchantId: MERCHANT_ID, ...KEYS, apiUrl: closed, queryUrl: closed },
        },
      },
    });
    try {
      const { order, member } = await unpaidOrder();
      const answer = await callApi(
        down.app,
        'POST',
        PAYMENT_PATHS.start,
        {
          orderId: order.id,
          channel: PAYMENT.channel,
          orderSource: PAYMENT.orderSource,
          orderType: PAYMENT.orderType,
          requestKey: randomUUID(),
        },
        { token: member.token },
      );
      expectFailure(answer, 400, 'payment_gateway_unavailable');
      expect((await orderPaymentFacts(t.ctx(), order.id))?.status).toBe('pending');
    } finally {
      await down.close();
    }
  });

  it('answers payment_failed when ECPay declines the card', async () => {
    const { order, member } = await unpaidOrder();
    const requestKey = randomUUID();
    await start(member.token, order.id, requestKey);
    expectFailure(await charge(member.token, order.id, requestKey, 'declined'), 400, 'payment_failed');
    expect((await orderPaymentFacts(t.ctx(), order.id))?.status).toBe('pending');
  });

  it('asks QueryTradeInfo before an order lapses, and leaves the order when ECPay cannot be reached', async () => {
    const gateway = new EcpayGateway(t.config.payment.ecpay);
    const log = { warn: () => {}, error: () => {} };
    const paid = await unpaidOrder();
    const down = await unpaidOrder();
    const lapsed = await unpaidOrder();
    for (const { order, member } of [paid, down, lapsed]) {
      const requestKey = randomUUID();
      await start(member.token, order.id, requestKey);
      await charge(member.token, order.id, requestKey, 'pay-token');
      await t.db.execute(sql`update orders set created_at = now() - interval '31 minutes' where id = ${order.id}`);
    }
    const tradeNo = async (orderId: number) =>
      (
        (await t.db.execute(sql`select merchant_trade_no from payments where order_id = ${orderId}`)) as unknown as {
          rows: Array<{ merchant_trade_no: string }>;
        }
      ).rows[0]!.merchant_trade_no;
    tradeStatus.set(await tradeNo(paid.order.id), '1');
    tradeStatus.set(await tradeNo(down.order.id), 'down');

    await expireOverdueOrders(t.ctx(), gateway, log);
    expect(await orderPaymentFacts(t.ctx(), paid.order.id)).toMatchObject({
      status: 'unshipped',
      paymentMethod: 'credit_card',
    });
    expect((await orderPaymentFacts(t.ctx(), down.order.id))?.status).toBe('pending');
    expect((await orderPaymentFacts(t.ctx(), lapsed.order.id))?.status).toBe('invalid');
  });
});

describe('the payment notification (ECPay ReturnURL)', () => {
  const postForm = (form: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: PAYMENT_PATHS.notify,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  /** A charged attempt whose notification we then write ourselves, as ECPay would send it. */
  async function chargedAttempt() {
    const { order, member } = await unpaidOrder();
    const requestKey = randomUUID();
    await start(member.token, order.id, requestKey);
    expect((await charge(member.token, order.id, requestKey, 'pay-token')).status).toBe(200);
    const rows = (await t.db.execute(
      sql`select merchant_trade_no from payments where order_id = ${order.id}`,
    )) as unknown as { rows: Array<{ merchant_trade_no: string }> };
    return { order, member, merchantTradeNo: rows.rows[0]!.merchant_trade_no };
  }

  function notification(merchantTradeNo: string, amount: number, overrides: Record<string, string> = {}, keys = KEYS) {
    const form: Record<string, string> = {
      MerchantID: MERCHANT_ID,
      MerchantTradeNo: merchantTradeNo,
      StoreID: '',
      RtnCode: '1',
      RtnMsg: '交易成功',
      TradeNo: '2411261234567890',
      TradeAmt: String(amount),
      PaymentDate: '2026/11/26 12:00:00',
      PaymentType: 'Credit_CreditCard',
      PaymentTypeChargeFee: '0',
      TradeDate: '2026/11/26 11:59:00',
      SimulatePaid: '0',
      CustomField1: '',
      CustomField2: '',
      CustomField3: '',
      CustomField4: '',
      ...overrides,
    };
    return { ...form, CheckMacValue: checkMacValue(form, keys) };
  }

  it('marks the order paid exactly once for five replays, at once and one after another', async () => {
    const { order, member, merchantTradeNo } = await chargedAttempt();
    const form = notification(merchantTradeNo, 750);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postForm(form)));
    for (const answer of answers) expect(answer.body).toBe('1|OK');
    for (let i = 0; i < 5; i += 1) expect((await postForm(form)).body).toBe('1|OK');
    const moves = (await orderStatusHistory(t.ctx(), order.id)).filter((row) => row.to === 'unshipped');
    expect(moves).toHaveLength(1);
    expect((await orderPaymentFacts(t.ctx(), order.id))?.status).toBe('unshipped');
    // One notification in the member's inbox, in their language, leading to the paid page.
    const inbox = await callApi(
      t.app,
      'POST',
      NOTIFICATION_PATHS.list,
      { pageIndex: 1, pageSize: 10 },
      { token: member.token, locale: 'en' },
    );
    expect(inbox.body.data.list).toEqual([
      expect.objectContaining({ messageTitle: 'Payment received', link: `/order-paid/${order.id}` }),
    ]);
    // The info log names the outcome and the order, never the trade number a forger would need.
    const infoLines = logLines.filter((line) => line.includes('"payment notification"'));
    expect(infoLines.length).toBeGreaterThanOrEqual(10);
    for (const line of infoLines) expect(line).not.toContain(merchantTradeNo);
  });

  it("changes nothing for a wrong CheckMacValue, ECPay's public test keys, another merchant or a different amount", async () => {
    const { order, merchantTradeNo } = await chargedAttempt();
    const forged = { ...notification(merchantTradeNo, 750), CheckMacValue: 'A'.repeat(64) };
    expect((await postForm(forged)).body).toBe('0|bad_check_mac_value');
    const wide = { ...notification(merchantTradeNo, 750), CheckMacValue: `éé${'A'.repeat(62)}` };
    expect((await postForm(wide)).body).toBe('0|bad_check_mac_value');
    const tampered = { ...notification(merchantTradeNo, 750), TradeAmt: '1' };
    expect((await postForm(tampered)).body).toBe('0|bad_check_mac_value');
    expect((await postForm(notification(merchantTradeNo, 750, {}, PUBLIC_TEST_KEYS))).body).toBe(
      '0|bad_check_mac_value',
    );
    expect((await postForm(notification(merchantTradeNo, 750, { MerchantID: '3002607' }))).body).toBe(
      '0|unknown_merchant',
    );
    expect((await postForm(notification(merchantTradeNo, 10))).body).toBe('0|amount_mismatch');
    expect((await orderPaymentFacts(t.ctx(), order.id))?.status).toBe('pending');
    expect(await paymentSummaryForOrder(t.ctx(), order.id)).toMatchObject({ status: 'pending' });
  });

  it('records a failed payment notification without touching the order', async () => {
    const { order, merchantTradeNo } = await chargedAttempt();
    const failed = notification(merchantTradeNo, 750, { RtnCode: '10100248', RtnMsg: '拒絕交易' });
    expect((await postForm(failed)).body).toBe('1|OK');
    expect(await paymentSummaryForOrder(t.ctx(), order.id)).toMatchObject({ status: 'failed' });
    expect((await orderPaymentFacts(t.ctx(), order.id))?.status).toBe('pending');
  });

  it("records ECPay's simulated payment (SimulatePaid=1) and pays nothing in production", async () => {
    const merchant = { merchantId: MERCHANT_ID, ...KEYS };
    const log = { warn: () => {}, error: () => {} };
    const { order, merchantTradeNo } = await chargedAttempt();
    const simulated = notification(merchantTradeNo, 750, { SimulatePaid: '1' });
    const inProduction = await applyPaymentNotification(t.ctx(), { ...merchant, production: true }, simulated, log);
    expect(inProduction.outcome).toBe('simulated_paid_ignored');
    expect((await orderPaymentFacts(t.ctx(), order.id))?.status).toBe('pending');
    const rows = (await t.db.execute(
      sql`select failure_reason from payments where order_id = ${order.id}`,
    )) as unknown as { rows: Array<{ failure_reason: string }> };
    expect(rows.rows[0]?.failure_reason).toBe('simulate_paid_notification_ignored');
    // A developer's shop against ECPay's staging may use ECPay's button to try the paid path.
    const inDevelopment = await applyPaymentNotification(t.ctx(), { ...merchant, production: false }, simulated, log);
    expect(inDevelopment.outcome).toBe('paid');
  });
});
