import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_TYPE, INVOICE_TYPE_PATH } from '@wellfit/contracts/invoice';
import { ecpayDecrypt, ecpayEncrypt } from '../../ecpay-crypto.ts';
import { callApi } from '../../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createInvoiceRow, createMember, createOrder, createProduct } from '../../test/factories.ts';
import { ecpayInvoiceIssuer } from './ecpay-invoice-issuer.ts';
import { invoicePeriodOf } from './invoice-issuer.ts';
import { orderInvoice, issueDueInvoices, issueRetryDelayMinutes, type OrderPaidMail } from './invoices.service.ts';
import { localInvoiceIssuer, trackLettersOf } from './local-invoice-issuer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const quiet = { warn: () => {} };
const PAID_AT = new Date('2026-11-26T04:00:00Z');

/** A paid order whose invoice is due, as the payment notification leaves it. */
async function paidOrderWithDueInvoice(invoice: Partial<Parameters<typeof createInvoiceRow>[2]> = {}, amount = 1280) {
  const member = await createMember(t.db, {
    email: `inv-${Math.random().toString(36).slice(2, 10)}@example.com`,
    locale: 'zhTW',
  });
  const { product, sku } = await createProduct(t.db);
  const order = await createOrder(
    t.db,
    member.user.id,
    [{ productId: product.id, productSkuId: sku.id, quantity: 1, price: amount }],
    {
      status: 'unshipped',
      paidAt: PAID_AT,
      recipient: {
        name: '王小明',
        phone: '0912345678',
        city: '臺北市',
        region: '大安區',
        zipCode: '106',
        detailAddress: '復興南路一段 1 號',
      },
    },
  );
  await createInvoiceRow(t.db, order.id, { issueDueAt: new Date(Date.now() - 1000), ...invoice });
  return { order, member };
}

describe('GET /api/web/invoice/queryInvoiceType', () => {
  it('answers the four types described in the request language', async () => {
    const en = await callApi(t.app, 'GET', INVOICE_TYPE_PATH, undefined, { locale: 'en' });
    expect(en.body.data).toEqual([
      { invoiceType: 1, invoiceTypeDesc: 'Member e-invoice (kept in your account)' },
      { invoiceType: 2, invoiceTypeDesc: 'Mobile barcode carrier' },
      { invoiceType: 3, invoiceTypeDesc: 'Company invoice (tax ID)' },
      { invoiceType: 4, invoiceTypeDesc: 'Donate the invoice' },
    ]);
    const zhTW = await callApi(t.app, 'GET', INVOICE_TYPE_PATH);
    expect(zhTW.body.data[1]).toEqual({ invoiceType: 2, invoiceTypeDesc: '手機條碼載具' });
  });
});

describe('Taiwan invoice periods', () => {
  it('are two months from January, in Taiwan time, with their own track letters', () => {
    expect(invoicePeriodOf(new Date('2026-11-26T04:00:00Z'))).toBe('202611');
    expect(invoicePeriodOf(new Date('2026-12-31T15:59:59Z'))).toBe('202611');
    // 16:00 UTC on 31 December is already January in Taipei.
    expect(invoicePeriodOf(new Date('2026-12-31T16:00:00Z'))).toBe('202701');
    expect(invoicePeriodOf(new Date('2026-02-10T00:00:00Z'))).toBe('202601');
    expect(trackLettersOf('202611')).toMatch(/^[A-Z]{2}$/);
    expect(trackLettersOf('202611')).not.toBe(trackLettersOf('202701'));
  });
});

describe('the local issuer', () => {
  it('stops between invoices once the process is shutting down, leaving the rest for the next run', async () => {
    const { order } = await paidOrderWithDueInvoice();
    const stopping = new AbortController();
    stopping.abort();
    expect(
      await issueDueInvoices(t.ctx(), localInvoiceIssuer, async () => {}, quiet, new Date(), stopping.signal),
    ).toEqual({
      issued: 0,
      failed: 0,
    });
    expect((await orderInvoice(t.ctx(), order.id))?.invoiceNo).toBeNull();
    await issueDueInvoices(t.ctx(), localInvoiceIssuer, async () => {}, quiet);
    expect((await orderInvoice(t.ctx(), order.id))?.invoiceNo).toMatch(/^[A-Z]{2}\d{8}$/);
  });

  it('numbers invoices sequentially within the period, uniquely, even when several issue at once', async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, () => paidOrderWithDueInvoice()));
    const mails: OrderPaidMail[] = [];
    const send = async (mail: OrderPaidMail) => {
      mails.push(mail);
    };
    const runs = await Promise.all([
      issueDueInvoices(t.ctx(), localInvoiceIssuer, send, quiet),
      issueDueInvoices(t.ctx(), localInvoiceIssuer, send, quiet),
    ]);
    expect(runs.reduce((sum, run) => sum + run.issued, 0)).toBeGreaterThanOrEqual(6);
    const numbers = await Promise.all(
      orders.map(async ({ order }) => (await orderInvoice(t.ctx(), order.id))!.invoiceNo!),
    );
    const track = trackLettersOf('202611');
    for (const number of numbers) expect(number).toMatch(new RegExp(`^${track}\\d{8}$`));
    const digits = numbers.map((number) => Number(number.slice(2))).sort((a, b) => a - b);
    expect(new Set(digits).size).toBe(6);
    // Sequential: no gaps between the smallest and the largest of this batch.
    expect(digits.at(-1)! - digits[0]!).toBe(5);
    const mail = mails.find((message) => message.to === orders[0]!.member.user.email);
    expect(mail?.subject).toBe(`WellFit 訂單 ${orders[0]!.order.orderNo} 付款成功`);
    expect(mail?.text).toContain(numbers[0]);
  });
});

