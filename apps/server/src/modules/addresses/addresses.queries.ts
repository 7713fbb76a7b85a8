import { and, desc, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared-per-database.ts';
import { userAddresses } from './addresses.tables.ts';
import { ADVISORY_LOCK_CLASS } from '../../db/advisory-locks.ts';

/*
 * The address book's reads and writes. A deleted address keeps its row (deletedAt) for the
 * orders that name it; every read here sees live addresses only, of the member asked about.
 */

export type AddressRow = typeof userAddresses.$inferSelect;

/** The fields of an address a member writes (the rest are the book's own). */
export type AddressFields = Pick<
  AddressRow,
  'firstName' | 'lastName' | 'countryCode' | 'mobile' | 'city' | 'region' | 'zipCode' | 'detailAddress'
>;

/** The member's live addresses; `userId` may be a prepared statement's placeholder. */
const live = (userId: number | Placeholder) => and(eq(userAddresses.userId, userId), isNull(userAddresses.deletedAt));

/**
 * Serialises one member's address changes until the transaction ends, so the book's limit and
 * its single default hold under simultaneous calls. Other members never wait.
 */
export async function lockMemberAddresses(db: Database, userId: number): Promise<void> {
  // Two-key form like the cart's lock: the first key names the address book, the second the member.
  await db.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_CLASS.addressBook}::int, ${userId}::int)`);
}

/** The default first, then the newest first (id breaks ties within one clock tick). */
export function listLiveAddresses(db: Database, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(userAddresses)
    .where(live(userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.createdAt), desc(userAddresses.id));
}

export async function countLiveAddresses(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(userAddresses)
    .where(live(userId));
  return row?.count ?? 0;
}

export async function findLiveAddress(db: Database, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await liveAddressQuery(db, null).execute({ userId, id });
  return row;
}
// Every generateOrder reads the recipient's address: built and planned once.
const liveAddressQuery = preparedPerDatabase((db: Database) =>
  db
    .select()
    .from(userAddresses)
    .where(and(live(sql.placeholder('userId')), eq(userAddresses.id, sql.placeholder('id'))))
    .limit(1)
    .prepare('addresses_find_live'),
);

export async function insertAddress(
  db: Database,
  userId: number,
  fields: AddressFields,
  isDefault: boolean,
): Promise<AddressRow> {
  const [row] = await db
    .insert(userAddresses)
    .values({ ...fields, userId, isDefault })
    .returning();
  return row!;
}

export async function updateAddressFields(
  db: Database,
  userId: number,
  id: number,
  fields: AddressFields,
): Promise<AddressRow> {
  const [row] = await db
    .update(userAddresses)
    .set(fields)
    .where(and(live(userId), eq(userAddresses.id, id)))
    .returning();
  return row!;
}

/** Makes `id` the member's only default (both writes in the caller's transaction). */
export async function makeDefault(db: Database, userId: number, id: number): Promise<void> {
  await db
    .update(userAddresses)
    .set({ isDefault: false })
    .where(and(live(userId), eq(userAddresses.isDefault, true)));
  await db
    .update(userAddresses)
    .set({ isDefault: true })
    .where(and(live(userId), eq(userAddresses.id, id)));
}

export async function softDeleteAddress(db: Database, userId: number, id: number): Promise<void> {
  await db
    .update(userAddresses)
    .set({ deletedAt: new Date(), isDefault: false })
    .where(and(live(userId), eq(userAddresses.id, id)));
}

/** The most recently added live address, or undefined for an empty book. */
export async function newestLiveAddressId(db: Database, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(live(userId))
    .orderBy(desc(userAddresses.createdAt), desc(userAddresses.id))
    .limit(1);
  return row?.id;
}
