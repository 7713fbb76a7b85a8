import { checkMacValue, ecpayDecrypt, ecpayEncrypt, hasValidCheckMacValue } from '../../ecpay-crypto.ts';
import type { CardGateway, ChargeResult, GatewayTrade, TradeState } from './card-gateway.ts';
import { GatewayUnavailableError } from './card-gateway.ts';
import { ecpayDate } from './simulated-gateway.ts';

/*
 * ECPay in-site payment (站內付 2.0), as its published API and SDK (ECPay/SDK_PHP examples
 * Payment/Ecpg) define it: JSON posts of {MerchantID, RqHeader: {Timestamp}, Data} where Data is
 * the AES envelope (ecpay-crypto.ts), answered {TransCode, TransMsg, Data}. The trade query is
 * the card trade query (QueryTradeInfo/V5), a CheckMacValue form post.
 */

export interface EcpayMerchant {
  merchantId: string;
  hashKey: string;
  hashIv: string;
  /** https://ecpg-stage.ecpay.com.tw (staging) or https://ecpg.ecpay.com.tw. */
  apiUrl: string;
  /** https://payment-stage.ecpay.com.tw or https://payment.ecpay.com.tw. */
  queryUrl: string;
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

  private async post<T>(path: string, data: object): Promise<{ transMsg: string; data: T | undefined }> {
    let response: Response;
    try {
      response = await fetch(`${this.merchant.apiUrl}${path}`, {
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
    const answer = (await response.json()) as EcpgAnswer;
    if (answer.TransCode !== 1 || !answer.Data)
      return { transMsg: answer.TransMsg ?? 'TransCode not 1', data: undefined };
    return { transMsg: answer.TransMsg ?? '', data: ecpayDecrypt<T>(answer.Data, this.keys) };
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
}
