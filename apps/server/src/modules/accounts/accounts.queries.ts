import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from './accounts.tables.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Database, userId: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

export async function findUserStatus(db: Database, userId: number): Promise<UserRow['status'] | undefined> {
  const [user] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.status;
}
