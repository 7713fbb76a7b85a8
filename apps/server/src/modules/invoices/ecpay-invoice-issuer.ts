import { INVOICE_TYPE } from '@wellfit/contracts/invoice';
import { ecpayDecrypt, ecpayEncrypt } from '../../ecpay-crypto.ts';
import { invoicePeriodOf, type AllowanceToIssue, type InvoiceIssuer, type InvoiceToIssue } from './invoice-issuer.ts';

/*
 * ECPay's B2C e-invoice API (revision 3.0.0), as its published SDK examples (ECPay/SDK_PHP
 * example/Invoice/B2C: Issue, Invalid, Allowance, AllowanceInvalid, GetIssue,
 * GetAllowanceInvalid) send it: {MerchantID, RqHeader: {Timestamp, Revision}, Data} with Data
 * the AES-128-CBC envelope of the URL-encoded JSON. Voids and allowances:
 * docs/decisions/ecpay-refunds-and-allowances.md.
 */

export interface EcpayInvoiceMerchant {
  merchantId: string;
  hashKey: string;
  hashIv: string;
  /** https://einvoice-stage.ecpay.com.tw or https://einvoice.ecpay.com.tw. */
  apiUrl: string;
}

/** The invoice's buyer and carrier fields by our invoice type (docs/decisions/invoice-issuing.md). */
export function ecpayInvoiceFields(invoice: InvoiceToIssue): Record<string, string> {
  const contact = { CustomerEmail: invoice.buyer.email, CustomerPhone: invoice.buyer.email ? '' : invoice.buyer.phone };
  switch (invoice.invoiceType) {
    case INVOICE_TYPE.mobileCarrier:
      return {
        ...contact,
        CustomerName: invoice.buyer.name,
        Print: '0',
        Donation: '0',
        CarrierType: '3',
        CarrierNum: invoice.carrierCode ?? '',
      };
    case INVOICE_TYPE.company:
      // A company invoice carries the tax id and is printed; it can have no carrier or donation.
      return {
        ...contact,
        CustomerIdentifier: invoice.taxId ?? '',
        CustomerName: invoice.companyTitle ?? '',
        CustomerAddr: invoice.buyer.address,
        Print: '1',
        Donation: '0',
        CarrierType: '',
        CarrierNum: '',
      };
    case INVOICE_TYPE.donation:
      return {
        ...contact,
        CustomerName: invoice.buyer.name,
        Print: '0',
        Donation: '1',
        LoveCode: invoice.donationCode ?? '',
        CarrierType: '',
        CarrierNum: '',
      };
    default:
      // The member's own e-invoice: ECPay's member carrier (type 1), reached by the e-mail or phone.
      return {
        ...contact,
        CustomerName: invoice.buyer.name,
        Print: '0',
        Donation: '0',
        CarrierType: '1',
        CarrierNum: '',
      };
  }
}

/** ECPay's InvoiceDate: the Taiwan calendar day, yyyy-MM-dd. */
export function ecpayInvoiceDate(date: Date): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** ECPay answers "yyyy-MM-dd HH:mm:ss" in Taiwan time; anything else reads as now. */
function taipeiTime(text: unknown): Date {
  const date = typeof text === 'string' ? new Date(`${text.replace(' ', 'T')}+08:00`) : new Date(Number.NaN);
  return Number.isNaN(date.getTime()) ? new Date() : date;
}

/**
 * The allowance's lines: the refund's own when they add up to it (ECPay refuses lines that do
 * not), else one line for the whole refund (a refund of freight or of a rounded share).
 */
export function allowanceItems(request: AllowanceToIssue) {
  const lines = request.items.filter((item) => item.quantity > 0 && item.amount > 0);
  const sum = lines.reduce((total, item) => total + item.amount, 0);
  const chosen =
    lines.length > 0 && sum === request.amount
      ? lines
      : [{ name: `WellFit ${request.refundNo}`, quantity: 1, amount: request.amount }];
  return chosen.map((item, index) => ({
    ItemSeq: index + 1,
    ItemName: item.name.slice(0, 100),
    ItemCount: item.quantity,
    ItemWord: '式',
    // Tax-included NT$; a line of several units may have a price with decimals, as ECPay allows.
    ItemPrice: Math.round((item.amount / item.quantity) * 1e6) / 1e6,
    ItemTaxType: '1',
    ItemAmount: item.amount,
  }));
}

