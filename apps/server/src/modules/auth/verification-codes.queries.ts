import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { verificationCodes } from './auth.tables.ts';

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];
export type CodeChannel = (typeof verificationCodes.$inferSelect)['channel'];

/**
 * Serialises code sends for one key (an account or an IP) across every server process until
 * the transaction ends, so two concurrent sends cannot both pass the resend and hourly checks.
 */
export async function lockCodeSends(db: Database, keys: readonly string[]): Promise<void> {
  const locks = keys.map((key) => sql`pg_advisory_xact_lock(hashtext(${`verification-code:${key}`}))`);
  await db.execute(sql`select ${sql.join(locks, sql`, `)}`);
}

export interface NewCode {
  target: string;
  channel: CodeChannel;
  purpose: CodePurpose;
  codeHash: string;
  validitySeconds: number;
  userId: number | undefined;
  ipAddress: string;
}

export interface CodeSendLimits {
  resendSeconds: number;
  targetHourlyLimit: number;
  ipHourlyLimit: number;
}

export type CodeSendOutcome = { sent: true } | { sent: false; secondsSinceLast: number | undefined };

/**
 * In one statement: checks the resend wait and both hourly caps, and when they allow it stores
 * the new code and retires the target's earlier codes of the same purpose (only the newest
 * works). Run it after lockCodeSends, in the same transaction: the lock makes the check and
 * the insert atomic across processes, and a statement started after the lock sees every
 * earlier send. Counts stop at the cap, so a busy IP costs no more than its cap to check.
 */
export async function insertCodeWithinLimits(
  db: Database,
  code: NewCode,
  limits: CodeSendLimits,
): Promise<CodeSendOutcome> {
  const hourAgo = sql`now() - interval '1 hour'`;
  // Both drivers answer raw SQL with `{ rows }`; the shared Drizzle type does not say so.
  const result = (await db.execute(sql`
    with history as (
      select
        (select extract(epoch from now() - max(created_at))::float8
           from ${verificationCodes} where target = ${code.target}) as seconds_since_last,
        (select count(*)::int from (select 1 from ${verificationCodes}
           where target = ${code.target} and created_at > ${hourAgo}
           limit ${limits.targetHourlyLimit}) as capped) as target_codes,
        (select count(*)::int from (select 1 from ${verificationCodes}
           where ip_address = ${code.ipAddress} and created_at > ${hourAgo}
           limit ${limits.ipHourlyLimit}) as capped) as ip_codes
    ),
    allowed as (
      select 1 from history
      where (seconds_since_last is null or seconds_since_last >= ${limits.resendSeconds})
        and target_codes < ${limits.targetHourlyLimit}
        and ip_codes < ${limits.ipHourlyLimit}
    ),
    retired as (
      update ${verificationCodes} set consumed_at = now()
      where target = ${code.target} and purpose = ${code.purpose} and consumed_at is null
        and exists (select 1 from allowed)
    ),
    inserted as (
      insert into ${verificationCodes} (target, channel, purpose, code_hash, expires_at, user_id, ip_address)
      select ${code.target}, ${code.channel}, ${code.purpose}, ${code.codeHash},
             now() + make_interval(secs => ${code.validitySeconds}), ${code.userId ?? null}::bigint, ${code.ipAddress}
      from allowed
      returning id
    )
    select history.seconds_since_last, exists (select 1 from inserted) as sent from history`)) as unknown as {
    rows: { seconds_since_last: number | string | null; sent: boolean }[];
  };
  const [row] = result.rows;
  if (row?.sent === true) return { sent: true };
  const since = row?.seconds_since_last;
  return { sent: false, secondsSinceLast: since === null || since === undefined ? undefined : Number(since) };
}

/**
 * One try at the target's live code, in one statement: the try is counted, and when the hash
 * matches (and, for a member's code, the member) the code is used up and the optional grant
 * attached. Counting in the same row update keeps the limit exact under concurrent guesses.
 * Answers whether it matched; no live code (none, expired, used, out of tries) is a miss.
 */
export async function tryCode(
  db: Database,
  input: {
    target: string;
    purpose: CodePurpose;
    codeHash: string;
    userId: number | undefined;
    maxAttempts: number;
    grant?: { grantHash: string; grantSeconds: number };
  },
): Promise<boolean> {
  const live = db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, input.target),
        eq(verificationCodes.purpose, input.purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  const matches = sql`(${verificationCodes.codeHash} = ${input.codeHash}${
    input.userId === undefined ? sql`` : sql` and ${verificationCodes.userId} = ${input.userId}`
  })`;
  const [row] = await db
    .update(verificationCodes)
    .set({
      attempts: sql`${verificationCodes.attempts} + 1`,
      consumedAt: sql`case when ${matches} then now() end`,
      ...(input.grant
        ? {
            grantHash: sql`case when ${matches} then ${input.grant.grantHash} end`,
            grantExpiresAt: sql`case when ${matches} then now() + make_interval(secs => ${input.grant.grantSeconds}) end`,
          }
        : {}),
    })
    .where(
      and(
        eq(verificationCodes.id, sql`(${live})`),
        lt(verificationCodes.attempts, input.maxAttempts),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .returning({ matched: sql<boolean>`${verificationCodes.consumedAt} is not null` });
  return row?.matched === true;
}

/** Uses up a live grant for this target and purpose; answers false when there is none (unknown, used or expired). */
export async function consumeGrant(
  db: Database,
  grant: { grantHash: string; target?: string; purpose: CodePurpose; userId?: number },
): Promise<{ target: string } | undefined> {
  const [row] = await db
    .update(verificationCodes)
    .set({ grantHash: null })
    .where(
      and(
        eq(verificationCodes.grantHash, grant.grantHash),
        eq(verificationCodes.purpose, grant.purpose),
        gt(verificationCodes.grantExpiresAt, sql`now()`),
        grant.target === undefined ? undefined : eq(verificationCodes.target, grant.target),
        grant.userId === undefined ? undefined : eq(verificationCodes.userId, grant.userId),
      ),
    )
    .returning({ target: verificationCodes.target });
  return row;
}

/** Whether a grant is live, without using it (step 2 of a contact change sends a code before binding). */
export async function hasLiveGrant(
  db: Database,
  grant: { grantHash: string; purpose: CodePurpose; userId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.grantHash, grant.grantHash),
        eq(verificationCodes.purpose, grant.purpose),
        eq(verificationCodes.userId, grant.userId),
        gt(verificationCodes.grantExpiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row !== undefined;
}
