import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkMacValue, hasValidCheckMacValue } from '../../ecpay-crypto.ts';
import { FakeEcpayCard } from '../../test/fake-ecpay.ts';
import { GatewayUnavailableError, type GatewayRefund } from './card-gateway.ts';
import { EcpayGateway, ecpayActionUrl, inEcpayCaptureWindow } from './ecpay-gateway.ts';

/** Refunds through ECPay's card actions, against a local stand-in for payment- and ecpayment-stage. */

const MERCHANT_ID = '3999017';
const KEYS = { hashKey: 'kU8sQ2wLm4Zp7Xn1', hashIv: 'Rt5vB9cY3hJ6dF0g' };
/** Noon in Taipei: outside ECPay's nightly capture window. */
const NOON = new Date('2026-12-02T04:00:00Z');
let fake: FakeEcpayCard;
let gateway: EcpayGateway;
let tradeCount = 0;

beforeAll(async () => {
  fake = await new FakeEcpayCard(MERCHANT_ID, KEYS).start();
  gateway = new EcpayGateway({ merchantId: MERCHANT_ID, ...KEYS, apiUrl: fake.url, queryUrl: fake.url });
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.calls.length = 0;
});

function newTrade(amount: number) {
  tradeCount += 1;
  const merchantTradeNo = `WF${Date.now().toString(36).toUpperCase()}${tradeCount}`.slice(0, 20);
  return { merchantTradeNo, trade: fake.addTrade(merchantTradeNo, amount) };
}

const request = (merchantTradeNo: string, amount: number, tradeAmount: number, refundedBefore = 0): GatewayRefund => ({
  merchantTradeNo,
  refundNo: `RF${merchantTradeNo}`.slice(0, 20),
  amount,
  tradeAmount,
  refundedBefore,
});
const actions = () =>
  fake.callsTo('/1.0.0/Credit/DoAction').map((call) => `${String(call.data.Action)}${String(call.data.TotalAmount)}`);

