import { checkMacValue, ecpayDecrypt, ecpayEncrypt, hasValidCheckMacValue } from '../../ecpay-crypto.ts';
import type {
  CardGateway,
  ChargeResult,
  GatewayRefund,
  GatewayRefundResult,
  GatewayTrade,
  TradeState,
} from './card-gateway.ts';
import { GatewayUnavailableError } from './card-gateway.ts';
import { ecpayDate } from './simulated-gateway.ts';

/*
 * ECPay in-site payment (站內付 2.0), as its published API and SDK (ECPay/SDK_PHP examples
 * Payment/Ecpg) define it: JSON posts of {MerchantID, RqHeader: {Timestamp}, Data} where Data is
 * the AES envelope (ecpay-crypto.ts), answered {TransCode, TransMsg, Data}. The trade query is
 * the card trade query (QueryTradeInfo/V5), a CheckMacValue form post. Refunds use 站內付 2.0's
 * own card detail query and card action (1.0.0/CreditDetail/QueryTrade, 1.0.0/Credit/DoAction,
 * on the ecpayment host; docs/decisions/ecpay-refunds-and-allowances.md).
 */

export interface EcpayMerchant {
  merchantId: string;
  hashKey: string;
  hashIv: string;
  /** https://ecpg-stage.ecpay.com.tw (staging) or https://ecpg.ecpay.com.tw. */
  apiUrl: string;
  /** https://payment-stage.ecpay.com.tw or https://payment.ecpay.com.tw. */
  queryUrl: string;
  /**
   * https://ecpayment-stage.ecpay.com.tw or https://ecpayment.ecpay.com.tw: 站內付 2.0's card
   * detail query and card actions. Omitted: ECPay's ecpayment host beside the configured ecpg
   * host, or the same host when it is not ECPay's (a local stand-in).
   */
  actionUrl?: string;
}

/** ECPay keeps card actions on "ecpayment" beside the token host "ecpg" (stage and production alike). */
export function ecpayActionUrl(merchant: Pick<EcpayMerchant, 'apiUrl' | 'actionUrl'>): string {
  if (merchant.actionUrl) return merchant.actionUrl;
  const url = new URL(merchant.apiUrl);
  if (/^ecpg(-stage)?\.ecpay\.com\.tw$/.test(url.hostname)) url.hostname = url.hostname.replace(/^ecpg/, 'ecpayment');
  return url.origin;
}

/**
 * What ECPay's card detail query says of an authorisation. ECPay's words (its published
 * QueryTrade documentation): 已授權 authorised, 要關帳 capture asked (tonight's), 已關帳 captured,
 * 已取消 cancelled (voided), 操作取消 capture cancelled (back to authorised), 未授權 not authorised.
 */
export interface CardDetail {
  status: string;
  /** The authorised amount. */
  amount: number;
  /** Close (capture and refund) records; a refund (退刷) is a record of a negative amount. */
  closes: { status: string; amount: number }[];
}

/** Between 20:15 and 20:30 Taipei time ECPay captures the day's trades; its documentation says not to call DoAction then. */
export function inEcpayCaptureWindow(now: Date): boolean {
  const taipei = new Date(now.getTime() + 8 * 3600_000);
  const minutes = taipei.getUTCHours() * 60 + taipei.getUTCMinutes();
  return minutes >= 20 * 60 + 15 && minutes < 20 * 60 + 30;
}

/** What a card detail says was given back: everything once voided, else the refund (negative) close records. */
export function refundedByGateway(detail: CardDetail, tradeAmount: number): number {
  if (detail.status === '已取消') return tradeAmount;
  return detail.closes
    .filter((close) => close.amount < 0 && close.status !== '已取消' && close.status !== '操作取消')
    .reduce((sum, close) => sum - close.amount, 0);
}

