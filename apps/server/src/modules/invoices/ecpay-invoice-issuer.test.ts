import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ecpayEncrypt } from '../../ecpay-crypto.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { FakeEcpayInvoice } from '../../test/fake-ecpay.ts';
import { ecpayInvoiceDate, ecpayInvoiceIssuer } from './ecpay-invoice-issuer.ts';
import type { AllowanceToIssue } from './invoice-issuer.ts';

/** Voids and allowances through ECPay's B2C e-invoice API, against a local einvoice-stage. */

/** ECPay's public B2C test merchant and keys (its documentation's). */
const MERCHANT_ID = '2000132';
const KEYS = { hashKey: 'ejCk326UnaZWKisg', hashIv: 'q9jcZX8Ib9LM8wYk' };
/** Issued 1 December 2026, 10:00 in Taipei. */
const ISSUED_AT = new Date('2026-12-01T02:00:00Z');
let t: TestApp;
let fake: FakeEcpayInvoice;
let invoiceCount = 0;

beforeAll(async () => {
  t = await buildTestApp();
  fake = await new FakeEcpayInvoice(MERCHANT_ID, KEYS).start();
});
afterAll(async () => {
  await fake.stop();
  await t.close();
});
beforeEach(() => {
  fake.calls.length = 0;
});

const issuer = () => ecpayInvoiceIssuer({ merchantId: MERCHANT_ID, ...KEYS, apiUrl: fake.url });
function newInvoice(amount: number) {
  invoiceCount += 1;
  const invoiceNo = `EC${String(20000000 + invoiceCount)}`;
  fake.addInvoice(invoiceNo, amount, '2026-12-01');
  return invoiceNo;
}
const allowance = (invoiceNo: string, overrides: Partial<AllowanceToIssue> = {}): AllowanceToIssue => ({
  invoiceNo,
  issuedAt: ISSUED_AT,
  refundNo: 'RF2612020001',
  amount: 300,
  items: [
    { name: '彈力帶 M', quantity: 2, amount: 200 },
    { name: '瑜伽墊', quantity: 1, amount: 100 },
  ],
  buyer: { name: '王小明', email: 'ming@example.com' },
  ...overrides,
});

