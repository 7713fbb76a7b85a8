import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkMacValue, ecpayDecrypt, ecpayEncrypt, hasValidCheckMacValue, type EcpayKeys } from '../ecpay-crypto.ts';

/*
 * Local stand-ins for ECPay's card and B2C e-invoice hosts, speaking their envelopes (CheckMacValue
 * forms, AES JSON) and keeping each trade's or invoice's state the way ECPay describes it, so the
 * adapters are tested against behaviour, not against canned answers.
 */

export interface FakeCardTrade {
  amount: number;
  tradeNo: string;
  /** ECPay's words: 已授權, 已關帳, 已取消, 未授權. */
  status: string;
  closes: { status: string; amount: number }[];
}

export interface FakeCall {
  path: string;
  data: Record<string, unknown>;
}

/** What the next call to a path does instead of answering normally. */
export type FakeFault =
  | { kind: 'down' }
  /** ECPay does the work, then the connection drops before its answer arrives. */
  | { kind: 'drop_after_apply' }
  | { kind: 'refuse'; code: number; message: string };

class FakeHost {
  readonly calls: FakeCall[] = [];
  readonly faults = new Map<string, FakeFault>();
  private server: Server | undefined;
  url = '';

  constructor(
    protected readonly merchantId: string,
    protected readonly keys: EcpayKeys,
  ) {}

  async start() {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => this.handle(request, response, body));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop() {
    return new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  callsTo(path: string) {
    return this.calls.filter((call) => call.path === path);
  }

  protected jsonAnswer(response: ServerResponse, data: object) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        MerchantID: this.merchantId,
        RpHeader: { Timestamp: Math.floor(Date.now() / 1000) },
        TransCode: 1,
        TransMsg: 'Success',
        Data: ecpayEncrypt(data, this.keys),
      }),
    );
  }

  /** The AES JSON envelope: the outer and inner MerchantID must both be ours, or ECPay refuses it. */
  protected openEnvelope(response: ServerResponse, body: string): Record<string, unknown> | undefined {
    try {
      const envelope = JSON.parse(body) as { MerchantID?: string; Data?: string; RqHeader?: { Timestamp?: number } };
      const data = ecpayDecrypt<Record<string, unknown>>(envelope.Data ?? '', this.keys);
      if (
        envelope.MerchantID !== this.merchantId ||
        data.MerchantID !== this.merchantId ||
        !envelope.RqHeader?.Timestamp
      )
        throw new Error('merchant');
      return data;
    } catch {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ TransCode: 999, TransMsg: 'Data decrypt or MerchantID error' }));
      return undefined;
    }
  }

  /** Applies a fault for this path; answers whether the call is already handled. */
  protected fault(path: string, response: ServerResponse, apply: () => void): boolean {
    const fault = this.faults.get(path);
    if (!fault) return false;
    this.faults.delete(path);
    if (fault.kind === 'down') {
      response.writeHead(503).end();
      return true;
    }
    if (fault.kind === 'drop_after_apply') {
      apply();
      response.socket?.destroy();
      return true;
    }
    this.jsonAnswer(response, { RtnCode: fault.code, RtnMsg: fault.message });
    return true;
  }

  protected handle(_request: IncomingMessage, response: ServerResponse, _body: string) {
    response.writeHead(404).end();
  }
}

/** ECPay's card hosts: payment(-stage) for QueryTradeInfo, ecpayment(-stage) for card detail and DoAction. */
export class FakeEcpayCard extends FakeHost {
  readonly trades = new Map<string, FakeCardTrade>();

  /** A paid trade as ECPay holds it after a successful authorisation. */
  addTrade(merchantTradeNo: string, amount: number, overrides: Partial<FakeCardTrade> = {}) {
    const trade: FakeCardTrade = {
      amount,
      tradeNo: `24120${String(this.trades.size + 1).padStart(11, '0')}`,
      status: '已授權',
      closes: [],
      ...overrides,
    };
    this.trades.set(merchantTradeNo, trade);
    return trade;
  }

  /** ECPay's nightly capture (關帳): an authorised trade's whole amount is captured. */
  capture(merchantTradeNo: string, settled = true) {
    const trade = this.trades.get(merchantTradeNo)!;
    trade.closes.push({ status: settled ? '已關帳' : '要關帳', amount: trade.amount });
    if (settled) trade.status = '已關帳';
  }

