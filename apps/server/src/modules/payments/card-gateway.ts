import type { Locale } from '@wellfit/contracts/locale';
import type { PaymentFailureReason } from '@wellfit/contracts/payment';

/*
 * The card gateway behind the payment calls (docs/decisions/payment-simulator.md): ECPay's
 * in-site payment (ecpay-gateway.ts) or the local simulator (simulated-gateway.ts), chosen by
 * PAYMENT_GATEWAY. ECPay tells the shop of a payment by a form post with CheckMacValue to our
 * ReturnURL; the simulator settles its trades in-process, through the shop's own trade query,
 * so no form anyone can sign settles anything (docs/decisions/test-payments-in-production.md).
 */

export interface GatewayTrade {
  /** Ours, at most 20 letters and digits (ECPay's limit), unique per attempt. */
  merchantTradeNo: string;
  amount: number;
  /** ECPay's TradeDesc and ItemName. */
  description: string;
  /** Absolute: the gateway's server-to-server notification (ReturnURL). */
  returnUrl: string;
  /** Where the browser goes after a successful (3-D verified) payment, and after a failed one. */
  orderResultUrl: string;
  failureUrl: string;
  memberId: string;
  consumer: { name: string; phone: string; email: string };
  locale: Locale;
}

export type ChargeResult = { ok: true; threeDUrl: string; message: string } | { ok: false; message: string };

export type TradeState =
  | { state: 'paid'; amount: number; gatewayTradeNo: string; payload: Record<string, string> }
  /** Why, as far as the gateway knows (`payment_failed` when it does not say). */
  | { state: 'failed'; failure: PaymentFailureReason }
  | { state: 'unpaid' | 'unknown' };

export interface CardGateway {
  readonly name: 'simulator' | 'ecpay';
  /** Asks for the card form's token (SPEC credential.creInfo). Same trade again: a token again, no second trade. */
  createToken(trade: GatewayTrade): Promise<{ creInfo: string; cardFormUrl: string | null }>;
  /** Charges the card the form turned into `payToken`; success means "go verify at threeDUrl". */
  charge(merchantTradeNo: string, payToken: string): Promise<ChargeResult>;
  /** What the gateway knows of a trade now (ECPay QueryTradeInfo), for orders whose time ran out. */
  queryTrade(merchantTradeNo: string): Promise<TradeState>;
  /**
   * Gives `amount` of a paid trade back (issue 35, docs/decisions/refunds.md). The gateway is
   * asked about the trade first: an authorisation not yet captured is voided (only whole), a
   * captured one refunded (in part where the gateway allows it). `refundNo` is the shop's refund
   * number: asking again with it never refunds twice. Throws GatewayUnavailableError when the
   * gateway cannot be reached (the job tries again); answers ok: false when the gateway refused.
   */
  refund(request: GatewayRefund): Promise<GatewayRefundResult>;
}

export interface GatewayRefund {
  merchantTradeNo: string;
  /** Ours, unique per refund; at most 20 letters and digits. */
  refundNo: string;
  amount: number;
  /** The trade's whole amount (a void takes all of it). */
  tradeAmount: number;
  /**
   * What the shop's succeeded refunds of this trade already gave back. ECPay's refund call takes
   * no refund number, so after a crash the adapter compares the gateway's refunded total with
   * this and answers ok without calling again when this refund is already in it.
   */
  refundedBefore: number;
}

export type GatewayRefundResult =
  | { ok: true; action: 'void' | 'refund'; payload: Record<string, string> }
  /** `retry`: the refusal may pass later (the trade is not settled yet); false: it never will. */
  | { ok: false; message: string; retry: boolean };

export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}
