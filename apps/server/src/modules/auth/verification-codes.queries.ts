import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { verificationCodes } from './auth.tables.ts';

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];
export type CodeChannel = (typeof verificationCodes.$inferSelect)['channel'];

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

/** A try at the target's newest live code of the purpose; each try counts, up to maxAttempts. */
export interface CodeAttempt {
  target: string;
  purpose: CodePurpose;
  codeHash: string;
  maxAttempts: number;
}

export type CodeSendOutcome = { sent: true } | { sent: false; secondsSinceLast: number | undefined };

/**
 * Stores the new code when the resend wait and both hourly caps allow it, and retires the
 * target's earlier codes of the same purpose (only the newest works). One round trip to
 * wellfit_send_verification_code (migration 0004): it takes per-IP and per-account database
 * locks before checking, so the rules hold across server processes without a transaction here.
 */
export async function insertCodeWithinLimits(
  db: Database,
  code: NewCode,
  limits: CodeSendLimits,
): Promise<CodeSendOutcome> {
  // Both drivers answer raw SQL with `{ rows }`; the shared Drizzle type does not say so.
  const result = (await db.execute(sql`
    select sent, seconds_since_last from wellfit_send_verification_code(
      ${code.target}, ${code.channel}, ${code.purpose}, ${code.codeHash}, ${code.validitySeconds}::integer,
      ${code.userId ?? null}::bigint, ${code.ipAddress}, ${limits.resendSeconds}::integer,
      ${limits.targetHourlyLimit}::integer, ${limits.ipHourlyLimit}::integer
    )`)) as unknown as {
    rows: { seconds_since_last: number | string | null; sent: boolean }[];
  };
  const [row] = result.rows;
  if (row?.sent === true) return { sent: true };
  const since = row?.seconds_since_last;
  return { sent: false, secondsSinceLast: since === null || since === undefined ? undefined : Number(since) };
}

/**
 * One try at the target's newest live code, counted; answers whether it matched (no live code
 * is a miss). wellfit_try_verification_code (migration 0005) holds the statement, so the
 * attempt limit is checked and counted in one row update, exact under concurrent guesses.
 */
export async function tryCode(
  db: Database,
  input: CodeAttempt & {
    userId: number | undefined;
    grant?: { grantHash: string; grantSeconds: number };
  },
): Promise<boolean> {
  // Both drivers answer raw SQL with `{ rows }`; the shared Drizzle type does not say so.
  const result = (await db.execute(sql`
    select wellfit_try_verification_code(
      ${input.target}, ${input.purpose}, ${input.codeHash}, ${input.userId ?? null}::bigint,
      ${input.maxAttempts}::integer, ${input.grant?.grantHash ?? null}, ${input.grant?.grantSeconds ?? null}::integer
    ) as matched`)) as unknown as { rows: { matched: boolean }[] };
  return result.rows[0]?.matched === true;
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
