import { describe, expect, it } from 'vitest';
import { INVOICE_TYPE } from '@wellfit/contracts/invoice';
import { selectionFromSearch } from './checkout-selection';
import { emptyOrderForm, orderFormSchema } from './order-form';

const form = (patch: Partial<ReturnType<typeof emptyOrderForm>>) => ({ ...emptyOrderForm(), agreed: true, ...patch });
const messages = (value: unknown) => {
  const result = orderFormSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('the checkout form', () => {
  it('sends no purchaser for "same as recipient" and the member e-invoice by default', () => {
    expect(orderFormSchema.parse(form({}))).toEqual({
      invoiceData: { invoiceType: INVOICE_TYPE.member },
      agreeTerms: true,
    });
  });

  it('refuses an order without the agreement, with the catalogue key', () => {
    expect(messages(form({ agreed: false }))).toEqual(['agreed:warning_terms_not_agreed']);
  });

  it('checks a company tax ID by the 2023 rule and a mobile barcode by its pattern', () => {
    const company = (invoiceCode: string) =>
      form({ invoice: { invoiceType: INVOICE_TYPE.company, invoiceTitle: '健身科技股份有限公司', invoiceCode } });
    expect(messages(company('12345678'))).toEqual(['invoice.invoiceCode:warning_invalid_tax_id']);
    expect(messages(company('04595257'))).toEqual([]);
    expect(messages(form({ invoice: { invoiceType: INVOICE_TYPE.mobileCarrier, invoiceCode: 'ABC1234' } }))).toEqual([
      'invoice.invoiceCode:warning_invalid_mobile_barcode',
    ]);
    expect(
      orderFormSchema.parse(form({ invoice: { invoiceType: INVOICE_TYPE.mobileCarrier, invoiceCode: '/abc.12+' } }))
        .invoiceData,
    ).toEqual({ invoiceType: INVOICE_TYPE.mobileCarrier, invoiceCode: '/ABC.12+' });
  });

  it('asks the purchaser fields only when the purchaser is someone else', () => {
    const other = form({ purchaserSameAsRecipient: false, purchaser: { name: '', phone: '123', email: 'x' } });
    expect(messages(other)).toEqual([
      'purchaser.name:warning_required',
      'purchaser.phone:warning_invalid_purchaser_mobile',
      'purchaser.email:warning_invalid_email',
    ]);
    const valid = orderFormSchema.parse(
      form({ purchaserSameAsRecipient: false, purchaser: { name: '林怡君', phone: '0912345678', email: 'a@b.tw' } }),
    );
    expect(valid.purchaserData).toMatchObject({ name: '林怡君', phone: '912345678', email: 'a@b.tw' });
  });
});

describe('what a checkout address asks to buy', () => {
  const search = (query: string) => new URLSearchParams(query);
  it('reads cart lines, Buy now and a flash sale', () => {
    expect(selectionFromSearch(search('type=2&cartIds=3,5'), false)).toEqual({ type: 2, cartIds: [3, 5] });
    expect(selectionFromSearch(search('productId=1&productSkuId=2&quantity=3'), false)).toEqual({
      type: 1,
      productId: 1,
      productSkuId: 2,
      quantity: 3,
    });
    expect(selectionFromSearch(search('productId=1&productSkuId=2&seckillProductId=9&quantity=1'), true)).toEqual({
      type: 4,
      productId: 1,
      productSkuId: 2,
      seckillProductId: 9,
      quantity: 1,
    });
  });
  it('answers null for an address that names nothing valid', () => {
    expect(selectionFromSearch(search(''), false)).toBeNull();
    expect(selectionFromSearch(search('cartIds=a,b'), false)).toBeNull();
    expect(selectionFromSearch(search('productId=1&productSkuId=2&quantity=0'), false)).toBeNull();
    expect(selectionFromSearch(search('productId=1&productSkuId=2'), true)).toBeNull();
  });
});