/** Whether the authorisation is captured or asked to be: a positive close record still standing. */
function captureOf(detail: CardDetail): '要關帳' | '已關帳' | undefined {
  const live = detail.closes.filter(
    (close) => close.amount > 0 && (close.status === '要關帳' || close.status === '已關帳'),
  );
  if (live.some((close) => close.status === '已關帳') || detail.status === '已關帳') return '已關帳';
  return live.length > 0 ? '要關帳' : undefined;
}

const TIMEOUT_MS = 15_000;

interface EcpgAnswer {
  TransCode?: number;
  TransMsg?: string;
  Data?: string;
}

export class EcpayGateway implements CardGateway {
  readonly name = 'ecpay' as const;

  constructor(private readonly merchant: EcpayMerchant) {}

  private get keys() {
    return { hashKey: this.merchant.hashKey, hashIv: this.merchant.hashIv };
  }

  private async post<T>(
    path: string,
    data: object,
    baseUrl = this.merchant.apiUrl,
  ): Promise<{ transMsg: string; data: T | undefined }> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          MerchantID: this.merchant.merchantId,
          RqHeader: { Timestamp: Math.floor(Date.now() / 1000) },
          Data: ecpayEncrypt(data, this.keys),
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayUnavailableError(`ECPay ${path}: ${(error as Error).message}`, { cause: error });
    }
    if (!response.ok) throw new GatewayUnavailableError(`ECPay ${path}: HTTP ${response.status}`);
    let answer: EcpgAnswer;
    try {
      answer = (await response.json()) as EcpgAnswer;
    } catch (error) {
      // A cut answer says nothing of what ECPay did: the caller asks again (and a refund queries first).
      throw new GatewayUnavailableError(`ECPay ${path}: unreadable answer`, { cause: error });
    }
    if (answer.TransCode !== 1 || !answer.Data)
      return { transMsg: answer.TransMsg ?? 'TransCode not 1', data: undefined };
    try {
      return { transMsg: answer.TransMsg ?? '', data: ecpayDecrypt<T>(answer.Data, this.keys) };
    } catch (error) {
      throw new GatewayUnavailableError(`ECPay ${path}: undecryptable answer`, { cause: error });
    }
  }

  async createToken(trade: GatewayTrade) {
    const { transMsg, data } = await this.post<{ RtnCode: number; RtnMsg: string; Token?: string }>(
      '/Merchant/GetTokenbyTrade',
      {
        MerchantID: this.merchant.merchantId,
        RememberCard: 0,
        PaymentUIType: 2,
        ChoosePaymentList: '1',
        OrderInfo: {
          MerchantTradeDate: ecpayDate(new Date()),
          MerchantTradeNo: trade.merchantTradeNo,
          TotalAmount: trade.amount,
          ReturnURL: trade.returnUrl,
          TradeDesc: trade.description,
          ItemName: trade.description,
        },
        CardInfo: { Redeem: 0, OrderResultURL: trade.orderResultUrl },
        ConsumerInfo: {
          MerchantMemberID: trade.memberId,
          Email: trade.consumer.email,
          Phone: trade.consumer.phone,
          Name: trade.consumer.name,
          CountryCode: '158',
        },
      },
    );
    if (!data || data.RtnCode !== 1 || !data.Token) {
      throw new GatewayUnavailableError(`ECPay GetTokenbyTrade refused: ${data?.RtnMsg ?? transMsg}`);
    }
    return { creInfo: data.Token, cardFormUrl: null };
  }

  async charge(merchantTradeNo: string, payToken: string): Promise<ChargeResult> {
    const { transMsg, data } = await this.post<{
      RtnCode: number;
      RtnMsg: string;
      ThreeDInfo?: { ThreeDURL?: string };
    }>('/Merchant/CreatePayment', {
      MerchantID: this.merchant.merchantId,
      PayToken: payToken,
      MerchantTradeNo: merchantTradeNo,
    });
    const threeDUrl = data?.ThreeDInfo?.ThreeDURL;
    if (!data || data.RtnCode !== 1 || !threeDUrl) return { ok: false, message: data?.RtnMsg ?? transMsg };
    return { ok: true, threeDUrl, message: transMsg || data.RtnMsg };
  }

  async queryTrade(merchantTradeNo: string): Promise<TradeState> {
    const form: Record<string, string> = {
      MerchantID: this.merchant.merchantId,
      MerchantTradeNo: merchantTradeNo,
      TimeStamp: String(Math.floor(Date.now() / 1000)),
    };
    form.CheckMacValue = checkMacValue(form, this.keys);
    let response: Response;
    try {
      response = await fetch(`${this.merchant.queryUrl}/Cashier/QueryTradeInfo/V5`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayUnavailableError(`ECPay QueryTradeInfo: ${(error as Error).message}`, { cause: error });
    }
    if (!response.ok) throw new GatewayUnavailableError(`ECPay QueryTradeInfo: HTTP ${response.status}`);
    const answer = Object.fromEntries(new URLSearchParams(await response.text()));
    if (!hasValidCheckMacValue(answer, this.keys))
      throw new GatewayUnavailableError('ECPay QueryTradeInfo: bad CheckMacValue');
    // TradeStatus: 1 paid, 0 not paid (yet), 10200095 failed.
    if (answer.TradeStatus === '1') {
      return { state: 'paid', amount: Number(answer.TradeAmt), gatewayTradeNo: answer.TradeNo ?? '', payload: answer };
    }
    if (answer.TradeStatus === '10200095') return { state: 'failed', failure: 'payment_failed' };
    return { state: answer.TradeStatus === '0' ? 'unpaid' : 'unknown' };
  }

  /** 站內付 2.0 card detail query (查詢信用卡單筆明細紀錄): the authorisation's capture and refund records. */
  async cardDetail(merchantTradeNo: string): Promise<CardDetail | { refused: string; notFound: boolean }> {
    const { transMsg, data } = await this.post<Record<string, unknown>>(
      '/1.0.0/CreditDetail/QueryTrade',
      { MerchantID: this.merchant.merchantId, MerchantTradeNo: merchantTradeNo },
      ecpayActionUrl(this.merchant),
    );
    if (!data || Number(data.RtnCode) !== 1) {
      // 10000185: ECPay knows no such trade (asking again will not change that).
      return { refused: String(data?.RtnMsg ?? transMsg), notFound: Number(data?.RtnCode) === 10000185 };
    }
    // ECPay's published field list is RtnValue {TradeID, amount, clsamt, authtime, status,
    // close_data[{status, amount, sno, datetime}]} (the form API's spelling); the JSON API is read
    // with either spelling, and without the RtnValue wrapper, so a casing change costs nothing.
    const value = (typeof data.RtnValue === 'object' && data.RtnValue ? data.RtnValue : data) as Record<
      string,
      unknown
    >;
    const pick = (record: Record<string, unknown>, name: string) =>
      record[name] ?? record[name.toLowerCase()] ?? record[name.charAt(0).toLowerCase() + name.slice(1)];
    const closes = (pick(value, 'CloseData') ?? value.close_data ?? []) as Array<Record<string, unknown>>;
    return {
      status: String(pick(value, 'Status') ?? ''),
      amount: Number(pick(value, 'Amount') ?? 0),
      closes: Array.isArray(closes)
        ? closes.map((close) => ({
            status: String(pick(close, 'Status') ?? ''),
            amount: Number(pick(close, 'Amount') ?? 0),
          }))
        : [],
    };
  }

  private async doAction(merchantTradeNo: string, tradeNo: string, action: 'N' | 'R' | 'E', totalAmount: number) {
    const { transMsg, data } = await this.post<Record<string, unknown>>(
      '/1.0.0/Credit/DoAction',
      {
        MerchantID: this.merchant.merchantId,
        MerchantTradeNo: merchantTradeNo,
        TradeNo: tradeNo,
        Action: action,
        TotalAmount: totalAmount,
      },
      ecpayActionUrl(this.merchant),
    );
    const payload: Record<string, string> = { Action: action, TotalAmount: String(totalAmount), TradeNo: tradeNo };
    for (const [name, value] of Object.entries(data ?? {})) payload[name] = String(value);
    return { ok: Number(data?.RtnCode) === 1, message: String(data?.RtnMsg ?? transMsg), payload };
  }

  /**
   * ECPay's published refund procedure for card trades: query the card detail, then void an
   * authorisation not captured (N, whole only), cancel tonight's capture and void (E then N) for a
   * whole refund, or refund (R, in part too) once a capture is asked or done. ECPay takes no
   * refund number, so the gateway's own refunded total, against `refundedBefore`, tells whether
   * this refund already happened before a crash or a lost answer.
   */
  async refund(request: GatewayRefund, now = new Date()): Promise<GatewayRefundResult> {
    if (!Number.isInteger(request.amount) || request.amount <= 0)
      return { ok: false, message: 'refund amount must be a positive whole NT$', retry: false };
    if (request.refundedBefore + request.amount > request.tradeAmount)
      return { ok: false, message: 'refunds would exceed the trade', retry: false };
    if (inEcpayCaptureWindow(now))
      return { ok: false, message: "ECPay's daily capture runs now (20:15-20:30 Taipei)", retry: true };

    const trade = await this.queryTrade(request.merchantTradeNo);
    if (trade.state !== 'paid')
      return { ok: false, message: `trade is ${trade.state} at ECPay`, retry: trade.state === 'unknown' };
    const detail = await this.cardDetail(request.merchantTradeNo);
    if ('refused' in detail) return { ok: false, message: `card detail: ${detail.refused}`, retry: !detail.notFound };

    const given = refundedByGateway(detail, request.tradeAmount);
    const whole = request.refundedBefore === 0 && request.amount === request.tradeAmount;
    const voided = detail.status === '已取消';
    if (given >= request.refundedBefore + request.amount) {
      // This refund is already in ECPay's total: the earlier attempt went through, its answer was lost.
      return {
        ok: true,
        action: voided ? 'void' : 'refund',
        payload: { alreadyDone: 'true', status: detail.status, refunded: String(given) },
      };
    }
    if (given !== request.refundedBefore || voided) {
      // ECPay's total matches neither "before" nor "after" this refund: a person reconciles it.
      return {
        ok: false,
        message: `ECPay refunded ${given}, the shop expected ${request.refundedBefore}`,
        retry: false,
      };
    }
    if (detail.status === '未授權') return { ok: false, message: 'the card was never authorised', retry: false };

    const capture = captureOf(detail);
    const tradeNo = trade.gatewayTradeNo;
    if (!capture) {
      // Authorised only: the authorisation can only be given up whole; a part waits for tonight's capture.
      if (!whole) return { ok: false, message: 'a partial refund waits for the capture', retry: true };
      const voidAnswer = await this.doAction(request.merchantTradeNo, tradeNo, 'N', request.tradeAmount);
      return voidAnswer.ok
        ? { ok: true, action: 'void', payload: voidAnswer.payload }
        : { ok: false, message: voidAnswer.message, retry: false };
    }
    if (capture === '要關帳' && whole) {
      const cancel = await this.doAction(request.merchantTradeNo, tradeNo, 'E', request.tradeAmount);
      if (!cancel.ok) return { ok: false, message: cancel.message, retry: false };
      const voidAnswer = await this.doAction(request.merchantTradeNo, tradeNo, 'N', request.tradeAmount);
      // Cancelled but not voided: the next attempt finds it authorised and voids it.
      return voidAnswer.ok
        ? { ok: true, action: 'void', payload: voidAnswer.payload }
        : { ok: false, message: voidAnswer.message, retry: true };
    }
    const refundAnswer = await this.doAction(request.merchantTradeNo, tradeNo, 'R', request.amount);
    return refundAnswer.ok
      ? { ok: true, action: 'refund', payload: refundAnswer.payload }
      : { ok: false, message: refundAnswer.message, retry: false };
  }
}
