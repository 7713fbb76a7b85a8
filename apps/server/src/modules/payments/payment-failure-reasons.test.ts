import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetailAnswer, orderDetailPath } from '@wellfit/contracts/checkout';
import { PAYMENT } from '@wellfit/contracts/constants';
import { PAYMENT_FAILURE_REASONS, PAYMENT_PATHS } from '@wellfit/contracts/payment';
import { buildTestConfig } from '../../config.ts';
import { ecpayDecrypt, ecpayEncrypt } from '../../ecpay-crypto.ts';
import { callApi } from '../../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { expectFailure } from '../../test/expect-failure.ts';
import { createInvoiceRow, createMember, createOrder, createProduct } from '../../test/factories.ts';
import { payments } from './payments.tables.ts';

/*
 * The order detail names why a card payment failed with one of PAYMENT_FAILURE_REASONS, so
 * /order-pay-fail can say what happened (issue 34). The gateway is a local stand-in for ECPay's
 * CreatePayment: PayToken `declined` is refused by the issuer, `down` answers 503.
 */

const KEYS = { hashKey: 'pwFHCqoQZGmho4w6', hashIv: 'EkRm7iFT261dpevs' };
let server: Server;
let t: TestApp;

function ecpgAnswer(data: object) {
  return JSON.stringify({
    MerchantID: '3002607',
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
        const data = ecpayDecrypt<{ OrderInfo: { MerchantTradeNo: string } }>(JSON.parse(body).Data, KEYS);
        response.end(ecpgAnswer({ RtnCode: 1, RtnMsg: 'Success', Token: `tok${data.OrderInfo.MerchantTradeNo}` }));
      } else if (request.url === '/Merchant/CreatePayment') {
        const data = ecpayDecrypt<{ PayToken: string }>(JSON.parse(body).Data, KEYS);
        if (data.PayToken === 'down') response.writeHead(503).end();
        else response.end(ecpgAnswer({ RtnCode: 10100050, RtnMsg: 'Transaction declined' }));
      } else response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const defaults = buildTestConfig();
  t = await buildTestApp({
    config: {
      payment: { gateway: 'ecpay', testMode: true, ecpay: { ...defaults.payment.ecpay, apiUrl: fake, queryUrl: fake } },
    },
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
    { productId: product.id, productSkuId: sku.id, quantity: 2, price: 400 },
  ]);
  await createInvoiceRow(t.db, order.id);
  return { order, member };
}

/** The payment part of the member's order detail, read as the web app reads it. */
async function paymentOf(token: string, orderId: number) {
  const answer = await callApi(t.app, 'GET', orderDetailPath(orderId), undefined, { token });
  expect(answer.status).toBe(200);
  return orderDetailAnswer.parse(answer.body.data).payment;
}

async function payWith(payToken: string) {
  const { order, member } = await unpaidOrder();
  const requestKey = randomUUID();
  const body = { orderId: order.id, channel: PAYMENT.channel, requestKey };
  const started = await callApi(
    t.app,
    'POST',
    PAYMENT_PATHS.start,
    { ...body, orderSource: PAYMENT.orderSource, orderType: PAYMENT.orderType },
    { token: member.token },
  );
  expect(started.status).toBe(200);
  const charged = await callApi(
    t.app,
    'POST',
    PAYMENT_PATHS.charge,
    { ...body, PayToken: payToken },
    { token: member.token },
  );
  expectFailure(charged, 400, 'payment_failed');
  return paymentOf(member.token, order.id);
}

describe('why a card payment failed, in the order detail', () => {
  it('names a card the issuer refused at the charge: declined', async () => {
    expect(await payWith('declined')).toMatchObject({ status: 'failed', method: null, failureReason: 'declined' });
  });

  it('names a gateway that could not be reached: gateway_unreachable', async () => {
    expect(await payWith('down')).toMatchObject({ status: 'failed', failureReason: 'gateway_unreachable' });
  });

  it('answers each recorded code as itself and older free text as payment_failed', async () => {
    const recorded = [...PAYMENT_FAILURE_REASONS, 'card declined', '10100248 3D驗證失敗', null];
    const answered = [];
    for (const failureReason of recorded) {
      const { order, member } = await unpaidOrder();
      await t.db.insert(payments).values({
        orderId: order.id,
        channel: PAYMENT.channel,
        provider: 'ecpay',
        merchantTradeNo: `WFT${randomUUID().replaceAll('-', '').slice(0, 17)}`,
        amount: order.payAmount,
        status: 'failed',
        failureReason,
      });
      answered.push((await paymentOf(member.token, order.id))?.failureReason);
    }
    expect(answered).toEqual([...PAYMENT_FAILURE_REASONS, 'payment_failed', 'payment_failed', 'payment_failed']);
  });

  it('answers the payment method of a paid attempt as a code, and no failure reason', async () => {
    const { order, member } = await unpaidOrder();
    await t.db.insert(payments).values({
      orderId: order.id,
      channel: PAYMENT.channel,
      provider: 'ecpay',
      merchantTradeNo: `WFT${randomUUID().replaceAll('-', '').slice(0, 17)}`,
      amount: order.payAmount,
      status: 'succeeded',
      paidAt: new Date(),
    });
    expect(await paymentOf(member.token, order.id)).toMatchObject({
      status: 'succeeded',
      method: 'credit_card',
      failureReason: null,
    });
  });
});
