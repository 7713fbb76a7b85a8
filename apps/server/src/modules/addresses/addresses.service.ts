import { ADDRESS_BOOK_MAX, type MemberAddress } from '@wellfit/contracts/address';
import type { CheckedAddress, CheckedAddressUpdate } from '@wellfit/contracts/address-input';
import { withTransaction, type ServiceContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import {
  countLiveAddresses,
  findLiveAddress,
  insertAddress,
  listLiveAddresses,
  lockMemberAddresses,
  makeDefault,
  newestLiveAddressId,
  softDeleteAddress,
  updateAddressFields,
  type AddressFields,
  type AddressRow,
} from './addresses.queries.ts';

/*
 * The member's address book (docs/decisions/address-book.md). Rules: at most ADDRESS_BOOK_MAX
 * live addresses; a non-empty book has exactly one default (the first address, or the one
 * chosen; deleting it passes the role to the newest remaining one); another member's or a
 * deleted address is not found (404), never "forbidden", so ids reveal nothing. Each change
 * runs in one transaction under the member's lock, so simultaneous calls keep these rules.
 * County, district and ZIP were checked and normalised by the contract (address-input.ts).
 */

function toAnswer(row: AddressRow): MemberAddress {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    countryCode: row.countryCode,
    mobile: row.mobile,
    city: row.city,
    region: row.region,
    zipCode: row.zipCode,
    detailAddress: row.detailAddress,
    isDefault: row.isDefault,
  };
}

function fieldsOf(address: CheckedAddress): AddressFields {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    countryCode: address.countryCode,
    mobile: address.mobile,
    city: address.city,
    region: address.region,
    zipCode: address.zipCode,
    detailAddress: address.detailAddress,
  };
}

async function requireLiveAddress(ctx: ServiceContext, userId: number, id: number): Promise<AddressRow> {
  const row = await findLiveAddress(ctx.db, userId, id);
  if (!row) throw new AppError('address_not_found', 404);
  return row;
}

export async function listAddresses(ctx: ServiceContext, userId: number): Promise<MemberAddress[]> {
  return (await listLiveAddresses(ctx.db, userId)).map(toAnswer);
}

/**
 * One live address of the member, for checkout (§7 generateOrder memberReceiveAddressId), which
 * copies it into the order; address_not_found (404) otherwise.
 */
export async function findMemberAddress(ctx: ServiceContext, userId: number, id: number): Promise<MemberAddress> {
  return toAnswer(await requireLiveAddress(ctx, userId, id));
}

export function addAddress(ctx: ServiceContext, userId: number, address: CheckedAddress): Promise<MemberAddress> {
  return withTransaction(ctx, async (tx) => {
    await lockMemberAddresses(tx.db, userId);
    const count = await countLiveAddresses(tx.db, userId);
    if (count >= ADDRESS_BOOK_MAX) throw new AppError('warning_address_book_full', 400, { max: ADDRESS_BOOK_MAX });
    const isDefault = count === 0 || address.isDefault;
    const row = await insertAddress(tx.db, userId, fieldsOf(address), false);
    if (isDefault) await makeDefault(tx.db, userId, row.id);
    return toAnswer({ ...row, isDefault });
  });
}

/** Replaces the address's fields; `isDefault: true` also makes it the default (false never unsets one). */
export function updateAddress(
  ctx: ServiceContext,
  userId: number,
  address: CheckedAddressUpdate,
): Promise<MemberAddress> {
  return withTransaction(ctx, async (tx) => {
    await lockMemberAddresses(tx.db, userId);
    const before = await requireLiveAddress(tx, userId, address.id);
    const row = await updateAddressFields(tx.db, userId, address.id, fieldsOf(address));
    const isDefault = before.isDefault || address.isDefault;
    if (isDefault && !before.isDefault) await makeDefault(tx.db, userId, address.id);
    return toAnswer({ ...row, isDefault });
  });
}

/** Makes the address the default and answers the book as it now is. */
export function setDefaultAddress(ctx: ServiceContext, userId: number, id: number): Promise<MemberAddress[]> {
  return withTransaction(ctx, async (tx) => {
    await lockMemberAddresses(tx.db, userId);
    await requireLiveAddress(tx, userId, id);
    await makeDefault(tx.db, userId, id);
    return listAddresses(tx, userId);
  });
}

/**
 * Deletes the address (its row stays for the orders that name it) and answers the book as it
 * now is; when it was the default, the newest remaining address becomes the default.
 */
export function deleteAddress(ctx: ServiceContext, userId: number, id: number): Promise<MemberAddress[]> {
  return withTransaction(ctx, async (tx) => {
    await lockMemberAddresses(tx.db, userId);
    const row = await requireLiveAddress(tx, userId, id);
    await softDeleteAddress(tx.db, userId, id);
    if (row.isDefault) {
      const successor = await newestLiveAddressId(tx.db, userId);
      if (successor !== undefined) await makeDefault(tx.db, userId, successor);
    }
    return listAddresses(tx, userId);
  });
}