describe("ECPay's AES envelope", () => {
  it('gives the ciphertext ECPay publishes for its own B2C issue example (its e-invoice demo page)', () => {
    // ECPay's demo: merchant 2000132 and its public keys; the page shows the Data whole up to byte 1072.
    const published =
      'XeEOdHpTRvxKEqs/JD9RSd16s7VtpyWVCN6AV44pKTV7XoPByaStato0iqOI39rIrp3of8JQh2ctO23quUAG9Q06NewBnZlHoZsPIrZsw0P4aU+eOEgKD03CkkJS2t5khD6hNav2oMvdFonTGoryFiyLIjxBCpGJ/1FWeLAjfaaGc9ia6M5iL5E+8nH5YIxuNKPmQX3m4CkPYqIVuztDW55TO3rAwe9qCo8ICUAO3ThSSiSSDo2y6nYhMX9EjGBu2XV7ZuD60SofsMCFfTrxXBYIOgpnin5uQNgchAP/O41HRt/teXd7IIts9f3p3YRVwqHBcm+qzPH9jkOQWreiEq9Tx1xsFoZF21J+1dNHzQzet4Qb/SICZ9pviBaA1zM48KcH2iecwwnbFdv9y4anorvfjTlF5A3Z2mt82mV1NDsOY8n+GnU2GB/nGg35vw2VgjrQdQmUkarH/NHcgHkc2HZ2tM5XphlqdtHQAdPhnyoxq4ecccvpKOOZtlNK4qpeZNl4/4ZpRZ2HoJ1T0kkLLHFoPUkVE/Yls7higVMVgUZiZIpj1Z04pN2FneD2CX+uNOGL1dz6IYONuQl3kjyv+URwmBSEoPF9yE39G65vxSPcM/6uzGtx2Fg+hOOgD+G0Ps0qmzPohTsJ66c6B4telinAoDihGzgI+Wd7d7vpVLAqJp6ort515D3VqPDnLxLnO3Z60cNxaJfWI/PN7mjFz9ovE/1z0SVj3dvIe0ig9r74I+mBXgo8/WymGQhBwag34FKOmCmIFpSmCu0fzXdCAya3/m5+CRsv2VFCkD2npugXchUUZXJFw48XXA3bqa5ra+iOWfMQADmwvMlab8a0XbDHp2ehVgcVUZ7q6Iil/PeVtcgXRbKBBa1OAVVxkEYbZe0lBoOIo7YguwWNVPS9bQhJEYgHyBnNrqxVg/jGSio9fcm+Xw0krubUjp3ISLlE+39MQsnfa2VtpKrLAj4ORJyXG2O4oKODnalQnV71kI1g67JGMy22elqoQa5eCP6FKHdHFpZVZfzsjySoLFjIruLCsvoCD2t4REGsXySG9C497K0xcPMyzZIZ2kDxpqM7V5TY/XYJaUbJSOYJzhui9grCgsWJwtOhcbIbi/oSy4n14e9mX0hTcA2hegJNY2NcjS3RyckS8rMexf674Pw07zx59MgBZSLTOCoXA9QtdOhqROEWMVxyn2FjFKYhQdG3Zork55jsjuMFWaaNKdRyiOqjX9LKOfr9wgVuc3BUrYhN6CL9fEkAztFDJ5SFGh3lXconP7aj2/+nhIXv039tGzJe+EMf578gmediXCaAr49KGDpWmLDMyZv6Hco8P0HFJ0V61UX511AkJVq4hMqXn8nO70udMqEPOMj1mmhl0OBxSS4jZX1lHKsZORPPqB/R08VAeI/qhHu9A+pNtNA80xTUs8we3oDsem4gM';
    const example = {
      MerchantID: '2000132',
      RelateNumber: 'ecpayinvtest000',
      CustomerID: '',
      CustomerIdentifier: '97025978',
      CustomerName: '綠界科技股份有限公司',
      CustomerAddr: '台北市南港區成功路一段58號3樓',
      CustomerPhone: '',
      CustomerEmail: 'test@ecpay.com.tw',
      ClearanceMark: '1',
      Print: '1',
      Donation: '0',
      LoveCode: '',
      CarrierType: '',
      CarrierNum: '',
      TaxType: '1',
      SalesAmount: 70,
      InvoiceRemark: 'test',
      InvType: '07',
      vat: '1',
      Items: [
        {
          ItemSeq: 1,
          ItemName: '商品1',
          ItemCount: 1,
          ItemWord: '個',
          ItemPrice: 50,
          ItemTaxType: '1',
          ItemAmount: 50,
          ItemRemark: 'item01_desc',
        },
        { ItemSeq: 2 },
      ],
    };
    const ours = Buffer.from(ecpayEncrypt(example, KEYS), 'base64').subarray(0, 1072);
    expect(ours.toString('base64')).toBe(Buffer.from(published, 'base64').subarray(0, 1072).toString('base64'));
  });
});

