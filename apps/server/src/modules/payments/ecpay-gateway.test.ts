import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT } from '@wellfit/contracts/constants';
import { PAYMENT_PATHS } from '@wellfit/contracts/payment';
import { buildTestConfig } from '../../config.ts';
import { checkMacValue, ecpayDecrypt, ecpayEncrypt, hasValidCheckMacValue } from '../../ecpay-crypto.ts';
import { callApi } from '../../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { expectFailure } from '../../test/expect-failure.ts';
import { createInvoiceRow, createMember, createOrder, createProduct } from '../../test/factories.ts';
import { orderPaymentFacts } from '../orders/orders.service.ts';
import { EcpayGateway } from './ecpay-gateway.ts';
import { expireOverdueOrders } from './payments.service.ts';

/** ECPay's in-site payment against a local stand-in for ecpg-stage / payment-stage.ecpay.com.tw. */

const KEYS = { hashKey: 'pwFHCqoQZGmho4w6', hashIv: 'EkRm7iFT261dpevs' };
let server: Server;
let t: TestApp;
const tokenRequests: Array<Record<string, unknown>> = [];
/** TradeStatus the fake's QueryTradeInfo answers per MerchantTradeNo; 'down' answers 503. */
const tradeStatus = new Map<string, string>();
const amounts = new Map<string, number>();

function ecpgAnswer(data: object) {
  return JSON.stringify({ MerchantID: '3002607', RpHeader: { Timestamp: 0 }, TransCode: 1, TransMsg: 'Success', Data: ecpayEncrypt(data, KEYS) });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/Merchant/GetTokenbyTrade') {
        const data = ecpayDecrypt<{ OrderInfo: { MerchantTradeNo: string; TotalAmount: number } }>(JSON.parse(body).Data, KEYS);
        tokenRequests.push(data);
        amounts.set(data.OrderInfo.MerchantTradeNo, data.OrderInfo.TotalAmount);
        response.end(ecpgAnswer({ RtnCode: 1, RtnMsg: 'Success', Token: `tok${data.OrderInfo.MerchantTradeNo}` }));
      } else if (request.url === '/Merchant/CreatePayment') {
        const data = ecpayDecrypt<{ PayToken: string; MerchantTradeNo: string }>(JSON.parse(body).Data, KEYS);
        if (data.PayToken === 'declined') response.end(ecpgAnswer({ RtnCode: 10100050, RtnMsg: 'Transaction declined' }));
        else response.end(ecpgAnswer({ RtnCode: 1, RtnMsg: 'Success', ThreeDInfo: { ThreeDURL: `https://payment-stage.ecpay.com.tw/3D/${data.MerchantTradeNo}` } }));
      } else if (request.url === '/Cashier/QueryTradeInfo/V5') {
        const form = Object.fromEntries(new URLSearchParams(body));
        const status = tradeStatus.get(form.MerchantTradeNo ?? '') ?? '0';
        if (!hasValidCheckMacValue(form, KEYS) || status === 'down') {
          response.writeHead(503).end();
          return;
        }
        const answer: Record<string, string> = {
          MerchantID: '3002607',
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
    config: { payment: { gateway: 'ecpay', ecpay: { ...defaults.payment.ecpay, apiUrl: fake, queryUrl: fake } } },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function unpaidOrder() {
  const member = await createMember(t.db);
  const { product, sku } = await createProduct(t.db);
  const order = await createOrder(t.db, member.user.id, [{ productId: product.id, productSkuId: sku.id, quantity: 3, price: 250 }]);
  await createInvoiceRow(t.db, order.id);
  return { order, member };
}

const start = (token: string, orderId: number, requestKey: string) =>
  callApi(t.app, 'POST', PAYMENT_PATHS.start, { orderId, channel: PAYMENT.channel, orderSource: PAYMENT.orderSource, orderType: PAYMENT.orderType, requestKey }, { token });
const charge = (token: string, orderId: number, requestKey: string, payToken: string) =>
  callApi(t.app, 'POST', PAYMENT_PATHS.charge, { orderId, channel: PAYMENT.channel, PayToken: payToken, requestKey }, { token });

describe('ECPay in-site payment', () => {
  it("gets the card form's token and the 3-D address from ECPay", async () => {
    const { order, member } = await unpaidOrder();
    const requestKey = randomUUID();
    const started = await start(member.token, order.id, requestKey);
    expect(started.body.data.credential).toMatchObject({ gateway: 'ecpay', cardFormUrl: null, creInfo: expect.stringMatching(/^tokWF/) });
    const sent = tokenRequests.at(-1) as { OrderInfo: Record<string, unknown>; CardInfo: Record<string, unknown> };
    expect(sent.OrderInfo).toMatchObject({ TotalAmount: 750, ReturnURL: expect.stringMatching(/\/api\/web\/pay\/ecpay\/notify$/) });
    expect(String(sent.OrderInfo.MerchantTradeNo)).toMatch(/^[A-Z0-9]{1,20}$/);
    expect(sent.CardInfo.OrderResultURL).toMatch(new RegExp(`/order-paid/${order.id}$`));

    const charged = await charge(member.token, order.id, requestKey, 'pay-token-from-sdk');
    expect(charged.body.data.ThreeDInfo.ThreeDURL).toMatch(/^https:\/\/payment-stage\.ecpay\.com\.tw\/3D\/WF/);
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
      ((await t.db.execute(sql`select merchant_trade_no from payments where order_id = ${orderId}`)) as unknown as { rows: Array<{ merchant_trade_no: string }> }).rows[0]!.merchant_trade_no;
    tradeStatus.set(await tradeNo(paid.order.id), '1');
    tradeStatus.set(await tradeNo(down.order.id), 'down');

    await expireOverdueOrders(t.ctx(), gateway, log);
    expect(await orderPaymentFacts(t.ctx(), paid.order.id)).toMatchObject({ status: 'unshipped', paymentMethod: 'credit_card' });
    expect((await orderPaymentFacts(t.ctx(), down.order.id))?.status).toBe('pending');
    expect((await orderPaymentFacts(t.ctx(), lapsed.order.id))?.status).toBe('invalid');
  });
});
