import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type {
  CardGateway,
  ChargeResult,
  GatewayRefund,
  GatewayRefundResult,
  GatewayTrade,
  TradeState,
} from './card-gateway.ts';
import {
  createSimulatedTrade,
  findSimulatedRefund,
  findSimulatedTradeBy,
  insertSimulatedRefund,
  lockSimulatedTrade,
  sumSimulatedRefunds,
  moveSimulatedTrade,
  setSimulatedPayToken,
  type SimulatedRefund,
  type SimulatedTrade,
} from './simulated-gateway.queries.ts';

/*
 * The local card gateway (docs/decisions/payment-simulator.md): ECPay's steps on our own server,
 * its ledger in simulated_gateway_trades. It settles a finished trade by asking the shop to
 * settle it (`settle`), which reads the trade back through queryTrade, in-process: unlike ECPay
 * it sends no signed notification, so no form anyone can compute settles an order
 * (docs/decisions/test-payments-in-production.md).
 */

export const SIMULATOR_PATH = '/simulated-gateway';

export type CardOutcome = 'success' | 'decline' | 'three_d_failure';

/** The test cards, shown on the card form (docs/decisions/payment-simulator.md). */
export const SIMULATOR_TEST_CARDS: ReadonlyArray<{ number: string; outcome: CardOutcome }> = [
  { number: '4311952222222222', outcome: 'success' },
  { number: '4000000000000002', outcome: 'decline' },
  { number: '4000000000003220', outcome: 'three_d_failure' },
];

export function cardOutcomeOf(cardNumber: string): CardOutcome {
  return SIMULATOR_TEST_CARDS.find((card) => card.number === cardNumber)?.outcome ?? 'decline';
}

/** The shop's settlement of one trade: it asks this gateway (queryTrade) and applies what it says, once. */
export type TradeSettler = (merchantTradeNo: string) => Promise<void>;

/** What the shopper did on the 3-D page. */
export type ThreeDAction = 'verify' | 'cancel';

const token = (bytes = 16) => randomBytes(bytes).toString('hex');

/** ECPay's date format, in Taiwan's time. */
export function ecpayDate(date: Date): string {
  const taipei = new Date(date.getTime() + 8 * 3600_000).toISOString();
  return `${taipei.slice(0, 10).replace(/-/g, '/')} ${taipei.slice(11, 19)}`;
}

/** The calendar day in Taiwan, YYYY-MM-DD. */
function taipeiDay(date: Date): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

export class SimulatedGateway implements CardGateway {
  readonly name = 'simulator' as const;

  constructor(
    private readonly db: Database,
    private readonly settle: TradeSettler,
  ) {}