describe('the ECPay B2C issuer: voids and allowances', () => {
  it("voids an invoice with ECPay's Invalid, naming its Taiwan issue date", async () => {
    const invoiceNo = newInvoice(750);
    const voided = await issuer().voidInvoice(t.ctx(), {
      invoiceNo,
      issuedAt: ISSUED_AT,
      reason: 'order cancelled by the member',
    });
    expect(voided.voidedAt).toBeInstanceOf(Date);
    expect(fake.callsTo('/B2CInvoice/Invalid')[0]!.data).toEqual({
      MerchantID: MERCHANT_ID,
      InvoiceNo: invoiceNo,
      InvoiceDate: '2026-12-01',
      Reason: 'order cancelled by t',
    });
    expect(fake.invoices.get(invoiceNo)!.invalid).toBe(true);
    // Late evening UTC is already the next day in Taipei.
    expect(ecpayInvoiceDate(new Date('2026-11-30T17:30:00Z'))).toBe('2026-12-01');
  });

  it('answers voided when an earlier void went through and its answer was lost', async () => {
    const invoiceNo = newInvoice(500);
    fake.faults.set('/B2CInvoice/Invalid', { kind: 'drop_after_apply' });
    await expect(
      issuer().voidInvoice(t.ctx(), { invoiceNo, issuedAt: ISSUED_AT, reason: 'cancelled' }),
    ).rejects.toThrow();
    expect(fake.invoices.get(invoiceNo)!.invalid).toBe(true);
    await expect(
      issuer().voidInvoice(t.ctx(), { invoiceNo, issuedAt: ISSUED_AT, reason: 'cancelled' }),
    ).resolves.toMatchObject({
      voidedAt: expect.any(Date),
    });
    expect(fake.callsTo('/B2CInvoice/GetIssue')).toHaveLength(1);
  });

  it("throws ECPay's refusal when the invoice cannot be voided, and when ECPay cannot be reached", async () => {
    const invoiceNo = newInvoice(800);
    await issuer().issueAllowance(t.ctx(), allowance(invoiceNo));
    await expect(
      issuer().voidInvoice(t.ctx(), { invoiceNo, issuedAt: ISSUED_AT, reason: 'cancelled' }),
    ).rejects.toThrow(/5070452 發票已折讓/);
    expect(fake.invoices.get(invoiceNo)!.invalid).toBe(false);
    const closed = ecpayInvoiceIssuer({ merchantId: MERCHANT_ID, ...KEYS, apiUrl: 'http://127.0.0.1:9' });
    await expect(closed.voidInvoice(t.ctx(), { invoiceNo, issuedAt: ISSUED_AT, reason: 'x' })).rejects.toThrow();
  });

  it("issues an allowance with the refund's lines, told to the buyer by e-mail", async () => {
    const invoiceNo = newInvoice(1000);
    const issued = await issuer().issueAllowance(t.ctx(), allowance(invoiceNo));
    expect(issued).toEqual({
      allowanceNo: expect.stringMatching(/^\d{16}$/),
      issuedAt: new Date('2026-12-02T02:30:00Z'),
    });
    expect(fake.callsTo('/B2CInvoice/Allowance')[0]!.data).toMatchObject({
      MerchantID: MERCHANT_ID,
      InvoiceNo: invoiceNo,
      InvoiceDate: '2026-12-01',
      AllowanceNotify: 'E',
      NotifyMail: 'ming@example.com',
      AllowanceAmount: 300,
      Items: [
        { ItemSeq: 1, ItemName: '彈力帶 M', ItemCount: 2, ItemPrice: 100, ItemAmount: 200 },
        { ItemSeq: 2, ItemName: '瑜伽墊', ItemCount: 1, ItemPrice: 100, ItemAmount: 100 },
      ],
    });
    expect(fake.remaining(fake.invoices.get(invoiceNo)!)).toBe(700);
  });

  it('gives one line for the whole refund when its lines do not add up to it (ECPay would refuse them)', async () => {
    const invoiceNo = newInvoice(1000);
    await issuer().issueAllowance(t.ctx(), allowance(invoiceNo, { amount: 360, buyer: { name: '王小明', email: '' } }));
    expect(fake.callsTo('/B2CInvoice/Allowance')[0]!.data).toMatchObject({
      AllowanceNotify: 'N',
      AllowanceAmount: 360,
      Items: [{ ItemSeq: 1, ItemName: 'WellFit RF2612020001', ItemCount: 1, ItemPrice: 360, ItemAmount: 360 }],
    });
  });

  it("throws ECPay's refusal of an allowance above what the invoice has left, issuing nothing", async () => {
    const invoiceNo = newInvoice(200);
    await expect(issuer().issueAllowance(t.ctx(), allowance(invoiceNo))).rejects.toThrow(/5070350/);
    expect(fake.invoices.get(invoiceNo)!.allowances).toEqual([]);
  });

  it('voids an allowance, and answers voided when an earlier void went through unheard', async () => {
    const invoiceNo = newInvoice(1000);
    const { allowanceNo } = await issuer().issueAllowance(t.ctx(), allowance(invoiceNo));
    await expect(
      issuer().voidAllowance(t.ctx(), { invoiceNo, allowanceNo, reason: 'refund failed' }),
    ).resolves.toMatchObject({
      voidedAt: expect.any(Date),
    });
    expect(fake.callsTo('/B2CInvoice/AllowanceInvalid')[0]!.data).toEqual({
      MerchantID: MERCHANT_ID,
      InvoiceNo: invoiceNo,
      AllowanceNo: allowanceNo,
      Reason: 'refund failed',
    });
    expect(fake.remaining(fake.invoices.get(invoiceNo)!)).toBe(1000);

    const second = await issuer().issueAllowance(t.ctx(), allowance(invoiceNo));
    fake.faults.set('/B2CInvoice/AllowanceInvalid', { kind: 'drop_after_apply' });
    await expect(
      issuer().voidAllowance(t.ctx(), { invoiceNo, allowanceNo: second.allowanceNo, reason: 'x' }),
    ).rejects.toThrow();
    await expect(
      issuer().voidAllowance(t.ctx(), { invoiceNo, allowanceNo: second.allowanceNo, reason: 'x' }),
    ).resolves.toMatchObject({
      voidedAt: expect.any(Date),
    });
    // An allowance ECPay does not know is a refusal, not a success.
    await expect(
      issuer().voidAllowance(t.ctx(), { invoiceNo, allowanceNo: '9999999999999999', reason: 'x' }),
    ).rejects.toThrow(/5070600/);
  });
});