  protected override handle(request: IncomingMessage, response: ServerResponse, body: string) {
    const path = request.url ?? '';
    if (path === '/Cashier/QueryTradeInfo/V5') return this.queryTradeInfo(response, body);
    if (path !== '/1.0.0/CreditDetail/QueryTrade' && path !== '/1.0.0/Credit/DoAction')
      return super.handle(request, response, body);
    const data = this.openEnvelope(response, body);
    if (!data) return;
    this.calls.push({ path, data });
    const trade = this.trades.get(String(data.MerchantTradeNo));
    if (path === '/1.0.0/CreditDetail/QueryTrade') {
      if (this.fault(path, response, () => {})) return;
      if (!trade) return this.jsonAnswer(response, { RtnCode: 10000185, RtnMsg: 'Cant not find the trade data' });
      return this.jsonAnswer(response, {
        RtnCode: 1,
        RtnMsg: '',
        RtnValue: {
          TradeID: '16000000',
          amount: trade.amount,
          clsamt: trade.closes
            .filter((close) => close.status === '要關帳' || close.status === '已關帳')
            .reduce((sum, close) => sum + close.amount, 0),
          authtime: '2026/12/01 12:00:00',
          status: trade.status,
          close_data: trade.closes.map((close, index) => ({
            ...close,
            sno: String(index + 1),
            datetime: '2026/12/01 20:15:00',
          })),
        },
      });
    }
    const action = String(data.Action);
    const amount = Number(data.TotalAmount);
    const apply = () => trade && this.apply(trade, action, amount);
    // A fault may name one action (`/1.0.0/Credit/DoAction#N`) or every call to the path.
    if (this.fault(`${path}#${action}`, response, apply) || this.fault(path, response, apply)) return;
    if (!trade || trade.tradeNo !== data.TradeNo)
      return this.jsonAnswer(response, { RtnCode: 10000185, RtnMsg: 'Cant not find the trade data' });
    const refusal = this.refusalOf(trade, action, amount);
    if (refusal) return this.jsonAnswer(response, { RtnCode: 10100149, RtnMsg: refusal });
    apply();
    this.jsonAnswer(response, {
      RtnCode: 1,
      RtnMsg: 'Success',
      MerchantID: this.merchantId,
      MerchantTradeNo: data.MerchantTradeNo,
      TradeNo: trade.tradeNo,
    });
  }

  /** ECPay's rules as its DoAction documentation states them. */
  private refusalOf(trade: FakeCardTrade, action: string, amount: number): string | undefined {
    const captureAsked = trade.closes.some((close) => close.status === '要關帳');
    const captured = trade.closes.some((close) => close.status === '已關帳');
    const refunded = trade.closes.filter((close) => close.amount < 0).reduce((sum, close) => sum - close.amount, 0);
    if (trade.status === '已取消') return 'error_status';
    if (action === 'N') return captureAsked || captured ? 'error_status' : undefined;
    if (action === 'E') return captureAsked ? undefined : 'error_status';
    if (action === 'R') {
      if (!captureAsked && !captured) return 'error_status';
      return amount > 0 && amount + refunded <= trade.amount ? undefined : 'error_amount';
    }
    return 'error_action';
  }

  private apply(trade: FakeCardTrade, action: string, amount: number) {
    if (action === 'N') trade.status = '已取消';
    // ECPay keeps the cancelled capture as a record "操作取消"; the trade is authorised again.
    if (action === 'E')
      trade.closes = trade.closes.map((close) =>
        close.status === '要關帳' ? { ...close, status: '操作取消' } : close,
      );
    if (action === 'R') trade.closes.push({ status: '要關帳', amount: -amount });
  }

  private queryTradeInfo(response: ServerResponse, body: string) {
    const form = Object.fromEntries(new URLSearchParams(body));
    this.calls.push({ path: '/Cashier/QueryTradeInfo/V5', data: form });
    if (!hasValidCheckMacValue(form, this.keys) || this.faults.get('/Cashier/QueryTradeInfo/V5')?.kind === 'down') {
      this.faults.delete('/Cashier/QueryTradeInfo/V5');
      response.writeHead(503).end();
      return;
    }
    const trade = this.trades.get(form.MerchantTradeNo ?? '');
    const answer: Record<string, string> = {
      MerchantID: this.merchantId,
      MerchantTradeNo: form.MerchantTradeNo ?? '',
      TradeNo: trade?.tradeNo ?? '',
      TradeAmt: String(trade?.amount ?? 0),
      TradeStatus: trade && trade.status !== '未授權' ? '1' : '0',
      PaymentType: 'Credit_CreditCard',
    };
    response.end(new URLSearchParams({ ...answer, CheckMacValue: checkMacValue(answer, this.keys) }).toString());
  }
}

export interface FakeInvoice {
  invoiceDate: string;
  amount: number;
  invalid: boolean;
  allowances: { allowanceNo: string; amount: number; invalid: boolean }[];
}

/** ECPay's B2C e-invoice host (einvoice(-stage).ecpay.com.tw). */
export class FakeEcpayInvoice extends FakeHost {
  readonly invoices = new Map<string, FakeInvoice>();
  private allowanceCount = 0;

  addInvoice(invoiceNo: string, amount: number, invoiceDate = '2026-12-01') {
    this.invoices.set(invoiceNo, { invoiceDate, amount, invalid: false, allowances: [] });
  }

