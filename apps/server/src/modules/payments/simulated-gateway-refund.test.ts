import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { SimulatedGateway } from './simulated-gateway.ts';
import { createSimulatedTrade, moveSimulatedTrade } from './simulated-gateway.queries.ts';

/*
 * The simulator's refunds (docs/decisions/refunds.md): as ECPay's credit-card action API, a void
 * of an authorisation not yet captured or a refund of a captured one, never more than the trade,
 * and the same refund number answering the same refund.
 */

let t: TestApp;
let gateway: SimulatedGateway;
beforeAll(async () => {
  t = await buildTestApp();
  gateway = new SimulatedGateway(t.db, async () => {});
});
afterAll(() => t.close());

const tradeNo = () => `WFT${randomBytes(8).toString('hex').toUpperCase()}`.slice(0, 20);
const refundNo = () => `RF${randomBytes(9).toString('hex').toUpperCase()}`.slice(0, 20);

async function trade(amount: number, paid = true) {
  const merchantTradeNo = tradeNo();
  await createSimulatedTrade(t.db, {
    merchantTradeNo,
    gatewayTradeNo: merchantTradeNo,
    token: randomBytes(16).toString('hex'),
    amount,
    returnUrl: 'http://shop.test/notify',
    orderResultUrl: 'http://shop.test/paid',
    failureUrl: 'http://shop.test/failed',
  });
  if (paid) {
    await moveSimulatedTrade(t.db, merchantTradeNo, 'created', 'awaiting_3ds');
    await moveSimulatedTrade(t.db, merchantTradeNo, 'awaiting_3ds', 'paid');
  }
  return merchantTradeNo;
}

const ask = (merchantTradeNo: string, amount: number, number = refundNo(), now?: Date) =>
  gateway.refund({ merchantTradeNo, refundNo: number, amount, tradeAmount: 1000, refundedBefore: 0 }, now);

describe('SimulatedGateway.refund', () => {
  it('voids the whole amount on the day it was paid, and refunds it on a later day', async () => {
    const today = await trade(1000);
    expect(await ask(today, 1000)).toMatchObject({ ok: true, action: 'void', payload: { Action: 'N' } });
    const earlier = await trade(1000);
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    expect(await ask(earlier, 1000, refundNo(), tomorrow)).toMatchObject({ ok: true, action: 'refund' });
  });

  it('refunds parts of a captured trade up to its amount and refuses more, for good', async () => {
    const paid = await trade(1000);
    expect(await ask(paid, 400)).toMatchObject({ ok: true, action: 'refund' });
    expect(await ask(paid, 600)).toMatchObject({ ok: true, action: 'refund' });
    expect(await ask(paid, 1)).toEqual({ ok: false, message: 'Refund exceeds the trade amount', retry: false });
  });

  it('answers the same refund for the same refund number, once at the gateway', async () => {
    const paid = await trade(1000);
    const number = refundNo();
    const answers = await Promise.all([ask(paid, 700, number), ask(paid, 700, number), ask(paid, 700, number)]);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ ok: true, payload: { RefundNo: number, TotalAmount: '700' } });
    // 700 was given back once: 300 is left.
    expect(await ask(paid, 301)).toMatchObject({ ok: false });
    expect(await ask(paid, 300)).toMatchObject({ ok: true });
  });

  it('refuses a trade that was not paid', async () => {
    expect(await ask(await trade(1000, false), 1000)).toEqual({
      ok: false,
      message: 'Trade is not paid',
      retry: false,
    });
    expect(await ask('WFNOSUCHTRADE', 1000)).toMatchObject({ ok: false, retry: false });
  });
});
