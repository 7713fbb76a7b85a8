import { and, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oauthStates, passwordFailures, userSessions, verificationCodes } from './auth.tables.ts';

/**
 * How long a row outlives its use. The longest look-back of any auth rule is one hour (the
 * hourly caps on codes per account and IP, wrong passwords per IP count these rows); a day
 * leaves a wide margin and keeps yesterday's rows for an operator looking into abuse.
 */
const KEPT_AFTER_USE = sql`now() - interval '1 day'`;

export interface PurgedAuthRecords {
  verificationCodes: number;
  sessions: number;
  passwordFailures: number;
  oauthStates: number;
}

/** Deletes sign-in records no rule needs any more; answers how many of each went. */
export async function deleteExpiredAuthRecords(db: Database): Promise<PurgedAuthRecords> {
  const codes = await db
    .delete(verificationCodes)
    .where(
      and(
        lt(verificationCodes.createdAt, KEPT_AFTER_USE),
        lt(verificationCodes.expiresAt, sql`now()`),
        // A verified reset code stays usable as a grant until grant_expires_at.
        or(isNull(verificationCodes.grantExpiresAt), lt(verificationCodes.grantExpiresAt, sql`now()`)),
      ),
    )
    .returning({ id: verificationCodes.id });
  // An expired or revoked session answers 401 like an unknown token, so its row serves nothing.
  const sessions = await db
    .delete(userSessions)
    .where(or(lt(userSessions.expiresAt, sql`now()`), lt(userSessions.revokedAt, sql`now()`)))
    .returning({ id: userSessions.id });
  const failures = await db
    .delete(passwordFailures)
    .where(lt(passwordFailures.createdAt, KEPT_AFTER_USE))
    .returning({ id: passwordFailures.id });
  const states = await db
    .delete(oauthStates)
    .where(lt(oauthStates.expiresAt, KEPT_AFTER_USE))
    .returning({ id: oauthStates.id });
  return {
    verificationCodes: codes.length,
    sessions: sessions.length,
    passwordFailures: failures.length,
    oauthStates: states.length,
  };
}
