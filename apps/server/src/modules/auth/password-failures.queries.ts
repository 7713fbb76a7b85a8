import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordFailures } from './auth.tables.ts';

export async function recordPasswordFailure(db: Database, account: string, ipAddress: string): Promise<void> {
  await db.insert(passwordFailures).values({ account, ipAddress });
}

/**
 * Recent wrong passwords of the account (within accountWindowSeconds), of the account from this
 * IP (same window), and from the IP whatever the account (within ipWindowSeconds), in one round
 * trip. The IP's count stops at ipLimit, so a busy address costs no more than its cap to check.
 */
export async function countRecentPasswordFailures(
  db: Database,
  input: { account: string; accountWindowSeconds: number; ipAddress: string; ipWindowSeconds: number; ipLimit: number },
): Promise<{ account: number; accountFromIp: number; ip: number }> {
  const since = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;
  // Both drivers answer raw SQL with `{ rows }`; the shared Drizzle type does not say so.
  const result = (await db.execute(sql`
    select
      (select count(*)::int from ${passwordFailures}
        where account = ${input.account} and created_at > ${since(input.accountWindowSeconds)}) as account,
      (select count(*)::int from ${passwordFailures}
        where account = ${input.account} and ip_address = ${input.ipAddress}
          and created_at > ${since(input.accountWindowSeconds)}) as "accountFromIp",
      (select count(*)::int from (select 1 from ${passwordFailures}
        where ip_address = ${input.ipAddress} and created_at > ${since(input.ipWindowSeconds)}
        limit ${input.ipLimit}) as capped) as ip`)) as unknown as {
    rows: { account: number; accountFromIp: number; ip: number }[];
  };
  const [row] = result.rows;
  return { account: row?.account ?? 0, accountFromIp: row?.accountFromIp ?? 0, ip: row?.ip ?? 0 };
}

export async function clearPasswordFailures(db: Database, account: string): Promise<void> {
  await db.delete(passwordFailures).where(eq(passwordFailures.account, account));
}