  async createToken(trade: GatewayTrade) {
    const row = await createSimulatedTrade(this.db, {
      merchantTradeNo: trade.merchantTradeNo,
      gatewayTradeNo: `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(0, 20),
      token: token(),
      amount: trade.amount,
      returnUrl: trade.returnUrl,
      orderResultUrl: trade.orderResultUrl,
      failureUrl: trade.failureUrl,
    });
    return { creInfo: row.token, cardFormUrl: null };
  }

  /** The card form's submit: a PayToken for a well-formed card (its number decides the outcome). */
  async acceptCard(creInfo: string, cardNumber: string): Promise<string | undefined> {
    const row = await setSimulatedPayToken(this.db, creInfo, {
      payToken: token(),
      cardLast4: cardNumber.slice(-4),
      cardOutcome: cardOutcomeOf(cardNumber),
    });
    return row?.payToken ?? undefined;
  }

  findTrade(by: 'token' | 'threeDToken', value: string) {
    return findSimulatedTradeBy(this.db, by, value);
  }

  async charge(merchantTradeNo: string, payToken: string): Promise<ChargeResult> {
    const trade = await findSimulatedTradeBy(this.db, 'merchantTradeNo', merchantTradeNo);
    if (!trade || trade.payToken !== payToken) return { ok: false, message: 'PayToken is not valid for this trade' };
    if (trade.cardOutcome === 'decline') {
      await moveSimulatedTrade(this.db, merchantTradeNo, 'created', 'failed', { failure: 'declined' });
      return { ok: false, message: 'Card declined by the issuer' };
    }
    const moved = await moveSimulatedTrade(this.db, merchantTradeNo, 'created', 'awaiting_3ds', {
      threeDToken: token(),
    });
    const current = moved ?? trade;
    if (current.status !== 'awaiting_3ds' || !current.threeDToken) return { ok: false, message: 'Trade is closed' };
    return { ok: true, threeDUrl: `${SIMULATOR_PATH}/3ds/${current.threeDToken}`, message: 'Success' };
  }

  /**
   * The 3-D page's answer: paid when the shopper verified a card that passes 3-D, failed
   * otherwise. The shop settles the trade first (as ECPay notifies it first), then the browser
   * goes where the trade now stands: a second confirmation that lost the race to the first
   * reads the first one's outcome, not the state it read before.
   */
  async finishThreeD(threeDToken: string, action: ThreeDAction): Promise<string | undefined> {
    const trade = await findSimulatedTradeBy(this.db, 'threeDToken', threeDToken);
    if (!trade) return undefined;
    const paid = action === 'verify' && trade.cardOutcome === 'success';
    const failure = action === 'cancel' ? 'three_d_cancelled' : 'three_d_failed';
    await moveSimulatedTrade(this.db, trade.merchantTradeNo, 'awaiting_3ds', paid ? 'paid' : 'failed', {
      ...(paid ? {} : { failure }),
    });
    // Settling is idempotent: the loser of a race waits for the order to be settled too.
    await this.settle(trade.merchantTradeNo);
    const settled = await findSimulatedTradeBy(this.db, 'merchantTradeNo', trade.merchantTradeNo);
    return settled?.status === 'paid' ? trade.orderResultUrl : trade.failureUrl;
  }

  /** The trade as ECPay's trade query would describe it, kept with the payment for support. */
  tradeRecord(trade: SimulatedTrade): Record<string, string> {
    return {
      Gateway: 'simulator',
      MerchantTradeNo: trade.merchantTradeNo,
      TradeNo: trade.gatewayTradeNo,
      TradeAmt: String(trade.amount),
      TradeStatus: trade.status === 'paid' ? '1' : '0',
      PaymentDate: ecpayDate(trade.updatedAt),
      PaymentType: 'Credit_CreditCard',
      TradeDate: ecpayDate(trade.createdAt),
      card4no: trade.cardLast4 ?? '',
    };
  }

  async queryTrade(merchantTradeNo: string): Promise<TradeState> {
    const trade = await findSimulatedTradeBy(this.db, 'merchantTradeNo', merchantTradeNo);
    if (!trade) return { state: 'unknown' };
    if (trade.status === 'paid') {
      return {
        state: 'paid',
        amount: trade.amount,
        gatewayTradeNo: trade.gatewayTradeNo,
        payload: this.tradeRecord(trade),
      };
    }
    if (trade.status === 'failed') return { state: 'failed', failure: trade.failure ?? 'payment_failed' };
    return { state: 'unpaid' };
  }

  /**
   * Gives money of a paid trade back, as ECPay's credit-card action API does
   * (docs/decisions/refunds.md): an authorisation is captured at the end of the day it was made,
   * so the whole amount given back on the Taipei day the trade was paid voids it (action `void`,
   * nothing reaches the card statement); anything else is a refund of the captured amount
   * (`refund`, partial allowed). A trade not paid, or more than its amount in total, is refused
   * for good. The same refund number again answers the refund already made, never a second one.
   */
  async refund(request: GatewayRefund, now = new Date()): Promise<GatewayRefundResult> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const trade = await lockSimulatedTrade(tx, request.merchantTradeNo);
      if (!trade || trade.status !== 'paid') return { ok: false, message: 'Trade is not paid', retry: false };
      const already = await findSimulatedRefund(tx, request.refundNo);
      if (already) {
        if (already.merchantTradeNo !== request.merchantTradeNo || already.amount !== request.amount) {
          return { ok: false, message: 'RefundNo was used for another refund', retry: false };
        }
        return { ok: true, action: already.action, payload: this.refundRecord(trade, already) };
      }
      const refunded = await sumSimulatedRefunds(tx, request.merchantTradeNo);
      if (request.amount <= 0 || refunded + request.amount > trade.amount) {
        return { ok: false, message: 'Refund exceeds the trade amount', retry: false };
      }
      const whole = refunded === 0 && request.amount === trade.amount;
      const action = whole && taipeiDay(trade.updatedAt) === taipeiDay(now) ? 'void' : 'refund';
      const row = await insertSimulatedRefund(tx, {
        merchantTradeNo: request.merchantTradeNo,
        refundNo: request.refundNo,
        amount: request.amount,
        action,
      });
      return { ok: true, action, payload: this.refundRecord(trade, row) };
    });
  }

  /** A refund as ECPay's DoAction answer would describe it. */
  private refundRecord(trade: SimulatedTrade, refund: SimulatedRefund): Record<string, string> {
    return {
      Gateway: 'simulator',
      MerchantTradeNo: trade.merchantTradeNo,
      TradeNo: trade.gatewayTradeNo,
      RefundNo: refund.refundNo,
      Action: refund.action === 'void' ? 'N' : 'R',
      TotalAmount: String(refund.amount),
      RtnCode: '1',
      RefundDate: ecpayDate(refund.createdAt),
    };
  }
}
