import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from './accounts.tables.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'uuid' | 'createdAt'>>;

const userColumns = Object.entries(getTableColumns(users));

/**
 * A users row as raw SQL or to_jsonb answers it (snake_case names, driver or JSON values),
 * typed like a Drizzle select: for statements Drizzle's builder cannot express, such as the
 * code login's function (auth/code-login.queries.ts).
 */
export function userFromRawRow(raw: Record<string, unknown>): UserRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of userColumns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as UserRow;
}

export async function findUserById(db: Database, userId: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

export async function findUserStatus(db: Database, userId: number): Promise<UserRow['status'] | undefined> {
  const [user] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.status;
}

export async function findUserByPhone(db: Database, countryCode: string, phone: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.countryCode, countryCode), eq(users.phone, phone)))
    .limit(1);
  return user;
}

/** Addresses are stored lower-cased (accounts.tables.ts). */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function findUserIdByInviteCode(db: Database, inviteCode: string): Promise<number | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.inviteCode, inviteCode)).limit(1);
  return user?.id;
}

/** Inserts the member unless the mobile or e-mail is taken meanwhile; answers undefined then. */
export async function insertUserUnlessTaken(db: Database, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(db: Database, userId: number, changes: UserChanges): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