export function ecpayInvoiceIssuer(merchant: EcpayInvoiceMerchant): InvoiceIssuer {
  const keys = { hashKey: merchant.hashKey, hashIv: merchant.hashIv };

  /** One B2C call: answers the decrypted Data, whatever its RtnCode; throws when ECPay was not heard. */
  async function call<T extends { RtnCode?: number | string; RtnMsg?: string }>(
    path: string,
    data: object,
  ): Promise<T> {
    const response = await fetch(`${merchant.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        MerchantID: merchant.merchantId,
        RqHeader: { Timestamp: Math.floor(Date.now() / 1000), Revision: '3.0.0' },
        Data: ecpayEncrypt({ MerchantID: merchant.merchantId, ...data }, keys),
      }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`ECPay ${path}: HTTP ${response.status}`);
    const answer = (await response.json()) as { TransCode?: number; TransMsg?: string; Data?: string };
    if (answer.TransCode !== 1 || !answer.Data) throw new Error(`ECPay ${path}: ${answer.TransMsg ?? 'no data'}`);
    return ecpayDecrypt<T>(answer.Data, keys);
  }
  const succeeded = (answer: { RtnCode?: number | string }) => Number(answer.RtnCode) === 1;

  return {
    name: 'ecpay',
    async issue(_ctx, invoice) {
      const data = {
        MerchantID: merchant.merchantId,
        RelateNumber: invoice.orderNo,
        CustomerID: '',
        ...ecpayInvoiceFields(invoice),
        ClearanceMark: '',
        TaxType: '1',
        SalesAmount: invoice.amount,
        InvoiceRemark: '',
        // One line for the order: the order's discounts, points and freight are already in its amount.
        Items: [
          {
            ItemSeq: 1,
            ItemName: `WellFit ${invoice.orderNo}`,
            ItemCount: 1,
            ItemWord: '式',
            ItemPrice: invoice.amount,
            ItemTaxType: '1',
            ItemAmount: invoice.amount,
          },
        ],
        InvType: '07',
        vat: '1',
      };
      const response = await fetch(`${merchant.apiUrl}/B2CInvoice/Issue`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          MerchantID: merchant.merchantId,
          RqHeader: { Timestamp: Math.floor(Date.now() / 1000), Revision: '3.0.0' },
          Data: ecpayEncrypt(data, keys),
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`ECPay B2CInvoice/Issue: HTTP ${response.status}`);
      const answer = (await response.json()) as { TransCode?: number; TransMsg?: string; Data?: string };
      if (answer.TransCode !== 1 || !answer.Data)
        throw new Error(`ECPay B2CInvoice/Issue: ${answer.TransMsg ?? 'no data'}`);
      const result = ecpayDecrypt<{
        RtnCode: number;
        RtnMsg: string;
        InvoiceNo?: string;
        InvoiceDate?: string;
        RandomNumber?: string;
      }>(answer.Data, keys);
      if (result.RtnCode !== 1 || !result.InvoiceNo)
        throw new Error(`ECPay B2CInvoice/Issue: ${result.RtnCode} ${result.RtnMsg}`);
      // InvoiceDate is Taiwan time, "yyyy-MM-dd HH:mm:ss".
      const issuedAt = result.InvoiceDate ? new Date(`${result.InvoiceDate.replace(' ', 'T')}+08:00`) : new Date();
      return {
        invoiceNo: result.InvoiceNo,
        randomNumber: result.RandomNumber ?? '',
        period: invoicePeriodOf(Number.isNaN(issuedAt.getTime()) ? new Date() : issuedAt),
        issuedAt: Number.isNaN(issuedAt.getTime()) ? new Date() : issuedAt,
      };
    },

    async voidInvoice(_ctx, request) {
      const invoiceDate = ecpayInvoiceDate(request.issuedAt);
      const answer = await call<{ RtnCode: number; RtnMsg: string }>('/B2CInvoice/Invalid', {
        InvoiceNo: request.invoiceNo,
        InvoiceDate: invoiceDate,
        // ECPay's Reason holds at most 20 characters.
        Reason: request.reason.slice(0, 20),
      });
      if (succeeded(answer)) return { voidedAt: new Date() };
      // Refused: maybe because an earlier attempt voided it and its answer was lost. GetIssue says.
      const issued = await call<{ RtnCode: number; IIS_Invalid_Status?: string | number }>('/B2CInvoice/GetIssue', {
        InvoiceNo: request.invoiceNo,
        InvoiceDate: invoiceDate,
      });
      if (succeeded(issued) && String(issued.IIS_Invalid_Status) === '1') return { voidedAt: new Date() };
      throw new Error(`ECPay B2CInvoice/Invalid: ${answer.RtnCode} ${answer.RtnMsg}`);
    },

    async issueAllowance(_ctx, request) {
      if (!Number.isInteger(request.amount) || request.amount <= 0)
        throw new Error('ECPay B2CInvoice/Allowance: the amount must be a positive whole NT$');
      // ECPay's allowance takes no number of ours, so a lost answer cannot be asked after by
      // refund number: the residual risk and its remedy are in the decision record.
      const answer = await call<{ RtnCode: number; RtnMsg: string; IA_Allow_No?: string; IA_Date?: string }>(
        '/B2CInvoice/Allowance',
        {
          InvoiceNo: request.invoiceNo,
          InvoiceDate: ecpayInvoiceDate(request.issuedAt),
          AllowanceNotify: request.buyer.email ? 'E' : 'N',
          CustomerName: request.buyer.name,
          NotifyMail: request.buyer.email,
          AllowanceAmount: request.amount,
          Items: allowanceItems(request),
        },
      );
      if (!succeeded(answer) || !answer.IA_Allow_No)
        throw new Error(`ECPay B2CInvoice/Allowance: ${answer.RtnCode} ${answer.RtnMsg}`);
      return { allowanceNo: answer.IA_Allow_No, issuedAt: taipeiTime(answer.IA_Date) };
    },

    async voidAllowance(_ctx, request) {
      const answer = await call<{ RtnCode: number; RtnMsg: string }>('/B2CInvoice/AllowanceInvalid', {
        InvoiceNo: request.invoiceNo,
        AllowanceNo: request.allowanceNo,
        Reason: request.reason.slice(0, 20),
      });
      if (succeeded(answer)) return { voidedAt: new Date() };
      // Refused: an earlier attempt may have voided it; ECPay's void record says so.
      const voided = await call<{ RtnCode: number }>('/B2CInvoice/GetAllowanceInvalid', {
        InvoiceNo: request.invoiceNo,
        AllowanceNo: request.allowanceNo,
      });
      if (succeeded(voided)) return { voidedAt: new Date() };
      throw new Error(`ECPay B2CInvoice/AllowanceInvalid: ${answer.RtnCode} ${answer.RtnMsg}`);
    },
  };
}