describe('the ECPay B2C e-invoice issuer', () => {
  const keys = { hashKey: 'ejCk326UnaZWKisg', hashIv: 'q9jcZX8Ib9LM8wYk' };
  let server: Server;
  let url = '';
  const received: Array<Record<string, unknown>> = [];
  let failNext = 0;
  let issued = 0;

  beforeAll(async () => {
    // A local stand-in for einvoice-stage.ecpay.com.tw, speaking its envelope.
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (request.url !== '/B2CInvoice/Issue') {
          response.writeHead(404).end();
          return;
        }
        if (failNext > 0) {
          failNext -= 1;
          response.writeHead(503).end('busy');
          return;
        }
        const envelope = JSON.parse(body) as { MerchantID: string; RqHeader: { Revision: string }; Data: string };
        const data = ecpayDecrypt<Record<string, unknown>>(envelope.Data, keys);
        received.push({ ...data, envelopeMerchant: envelope.MerchantID, revision: envelope.RqHeader.Revision });
        issued += 1;
        const answer = {
          RtnCode: 1,
          RtnMsg: '開立發票成功',
          InvoiceNo: `EC${String(10000000 + issued)}`,
          InvoiceDate: '2026-11-26 12:00:00',
          RandomNumber: '4821',
        };
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            MerchantID: envelope.MerchantID,
            RpHeader: { Timestamp: 0 },
            TransCode: 1,
            TransMsg: 'Success',
            Data: ecpayEncrypt(answer, keys),
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const issuer = () => ecpayInvoiceIssuer({ merchantId: '2000132', ...keys, apiUrl: url });

  it('sends each invoice type with the fields ECPay expects', async () => {
    const member = await paidOrderWithDueInvoice({ invoiceType: INVOICE_TYPE.member });
    const carrier = await paidOrderWithDueInvoice({ invoiceType: INVOICE_TYPE.mobileCarrier, carrierCode: '/ABC+123' });
    const company = await paidOrderWithDueInvoice({
      invoiceType: INVOICE_TYPE.company,
      taxId: '04595257',
      companyTitle: '動力科技股份有限公司',
    });
    const donation = await paidOrderWithDueInvoice({ invoiceType: INVOICE_TYPE.donation, donationCode: '919' });
    received.length = 0;
    await issueDueInvoices(t.ctx(), issuer(), async () => {}, quiet);
    const sent = (orderNo: string) => received.find((data) => data.RelateNumber === orderNo)!;

    expect(sent(member.order.orderNo)).toMatchObject({
      MerchantID: '2000132',
      envelopeMerchant: '2000132',
      revision: '3.0.0',
      CarrierType: '1',
      Print: '0',
      Donation: '0',
      CustomerEmail: member.member.user.email,
      SalesAmount: 1280,
      TaxType: '1',
      InvType: '07',
      Items: [expect.objectContaining({ ItemAmount: 1280, ItemPrice: 1280, ItemCount: 1 })],
    });
    expect(sent(carrier.order.orderNo)).toMatchObject({
      CarrierType: '3',
      CarrierNum: '/ABC+123',
      Print: '0',
      Donation: '0',
    });
    expect(sent(company.order.orderNo)).toMatchObject({
      CustomerIdentifier: '04595257',
      CustomerName: '動力科技股份有限公司',
      Print: '1',
      CarrierType: '',
      CustomerAddr: '106臺北市大安區復興南路一段 1 號',
    });
    expect(sent(donation.order.orderNo)).toMatchObject({ Donation: '1', LoveCode: '919', Print: '0', CarrierType: '' });
    expect(await orderInvoice(t.ctx(), donation.order.id)).toMatchObject({
      status: 'issued',
      invoiceNo: expect.stringMatching(/^EC\d{8}$/),
      invoiceCode: '919',
    });
  });

  it('retries a failed issue later with backoff, leaving the paid order as it is', async () => {
    const { order } = await paidOrderWithDueInvoice();
    failNext = 100;
    const now = new Date();
    const first = await issueDueInvoices(t.ctx(), issuer(), async () => {}, quiet, now);
    expect(first.failed).toBeGreaterThanOrEqual(1);
    failNext = 0;
    expect(await orderInvoice(t.ctx(), order.id)).toMatchObject({ status: 'pending', invoiceNo: null });
    // Not yet due again a moment later…
    const soon = await issueDueInvoices(t.ctx(), issuer(), async () => {}, quiet, new Date(now.getTime() + 10_000));
    expect(soon.issued).toBe(0);
    // …but after its backoff it is issued.
    expect(issueRetryDelayMinutes(1)).toBe(1);
    expect(issueRetryDelayMinutes(4)).toBe(8);
    expect(issueRetryDelayMinutes(30)).toBe(360);
    await issueDueInvoices(t.ctx(), issuer(), async () => {}, quiet, new Date(now.getTime() + 61_000));
    expect(await orderInvoice(t.ctx(), order.id)).toMatchObject({ status: 'issued' });
  });
});
