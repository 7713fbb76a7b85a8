import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT } from '@wellfit/contracts/constants';
import { orderDetailPath } from '@wellfit/contracts/checkout';
import { PAYMENT_PATHS } from '@wellfit/contracts/payment';
import { callApi } from '../../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createMember, createProduct } from '../../test/factories.ts';
import { issueDueInvoices } from '../invoices/invoices.service.ts';
import { localInvoiceIssuer } from '../invoices/local-invoice-issuer.ts';

/** The whole way through the API: place an order, pay it by card with 3-D, read its detail. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, body: unknown, token: string) => callApi(t.app, 'POST', url, body, { token, locale: 'en' });

function postForm(url: string, form: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

describe('checkout to paid order with its e-invoice', () => {
  it('places a donation-invoice order, pays it, and shows payment and invoice number in the order detail', async () => {
    const member = await createMember(t.db, { email: 'e2e-pay@example.com', locale: 'zhCN' });
    const address = await post(
      '/api/web/member/address/add',
      {
        firstName: '小明',
        lastName: '王',
        mobile: '0912345678',
        city: '臺北市',
        region: '大安區',
        detailAddress: '復興南路一段 1 號',
      },
      member.token,
    );
    const { product, sku } = await createProduct(t.db, {}, { price: 990, stock: 5 });
    const selection = { type: 1, productId: product.id, productSkuId: sku.id, quantity: 1 };
    const preview = await post('/api/web/mall/order/generateConfirmOrderV1', selection, member.token);
    const placed = await post(
      '/api/web/mall/order/generateOrder',
      {
        ...selection,
        memberReceiveAddressId: address.body.data.id,
        invoiceData: { invoiceType: 4, invoiceCode: '919' },
        agreeTerms: true,
        requestKey: randomUUID(),
        expectedPayAmount: preview.body.data.calcAmount.payAmount,
      },
      member.token,
    );
    expect(placed.status).toBe(200);
    const { orderId, payAmount } = placed.body.data;

    const requestKey = randomUUID();
    const started = await post(
      PAYMENT_PATHS.start,
      { orderId, channel: PAYMENT.channel, orderSource: PAYMENT.orderSource, orderType: PAYMENT.orderType, requestKey },
      member.token,
    );
    const card = await postForm('/simulated-gateway/card-form', {
      creInfo: started.body.data.credential.creInfo,
      cardNumber: '4311 9522 2222 2222',
      expiry: '01/40',
      cvc: '222',
    });
    const payToken = /data-pay-token="([0-9a-f]+)"/.exec(card.body)![1]!;
    const charged = await post(
      PAYMENT_PATHS.charge,
      { orderId, channel: PAYMENT.channel, PayToken: payToken, requestKey },
      member.token,
    );
    const back = await postForm(charged.body.data.ThreeDInfo.ThreeDURL, { action: 'verify' });
    expect(back.headers.location).toBe(`/order-paid/${orderId}`);

    const paid = await callApi(t.app, 'GET', orderDetailPath(orderId), undefined, { token: member.token });
    expect(paid.body.data).toMatchObject({
      status: 'unshipped',
      payment: { status: 'succeeded', method: 'credit_card', amount: payAmount },
      invoice: { invoiceType: 4, invoiceCode: '919', status: 'pending', invoiceNo: null },
    });

    // Jobs are off in this app: run the issuing step the job would run.
    const mails: Array<{ to: string; text: string }> = [];
    await issueDueInvoices(t.ctx(), localInvoiceIssuer, async (mail) => void mails.push(mail), { warn: () => {} });
    const issued = await callApi(t.app, 'GET', orderDetailPath(orderId), undefined, { token: member.token });
    const invoiceNo: string = issued.body.data.invoice.invoiceNo;
    expect(invoiceNo).toMatch(/^[A-Z]{2}\d{8}$/);
    expect(mails.find((mail) => mail.to === 'e2e-pay@example.com')?.text).toContain(`电子发票号码：${invoiceNo}`);
  });
});
