import { z } from 'zod';

/*
 * The member's address book (SPEC §3 Recipient: first name, last name, mobile, region, ZIP code,
 * address), from which checkout picks `memberReceiveAddressId` (§7 generateOrder). SPEC names no
 * call for it; the paths and limits are ours (docs/decisions/address-book.md). What a client
 * sends is checked by address-input.ts, which carries Taiwan's places; this file carries none,
 * so a page that only lists addresses does not load them.
 */

export const ADDRESS_PATHS = {
  list: '/api/web/member/address/list',
  add: '/api/web/member/address/add',
  update: '/api/web/member/address/update',
  delete: '/api/web/member/address/delete',
  setDefault: '/api/web/member/address/setDefault',
} as const;

/** Addresses one member may keep; an add past it answers warning_address_book_full. */
export const ADDRESS_BOOK_MAX = 20;
/** First and last name each: room for a long romanised name, small enough for a shipping label. */
export const RECIPIENT_NAME_MAX_LENGTH = 20;
/**
 * The street part after county and district. ECPay's home delivery takes a receiver address of at
 * most 60 characters; county and district take up to 7 (臺東縣太麻里鄉), so 50 always fits.
 */
export const DETAIL_ADDRESS_MAX_LENGTH = 50;

const ID_MAX = Number.MAX_SAFE_INTEGER;
const idSchema = z.number().int().positive().max(ID_MAX);

/** One entry of the address book as the server answers it; county and district in their 臺 form. */
export const memberAddressSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** Always 886 (§5). */
  countryCode: z.string(),
  /** Without its leading 0 (§5), as stored. */
  mobile: z.string(),
  /** County or city (縣市), e.g. 臺北市. */
  city: z.string(),
  /** District (鄉鎮市區), e.g. 大安區. */
  region: z.string(),
  /** The 3-digit ZIP code of city and region, decided by the server. */
  zipCode: z.string(),
  detailAddress: z.string(),
  isDefault: z.boolean(),
});
export type MemberAddress = z.infer<typeof memberAddressSchema>;

/** The default address first, then the newest first. */
export const addressListAnswer = z.array(memberAddressSchema);
export const addressAnswer = memberAddressSchema;

export const addressIdQuery = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });
export const addressIdBody = z.object({ id: idSchema });
export type AddressIdBody = z.infer<typeof addressIdBody>;

/** How a recipient's mobile is written for people: with the leading 0 §5 removes before sending. */
export function displayMobile(mobile: string): string {
  return mobile.startsWith('0') ? mobile : `0${mobile}`;
}

/** One line for a label or a list: 106 臺北市大安區復興南路一段 219 號. */
export function formatAddressLine(address: Pick<MemberAddress, 'zipCode' | 'city' | 'region' | 'detailAddress'>) {
  return `${address.zipCode} ${address.city}${address.region}${address.detailAddress}`;
}