describe('ECPay card refunds', () => {
  it("signs its trade query the way ECPay's published CheckMacValue example computes it", async () => {
    // ECPay's own example (its "檢查碼機制" appendix, merchant 3002607 and its public keys).
    const example = {
      TradeDesc: '促銷方案',
      PaymentType: 'aio',
      MerchantTradeDate: '2023/03/12 15:30:23',
      MerchantTradeNo: 'ecpay20230312153023',
      MerchantID: '3002607',
      ReturnURL: 'https://www.ecpay.com.tw/receive.php',
      ItemName: 'Apple iphone 15',
      TotalAmount: '30000',
      ChoosePayment: 'ALL',
      EncryptType: '1',
    };
    expect(checkMacValue(example, { hashKey: 'pwFHCqoQZGmho4w6', hashIv: 'EkRm7iFT261dpevs' })).toBe(
      '6C51C9E6888DE861FD62FB1DD17029FC742634498FD813DC43D4243B5685B840',
    );
    const { merchantTradeNo } = newTrade(500);
    await gateway.refund(request(merchantTradeNo, 500, 500), NOON);
    const query = fake.callsTo('/Cashier/QueryTradeInfo/V5')[0]!.data as Record<string, string>;
    expect(query.MerchantTradeNo).toBe(merchantTradeNo);
    expect(hasValidCheckMacValue(query, KEYS)).toBe(true);
  });

  it('voids an authorisation not yet captured (N, the whole trade) after asking for its card detail', async () => {
    const { merchantTradeNo, trade } = newTrade(750);
    const answer = await gateway.refund(request(merchantTradeNo, 750, 750), NOON);
    expect(answer).toMatchObject({ ok: true, action: 'void', payload: { Action: 'N', RtnCode: '1' } });
    expect(fake.calls.map((call) => call.path)).toEqual([
      '/Cashier/QueryTradeInfo/V5',
      '/1.0.0/CreditDetail/QueryTrade',
      '/1.0.0/Credit/DoAction',
    ]);
    expect(fake.callsTo('/1.0.0/Credit/DoAction')[0]!.data).toEqual({
      MerchantID: MERCHANT_ID,
      MerchantTradeNo: merchantTradeNo,
      TradeNo: trade.tradeNo,
      Action: 'N',
      TotalAmount: 750,
    });
    expect(trade.status).toBe('已取消');
  });

  it('refunds part of a captured trade (R), then another part, each its own amount', async () => {
    const { merchantTradeNo, trade } = newTrade(1000);
    fake.capture(merchantTradeNo);
    expect(await gateway.refund(request(merchantTradeNo, 300, 1000), NOON)).toMatchObject({
      ok: true,
      action: 'refund',
      payload: { Action: 'R', TotalAmount: '300' },
    });
    expect(await gateway.refund(request(merchantTradeNo, 200, 1000, 300), NOON)).toMatchObject({
      ok: true,
      action: 'refund',
    });
    expect(actions()).toEqual(['R300', 'R200']);
    expect(trade.closes.filter((close) => close.amount < 0).map((close) => close.amount)).toEqual([-300, -200]);
  });

  it("cancels tonight's capture and voids (E then N) for a whole refund; refunds (R) a part of it", async () => {
    const whole = newTrade(600);
    fake.capture(whole.merchantTradeNo, false);
    expect(await gateway.refund(request(whole.merchantTradeNo, 600, 600), NOON)).toMatchObject({
      ok: true,
      action: 'void',
    });
    expect(actions()).toEqual(['E600', 'N600']);
    expect(whole.trade.status).toBe('已取消');

    fake.calls.length = 0;
    const part = newTrade(600);
    fake.capture(part.merchantTradeNo, false);
    expect(await gateway.refund(request(part.merchantTradeNo, 100, 600), NOON)).toMatchObject({
      ok: true,
      action: 'refund',
    });
    expect(actions()).toEqual(['R100']);
  });

  it('voids on the next attempt when the capture was cancelled (E) but the void (N) was refused', async () => {
    const { merchantTradeNo, trade } = newTrade(800);
    fake.capture(merchantTradeNo, false);
    fake.faults.set('/1.0.0/Credit/DoAction#N', { kind: 'refuse', code: 10100050, message: 'error_status' });
    expect(await gateway.refund(request(merchantTradeNo, 800, 800), NOON)).toEqual({
      ok: false,
      message: 'error_status',
      retry: true,
    });
    expect(trade.closes.map((close) => close.status)).toEqual(['操作取消']);
    expect(await gateway.refund(request(merchantTradeNo, 800, 800), NOON)).toMatchObject({ ok: true, action: 'void' });
    expect(actions()).toEqual(['E800', 'N800', 'N800']);
    expect(trade.status).toBe('已取消');
  });

  it('asks again later for a part of an authorisation not yet captured, sending no action', async () => {
    const { merchantTradeNo } = newTrade(900);
    expect(await gateway.refund(request(merchantTradeNo, 400, 900), NOON)).toEqual({
      ok: false,
      message: 'a partial refund waits for the capture',
      retry: true,
    });
    expect(actions()).toEqual([]);
  });

  it("keeps away from ECPay's nightly capture window (20:15-20:30 Taipei)", async () => {
    const { merchantTradeNo } = newTrade(500);
    const duringCapture = new Date('2026-12-02T12:20:00Z');
    expect(inEcpayCaptureWindow(duringCapture)).toBe(true);
    expect(await gateway.refund(request(merchantTradeNo, 500, 500), duringCapture)).toMatchObject({
      ok: false,
      retry: true,
    });
    expect(fake.calls).toEqual([]);
  });

  it("answers ECPay's refusal as a refusal, and a trade ECPay does not know as final", async () => {
    const { merchantTradeNo } = newTrade(500);
    fake.capture(merchantTradeNo);
    fake.faults.set('/1.0.0/Credit/DoAction', { kind: 'refuse', code: 10100149, message: '退刷金額大於帳戶餘額' });
    expect(await gateway.refund(request(merchantTradeNo, 200, 500), NOON)).toEqual({
      ok: false,
      message: '退刷金額大於帳戶餘額',
      retry: false,
    });
    expect(await gateway.refund(request('WFNOSUCHTRADE', 200, 500), NOON)).toMatchObject({ ok: false, retry: false });
  });

  it('throws GatewayUnavailableError when ECPay cannot be reached or answers with an error page', async () => {
    const closed = new EcpayGateway({
      merchantId: MERCHANT_ID,
      ...KEYS,
      apiUrl: 'http://127.0.0.1:9',
      queryUrl: 'http://127.0.0.1:9',
    });
    await expect(closed.refund(request('WF1', 100, 100), NOON)).rejects.toBeInstanceOf(GatewayUnavailableError);

    const { merchantTradeNo, trade } = newTrade(500);
    fake.faults.set('/1.0.0/CreditDetail/QueryTrade', { kind: 'down' });
    await expect(gateway.refund(request(merchantTradeNo, 500, 500), NOON)).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
    expect(trade.status).toBe('已授權');
  });

  it('never refunds twice when the answer was lost: the retry finds the refund in ECPay\u2019s total', async () => {
    const { merchantTradeNo, trade } = newTrade(1000);
    fake.capture(merchantTradeNo);
    fake.faults.set('/1.0.0/Credit/DoAction', { kind: 'drop_after_apply' });
    await expect(gateway.refund(request(merchantTradeNo, 400, 1000), NOON)).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
    // The job's next attempt after a crash or a lost answer: same refund, same refundedBefore.
    const retried = await gateway.refund(request(merchantTradeNo, 400, 1000), NOON);
    expect(retried).toMatchObject({ ok: true, action: 'refund', payload: { alreadyDone: 'true', refunded: '400' } });
    expect(actions()).toEqual(['R400']);
    expect(trade.closes.filter((close) => close.amount < 0)).toHaveLength(1);

    // A void whose answer was lost: the retry sees the trade cancelled.
    fake.calls.length = 0;
    const voided = newTrade(300);
    fake.faults.set('/1.0.0/Credit/DoAction', { kind: 'drop_after_apply' });
    await expect(gateway.refund(request(voided.merchantTradeNo, 300, 300), NOON)).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
    expect(await gateway.refund(request(voided.merchantTradeNo, 300, 300), NOON)).toMatchObject({
      ok: true,
      action: 'void',
    });
    expect(actions()).toEqual(['N300']);
  });

  it("refuses, for a person to reconcile, when ECPay's refunded total matches neither before nor after", async () => {
    const { merchantTradeNo, trade } = newTrade(1000);
    fake.capture(merchantTradeNo);
    trade.closes.push({ status: '已關帳', amount: -150 });
    expect(await gateway.refund(request(merchantTradeNo, 300, 1000), NOON)).toEqual({
      ok: false,
      message: 'ECPay refunded 150, the shop expected 0',
      retry: false,
    });
    expect(actions()).toEqual([]);
  });

  it("finds ECPay's ecpayment host beside its ecpg host", () => {
    expect(ecpayActionUrl({ apiUrl: 'https://ecpg-stage.ecpay.com.tw' })).toBe('https://ecpayment-stage.ecpay.com.tw');
    expect(ecpayActionUrl({ apiUrl: 'https://ecpg.ecpay.com.tw' })).toBe('https://ecpayment.ecpay.com.tw');
    expect(ecpayActionUrl({ apiUrl: 'http://127.0.0.1:4000' })).toBe('http://127.0.0.1:4000');
    expect(ecpayActionUrl({ apiUrl: 'https://ecpg.ecpay.com.tw', actionUrl: 'https://proxy.example' })).toBe(
      'https://proxy.example',
    );
  });
});
