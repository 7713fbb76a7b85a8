import { describe, expect, it } from 'vitest';
import { DETAIL_ADDRESS_MAX_LENGTH, displayMobile, formatAddressLine } from './address';
import { addAddressBody, updateAddressBody } from './address-input';

const address = {
  firstName: '小明',
  lastName: '王',
  mobile: '0912345678',
  city: '臺北市',
  region: '大安區',
  detailAddress: '復興南路一段 219 號 8 樓',
};

function firstIssue(body: unknown) {
  const result = addAddressBody.safeParse(body);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  return { path: issue?.path.join('.'), message: issue?.message };
}

describe('addAddressBody', () => {
  it('answers the address with the ZIP of its county and district, the mobile without its 0, and 886', () => {
    expect(addAddressBody.parse(address)).toEqual({
      ...address,
      mobile: '912345678',
      countryCode: '886',
      zipCode: '106',
      isDefault: false,
    });
  });

  it('normalises 台 to 臺 in county and district', () => {
    const parsed = addAddressBody.parse({ ...address, city: '台東縣', region: '台東市' });
    expect(parsed).toMatchObject({ city: '臺東縣', region: '臺東市', zipCode: '950' });
  });

  it('requires every field', () => {
    for (const field of ['firstName', 'lastName', 'mobile', 'city', 'region', 'detailAddress'] as const) {
      expect(firstIssue({ ...address, [field]: '  ' })).toEqual({ path: field, message: 'warning_required' });
      const { [field]: _left, ...without } = address;
      expect(firstIssue(without)).toEqual({ path: field, message: 'warning_required' });
    }
  });

  it('refuses a bad or masked recipient mobile with the recipient message', () => {
    for (const mobile of ['0812345678', '09123', '0912***678'])
      expect(firstIssue({ ...address, mobile })).toEqual({
        path: 'mobile',
        message: 'warning_invalid_recipient_mobile',
      });
  });

  it('refuses a county that does not exist and a district of another county', () => {
    expect(firstIssue({ ...address, city: '臺北縣' })).toEqual({ path: 'city', message: 'warning_invalid_city' });
    expect(firstIssue({ ...address, region: '板橋區' })).toEqual({
      path: 'region',
      message: 'warning_invalid_district',
    });
  });

  it("checks a ZIP code the client sends against the district's", () => {
    expect(addAddressBody.parse({ ...address, zipCode: '106' }).zipCode).toBe('106');
    expect(firstIssue({ ...address, zipCode: '100' })).toEqual({
      path: 'zipCode',
      message: 'warning_zip_code_mismatch',
    });
  });

  it('bounds the street part and the names', () => {
    expect(
      addAddressBody.safeParse({ ...address, detailAddress: '路'.repeat(DETAIL_ADDRESS_MAX_LENGTH) }).success,
    ).toBe(true);
    expect(firstIssue({ ...address, detailAddress: '路'.repeat(DETAIL_ADDRESS_MAX_LENGTH + 1) })?.path).toBe(
      'detailAddress',
    );
    expect(firstIssue({ ...address, firstName: 'A'.repeat(21) })?.path).toBe('firstName');
  });
});

describe('updateAddressBody', () => {
  it('needs the id of the address besides its fields', () => {
    expect(updateAddressBody.safeParse(address).success).toBe(false);
    expect(updateAddressBody.parse({ ...address, id: 7 })).toMatchObject({ id: 7, zipCode: '106' });
  });
});

describe('address display', () => {
  it('writes the mobile with its 0 and the address on one line', () => {
    expect(displayMobile('912345678')).toBe('0912345678');
    expect(formatAddressLine({ zipCode: '106', city: '臺北市', region: '大安區', detailAddress: '復興南路' })).toBe(
      '106 臺北市大安區復興南路',
    );
  });
});
