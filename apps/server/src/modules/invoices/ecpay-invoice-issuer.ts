import { INVOICE_TYPE } from '@wellfit/contracts/invoice';
import { ecpayDecrypt, ecpayEncrypt } from '../../ecpay-crypto.ts';
import { invoicePeriodOf, type InvoiceIssuer, type InvoiceToIssue } from './invoice-issuer.ts';

/*
 * ECPay's B2C e-invoice Issue API (B2CInvoice/Issue, revision 3.0.0), as its published SDK
 * example (ECPay/SDK_PHP example/Invoice/B2C/Issue.php) sends it: {MerchantID, RqHeader:
 * {Timestamp, Revision}, Data} with Data the AES-128-CBC envelope of the URL-encoded JSON.
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
      return { ...contact, CustomerName: invoice.buyer.name, Print: '0', Donation: '0', CarrierType: '3', CarrierNum: invoice.carrierCode ?? '' };
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
      return { ...contact, CustomerName: invoice.buyer.name, Print: '0', Donation: '1', LoveCode: invoice.donationCode ?? '', CarrierType: '', CarrierNum: '' };
    default:
      // The member's own e-invoice: ECPay's member carrier (type 1), reached by the e-mail or phone.
      return { ...contact, CustomerName: invoice.buyer.name, Print: '0', Donation: '0', CarrierType: '1', CarrierNum: '' };
  }
}

export function ecpayInvoiceIssuer(merchant: EcpayInvoiceMerchant): InvoiceIssuer {
  const keys = { hashKey: merchant.hashKey, hashIv: merchant.hashIv };
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
      if (answer.TransCode !== 1 || !answer.Data) throw new Error(`ECPay B2CInvoice/Issue: ${answer.TransMsg ?? 'no data'}`);
      const result = ecpayDecrypt<{ RtnCode: number; RtnMsg: string; InvoiceNo?: string; InvoiceDate?: string; RandomNumber?: string }>(
        answer.Data,
        keys,
      );
      if (result.RtnCode !== 1 || !result.InvoiceNo) throw new Error(`ECPay B2CInvoice/Issue: ${result.RtnCode} ${result.RtnMsg}`);
      // InvoiceDate is Taiwan time, "yyyy-MM-dd HH:mm:ss".
      const issuedAt = result.InvoiceDate ? new Date(`${result.InvoiceDate.replace(' ', 'T')}+08:00`) : new Date();
      return {
        invoiceNo: result.InvoiceNo,
        randomNumber: result.RandomNumber ?? '',
        period: invoicePeriodOf(Number.isNaN(issuedAt.getTime()) ? new Date() : issuedAt),
        issuedAt: Number.isNaN(issuedAt.getTime()) ? new Date() : issuedAt,
      };
    },
  };
}
