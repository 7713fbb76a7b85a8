import { describe, expect, it } from 'vitest';
import { checkMacValue, ecpayDecrypt, ecpayEncrypt, ecpayUrlEncode, hasValidCheckMacValue } from './ecpay-crypto.ts';

/** ECPay's public test merchant 3002607 (its documentation's example keys). */
const TEST_KEYS = { hashKey: 'pwFHCqoQZGmho4w6', hashIv: 'EkRm7iFT261dpevs' };

describe('CheckMacValue', () => {
  it("gives ECPay's published value for ECPay's own example", () => {
    const example = {
      TradeDesc: '促銷方案',
      PaymentType: 'aio',
      MerchantTradeDate: '2023/03/12 15:30:23',
      MerchantTradeNo: 'ecpay20230312153023',
      MerchantID: '3002607',
      ReturnURL: 'https://www.ecpay.com.tw/receive.php',
      ItemName: 'Apple iphone 15',
      TotalAmount: '30000',
      ChoosePayment: 'ALL',
      EncryptType: '1',
    };
    expect(checkMacValue(example, TEST_KEYS)).toBe('6C51C9E6888DE861FD62FB1DD17029FC742634498FD813DC43D4243B5685B840');
    // The field itself never takes part.
    expect(checkMacValue({ ...example, CheckMacValue: 'X' }, TEST_KEYS)).toBe(checkMacValue(example, TEST_KEYS));
  });

  it('sorts names without regard to case and encodes the PHP way, not encodeURIComponent', () => {
    expect(ecpayUrlEncode("a b~'(x)*!-_.")).toBe('a+b%7e%27(x)*!-_.');
    const mac = checkMacValue({ b: '1', A: '2' }, TEST_KEYS);
    expect(mac).toBe(checkMacValue({ A: '2', b: '1' }, TEST_KEYS));
    expect(mac).toMatch(/^[0-9A-F]{64}$/);
  });

  it('verifies a signed form and refuses a changed one', () => {
    const form = { MerchantID: '3002607', RtnCode: '1', TradeAmt: '500', MerchantTradeNo: 'WF1' };
    const signed = { ...form, CheckMacValue: checkMacValue(form, TEST_KEYS) };
    expect(hasValidCheckMacValue(signed, TEST_KEYS)).toBe(true);
    expect(hasValidCheckMacValue({ ...signed, TradeAmt: '5000' }, TEST_KEYS)).toBe(false);
    expect(hasValidCheckMacValue({ ...form, CheckMacValue: 'short' }, TEST_KEYS)).toBe(false);
  });

  it('refuses, without throwing, 64 characters that are more than 64 bytes', () => {
    const form = { MerchantID: '3002607', MerchantTradeNo: 'WF1', RtnCode: '1', TradeAmt: '100' };
    const wide = `${'é'.repeat(2)}${'A'.repeat(62)}`;
    expect(wide).toHaveLength(64);
    expect(hasValidCheckMacValue({ ...form, CheckMacValue: wide }, TEST_KEYS)).toBe(false);
  });
});

describe('the AES envelope', () => {
  it('round-trips JSON with Chinese text and is base64 of whole AES blocks', () => {
    const data = { MerchantID: '2000132', ItemName: '測試商品 A+B', Amount: 100 };
    const sealed = ecpayEncrypt(data, TEST_KEYS);
    expect(Buffer.from(sealed, 'base64').length % 16).toBe(0);
    expect(ecpayDecrypt(sealed, TEST_KEYS)).toEqual(data);
    expect(() => ecpayDecrypt(sealed, { hashKey: 'ejCk326UnaZWKisg', hashIv: 'q9jcZX8Ib9LM8wYk' })).toThrow();
  });
});