  remaining(invoice: FakeInvoice) {
    return invoice.amount - invoice.allowances.filter((a) => !a.invalid).reduce((sum, a) => sum + a.amount, 0);
  }

  protected override handle(request: IncomingMessage, response: ServerResponse, body: string) {
    const path = request.url ?? '';
    if (!path.startsWith('/B2CInvoice/')) return super.handle(request, response, body);
    const data = this.openEnvelope(response, body);
    if (!data) return;
    this.calls.push({ path, data });
    const invoice = this.invoices.get(String(data.InvoiceNo));
    switch (path) {
      case '/B2CInvoice/GetIssue': {
        if (this.fault(path, response, () => {})) return;
        if (!invoice || invoice.invoiceDate !== data.InvoiceDate)
          return this.jsonAnswer(response, { RtnCode: 1600003, RtnMsg: '查無發票資料' });
        return this.jsonAnswer(response, {
          RtnCode: 1,
          RtnMsg: '查詢發票成功',
          IIS_Number: data.InvoiceNo,
          IIS_Sales_Amount: invoice.amount,
          IIS_Invalid_Status: invoice.invalid ? '1' : '0',
          IIS_Remain_Allowance_Amt: this.remaining(invoice),
        });
      }
      case '/B2CInvoice/Invalid': {
        const apply = () => invoice && (invoice.invalid = true);
        if (this.fault(path, response, apply)) return;
        if (!invoice || invoice.invoiceDate !== data.InvoiceDate)
          return this.jsonAnswer(response, { RtnCode: 1600003, RtnMsg: '查無發票資料' });
        if (invoice.invalid) return this.jsonAnswer(response, { RtnCode: 5070453, RtnMsg: '該張發票已作廢' });
        if (invoice.allowances.some((a) => !a.invalid))
          return this.jsonAnswer(response, { RtnCode: 5070452, RtnMsg: '發票已折讓，請先作廢折讓' });
        apply();
        return this.jsonAnswer(response, { RtnCode: 1, RtnMsg: '作廢發票成功', InvoiceNo: data.InvoiceNo });
      }
      case '/B2CInvoice/Allowance': {
        const amount = Number(data.AllowanceAmount);
        const allowanceNo = `2612011200${String(++this.allowanceCount).padStart(6, '0')}`;
        const apply = () => invoice?.allowances.push({ allowanceNo, amount, invalid: false });
        if (this.fault(path, response, apply)) return;
        if (!invoice || invoice.invoiceDate !== data.InvoiceDate)
          return this.jsonAnswer(response, { RtnCode: 1600003, RtnMsg: '查無發票資料' });
        const items = (data.Items ?? []) as Array<{ ItemAmount: number }>;
        if (invoice.invalid || amount <= 0 || amount > this.remaining(invoice))
          return this.jsonAnswer(response, { RtnCode: 5070350, RtnMsg: '折讓金額超過發票可折讓金額' });
        if (items.reduce((sum, item) => sum + Number(item.ItemAmount), 0) !== amount)
          return this.jsonAnswer(response, { RtnCode: 5070351, RtnMsg: '商品合計金額與折讓金額不符' });
        apply();
        return this.jsonAnswer(response, {
          RtnCode: 1,
          RtnMsg: '開立折讓成功',
          IA_Allow_No: allowanceNo,
          IA_Invoice_No: data.InvoiceNo,
          IA_Date: '2026-12-02 10:30:00',
          IA_Remain_Allowance_Amt: this.remaining(invoice),
        });
      }
      case '/B2CInvoice/AllowanceInvalid': {
        const allowance = invoice?.allowances.find((a) => a.allowanceNo === data.AllowanceNo);
        const apply = () => allowance && (allowance.invalid = true);
        if (this.fault(path, response, apply)) return;
        if (!allowance) return this.jsonAnswer(response, { RtnCode: 5070600, RtnMsg: '查無折讓單資料' });
        if (allowance.invalid) return this.jsonAnswer(response, { RtnCode: 5070601, RtnMsg: '該折讓單已作廢' });
        apply();
        return this.jsonAnswer(response, { RtnCode: 1, RtnMsg: '作廢折讓成功', IA_Allow_No: data.AllowanceNo });
      }
      case '/B2CInvoice/GetAllowanceInvalid': {
        const allowance = invoice?.allowances.find((a) => a.allowanceNo === data.AllowanceNo);
        if (!allowance?.invalid) return this.jsonAnswer(response, { RtnCode: 5070600, RtnMsg: '查無作廢折讓資料' });
        return this.jsonAnswer(response, { RtnCode: 1, RtnMsg: '查詢成功', AI_Allow_No: allowance.allowanceNo });
      }
      default:
        return super.handle(request, response, body);
    }
  }
}
