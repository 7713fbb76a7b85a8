import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userSessions } from './auth.tables.ts';

export type NewSession = typeof userSessions.$inferInsert;

export async function insertSession(db: Database, session: NewSession): Promise<{ id: number; expiresAt: Date }> {
  const [row] = await db
    .insert(userSessions)
    .values(session)
    .returning({ id: userSessions.id, expiresAt: userSessions.expiresAt });
  if (!row) throw new Error('insert into user_sessions returned no row');
  return row;
}

/** A session that is neither revoked nor expired. */
export async function findLiveSession(db: Database, tokenHash: string) {
  const [session] = await db
    .select({ id: userSessions.id, userId: userSessions.userId, expiresAt: userSessions.expiresAt })
    .from(userSessions)
    .where(
      and(
        eq(userSessions.tokenHash, tokenHash),
        isNull(userSessions.revokedAt),
        gt(userSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return session;
}

/** Ends a session; answers whether it was still live, so two refreshes of one token cannot both win. */
export async function revokeSession(db: Database, sessionId: number): Promise<boolean> {
  const revoked = await db
    .update(userSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)))
    .returning({ id: userSessions.id });
  return revoked.length > 0;
}

export async function revokeSessionByTokenHash(db: Database, tokenHash: string): Promise<void> {
  await db
    .update(userSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(userSessions.tokenHash, tokenHash), isNull(userSessions.revokedAt)));
}
