import { describe, expect, it } from 'vitest';
import { INVOICE_TYPE, invoiceDataSchema, isDonationCode, isMobileBarcode, isTaxId } from './invoice';

describe('isTaxId (Ministry of Finance check since 2023)', () => {
  it('accepts numbers whose weighted digit sum is divisible by 10, as before 2023', () => {
    // Products 0,8,5,18,5,4,20,7 → digit sums 0+8+5+9+5+4+2+7 = 40.
    expect(isTaxId('04595257')).toBe(true);
    expect(isTaxId('22099131')).toBe(true);
  });

  it('accepts numbers valid only under the 2023 rule (sum divisible by 5, not 10)', () => {
    expect(isTaxId('12345671')).toBe(true); // 1+4+3+8+5+(1+2)+(2+4)+1 = 35
    expect(isTaxId('00000005')).toBe(true); // 5
  });

  it('takes the seventh digit 7 as 10 or 1', () => {
    // 7 × 4 = 28 → 2 + 8 = 10, and the first digit adds 4: 14 fails, 14 + 1 = 15 passes.
    expect(isTaxId('40000070')).toBe(true);
    // 16: neither 16 nor 17 is divisible by 5.
    expect(isTaxId('40000072')).toBe(false);
  });

  it('refuses other sums, other lengths and other characters', () => {
    expect(isTaxId('04595258')).toBe(false);
    expect(isTaxId('1234567')).toBe(false);
    expect(isTaxId('123456789')).toBe(false);
    expect(isTaxId('1234567a')).toBe(false);
    expect(isTaxId('')).toBe(false);
  });
});

describe('isMobileBarcode', () => {
  it('is a slash and 7 of 0-9 A-Z . + -, in any case', () => {
    expect(isMobileBarcode('/ABC1234')).toBe(true);
    expect(isMobileBarcode('/a.b+c-1')).toBe(true);
    expect(isMobileBarcode('ABC12345')).toBe(false);
    expect(isMobileBarcode('/ABC123')).toBe(false);
    expect(isMobileBarcode('/ABC12345')).toBe(false);
    expect(isMobileBarcode('/ABC_123')).toBe(false);
  });
});

describe('isDonationCode', () => {
  it('is 3 to 7 digits', () => {
    expect(isDonationCode('919')).toBe(true);
    expect(isDonationCode('8888888')).toBe(true);
    expect(isDonationCode('91')).toBe(false);
    expect(isDonationCode('88888888')).toBe(false);
    expect(isDonationCode('9l9')).toBe(false);
  });
});

describe('invoiceDataSchema', () => {
  it('takes each type with what it needs, normalising the barcode', () => {
    expect(invoiceDataSchema.parse({ invoiceType: INVOICE_TYPE.member })).toEqual({ invoiceType: 1 });
    expect(invoiceDataSchema.parse({ invoiceType: 2, invoiceCode: ' /abc1234 ' })).toEqual({
      invoiceType: 2,
      invoiceCode: '/ABC1234',
    });
    expect(
      invoiceDataSchema.parse({ invoiceType: 3, invoiceTitle: ' 好健康股份有限公司 ', invoiceCode: '04595257' }),
    ).toEqual({
      invoiceType: 3,
      invoiceTitle: '好健康股份有限公司',
      invoiceCode: '04595257',
    });
    expect(invoiceDataSchema.parse({ invoiceType: 4, invoiceCode: '919' })).toEqual({
      invoiceType: 4,
      invoiceCode: '919',
    });
  });

  it('answers the catalogue key of what is wrong', () => {
    const firstMessage = (value: unknown) => invoiceDataSchema.safeParse(value).error?.issues[0]?.message;
    expect(firstMessage({ invoiceType: 3, invoiceTitle: 'WellFit', invoiceCode: '04595258' })).toBe(
      'warning_invalid_tax_id',
    );
    expect(firstMessage({ invoiceType: 3, invoiceCode: '04595257' })).toBe('warning_required');
    expect(firstMessage({ invoiceType: 2, invoiceCode: 'ABC1234' })).toBe('warning_invalid_mobile_barcode');
    expect(firstMessage({ invoiceType: 4, invoiceCode: '12' })).toBe('warning_invalid_donation_code');
    expect(firstMessage({ invoiceType: 9 })).toBe('warning_invalid_invoice_type');
  });
});
