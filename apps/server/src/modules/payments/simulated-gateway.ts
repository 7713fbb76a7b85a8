import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { checkMacValue, type EcpayKeys } from '../../ecpay-crypto.ts';
import type { CardGateway, ChargeResult, GatewayTrade, TradeState } from './card-gateway.ts';
import {
  createSimulatedTrade,
  findSimulatedTradeBy,
  moveSimulatedTrade,
  setSimulatedPayToken,
  type SimulatedTrade,
} from './simulated-gateway.queries.ts';

/*
 * The local card gateway (docs/decisions/payment-simulator.md): ECPay's steps on our own server,
 * its ledger in simulated_gateway_trades, and ECPay's notification (a CheckMacValue form post to
 * the trade's ReturnURL) sent before the browser is sent back.
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

/** Posts the notification form to the trade's ReturnURL; answers the shop's reply (`1|OK`). */
export type NotificationSender = (returnUrl: string, form: Record<string, string>) => Promise<string>;

const token = (bytes = 16) => randomBytes(bytes).toString('hex');

/** ECPay's date format, in Taiwan's time. */
export function ecpayDate(date: Date): string {
  const taipei = new Date(date.getTime() + 8 * 3600_000).toISOString();
  return `${taipei.slice(0, 10).replace(/-/g, '/')} ${taipei.slice(11, 19)}`;
}

export class SimulatedGateway implements CardGateway {
  readonly name = 'simulator' as const;

  constructor(
    private readonly db: Database,
    private readonly keys: EcpayKeys & { merchantId: string },
    private readonly sendNotification: NotificationSender,
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
      await moveSimulatedTrade(this.db, merchantTradeNo, 'created', 'failed');
      return { ok: false, message: 'Card declined by the issuer' };
    }
    const moved = await moveSimulatedTrade(this.db, merchantTradeNo, 'created', 'awaiting_3ds', { threeDToken: token() });
    const current = moved ?? trade;
    if (current.status !== 'awaiting_3ds' || !current.threeDToken) return { ok: false, message: 'Trade is closed' };
    return { ok: true, threeDUrl: `${SIMULATOR_PATH}/3ds/${current.threeDToken}`, message: 'Success' };
  }

  /**
   * The 3-D page's answer: paid when the shopper verified a card that passes 3-D, failed
   * otherwise. The shop is told first (as ECPay does), then the browser is sent back.
   */
  async finishThreeD(threeDToken: string, verified: boolean): Promise<string | undefined> {
    const trade = await findSimulatedTradeBy(this.db, 'threeDToken', threeDToken);
    if (!trade) return undefined;
    const paid = verified && trade.cardOutcome === 'success';
    const moved = await moveSimulatedTrade(this.db, trade.merchantTradeNo, 'awaiting_3ds', paid ? 'paid' : 'failed');
    const settled = moved ?? trade;
    if (moved) await this.sendNotification(trade.returnUrl, this.notificationForm(settled));
    return settled.status === 'paid' ? trade.orderResultUrl : trade.failureUrl;
  }

  /** ECPay's ReturnURL fields for a card trade, signed with the merchant's keys. */
  notificationForm(trade: SimulatedTrade): Record<string, string> {
    const paid = trade.status === 'paid';
    const form: Record<string, string> = {
      MerchantID: this.keys.merchantId,
      MerchantTradeNo: trade.merchantTradeNo,
      StoreID: '',
      RtnCode: paid ? '1' : '10100248',
      RtnMsg: paid ? '交易成功' : '3D驗證失敗',
      TradeNo: trade.gatewayTradeNo,
      TradeAmt: String(trade.amount),
      PaymentDate: ecpayDate(trade.updatedAt),
      PaymentType: 'Credit_CreditCard',
      PaymentTypeChargeFee: '0',
      TradeDate: ecpayDate(trade.createdAt),
      SimulatePaid: '0',
      CustomField1: '',
      CustomField2: '',
      CustomField3: '',
      CustomField4: '',
    };
    return { ...form, CheckMacValue: checkMacValue(form, this.keys) };
  }

  async queryTrade(merchantTradeNo: string): Promise<TradeState> {
    const trade = await findSimulatedTradeBy(this.db, 'merchantTradeNo', merchantTradeNo);
    if (!trade) return { state: 'unknown' };
    if (trade.status === 'paid') {
      return {
        state: 'paid',
        amount: trade.amount,
        gatewayTradeNo: trade.gatewayTradeNo,
        payload: this.notificationForm(trade),
      };
    }
    return { state: trade.status === 'failed' ? 'failed' : 'unpaid' };
  }
}
