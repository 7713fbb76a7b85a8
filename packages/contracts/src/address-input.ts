import { z } from 'zod';
import { DETAIL_ADDRESS_MAX_LENGTH, RECIPIENT_NAME_MAX_LENGTH } from './address';
import { COUNTRY_CODE } from './constants';
import { findCounty, normalisePlaceName, zipCodeOf } from './taiwan-places';
import { countryCodeSchema, recipientMobileSchema } from './validation';

/*
 * What a client sends to add or change an address (address.ts has the answers). The server and
 * the address form parse with these schemas, so both refuse the same input with the same key.
 * Every field is required (SPEC §5 "Fields marked * are required"); the purchaser's province
 * is not part of a recipient.
 */

const required = { error: 'warning_required', abort: true } as const;

/**
 * A missing value (or one of another type) is warning_required; other checks keep zod's own
 * message, so a length names its limit (validation_too_long on the server).
 */
function string() {
  return z.string({ error: (issue) => (issue.code === 'invalid_type' ? 'warning_required' : undefined) });
}

function requiredText(maxLength: number) {
  return string().trim().min(1, required).max(maxLength);
}

/**
 * §5 recipient mobile. A number shown masked (0912***678) is valid for an account's own mobile,
 * but a parcel cannot be delivered to one, so an address needs every digit.
 */
export const addressMobileSchema = recipientMobileSchema.refine((mobile) => !mobile.includes('*'), {
  error: 'warning_invalid_recipient_mobile',
});

/** The longest county and district names have 4 characters (那瑪夏區, 太麻里鄉). */
const placeName = requiredText(16).transform(normalisePlaceName);

export const addressFields = z.object({
  firstName: requiredText(RECIPIENT_NAME_MAX_LENGTH),
  lastName: requiredText(RECIPIENT_NAME_MAX_LENGTH),
  /** Only +886 is offered (§5); may be left out. */
  countryCode: countryCodeSchema.optional(),
  mobile: addressMobileSchema,
  /** County or city (縣市); 台 is read as 臺. */
  city: placeName,
  /** District (鄉鎮市區) of that city. */
  region: placeName,
  /** Optional: the server decides it from city and region; one sent must be theirs. */
  zipCode: z.string().trim().max(3).optional(),
  detailAddress: requiredText(DETAIL_ADDRESS_MAX_LENGTH),
  /** true makes this the default address; the first address is the default anyway. */
  isDefault: z.boolean().optional(),
});

/** City and region must be a real pair; the answer carries that pair's ZIP code and 886. */
function withPlace<Shape extends z.infer<typeof addressFields>>(value: Shape, context: z.RefinementCtx) {
  if (!findCounty(value.city)) {
    context.addIssue({ code: 'custom', path: ['city'], message: 'warning_invalid_city' });
    return z.NEVER;
  }
  const zipCode = zipCodeOf(value.city, value.region);
  if (!zipCode) {
    context.addIssue({ code: 'custom', path: ['region'], message: 'warning_invalid_district' });
    return z.NEVER;
  }
  if (value.zipCode && value.zipCode !== zipCode) {
    context.addIssue({ code: 'custom', path: ['zipCode'], message: 'warning_zip_code_mismatch' });
    return z.NEVER;
  }
  return { ...value, countryCode: COUNTRY_CODE, zipCode, isDefault: value.isDefault ?? false };
}

/** POST add. */
export const addAddressBody = addressFields.transform(withPlace);
export type AddAddressBody = z.input<typeof addAddressBody>;
export type CheckedAddress = z.output<typeof addAddressBody>;

/** POST update: the address's id and all its fields (the whole address is replaced). */
export const updateAddressBody = addressFields
  .extend({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
  .transform(withPlace);
export type UpdateAddressBody = z.input<typeof updateAddressBody>;
export type CheckedAddressUpdate = z.output<typeof updateAddressBody>;
