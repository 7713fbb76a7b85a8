import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordFailures } from './auth.tables.ts';

export async function recordPasswordFailure(db: Database, account: string, ipAddress: string): Promise<void> {
  await db.insert(passwordFailures).values({ account, ipAddress });
}

export async function countRecentPasswordFailures(
  db: Database,
  account: string,
  windowSeconds: number,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(passwordFailures)
    .where(
      and(
        eq(passwordFailures.account, account),
        gt(passwordFailures.createdAt, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    );
  return row?.count ?? 0;
}

export async function clearPasswordFailures(db: Database, account: string): Promise<void> {
  await db.delete(passwordFailures).where(eq(passwordFailures.account, account));
}
