import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../accounts/accounts.tables.ts';
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

/**
 * A login's session, with the member's last login stamped in the same statement: one round
 * trip instead of two on every login (bench/auth.mjs).
 */
export async function insertLoginSession(db: Database, session: NewSession): Promise<{ id: number; expiresAt: Date }> {
  const stamped = db.$with('stamped').as(
    db
      .update(users)
      .set({ lastLoginAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, session.userId))
      .returning({ id: users.id }),
  );
  const [row] = await db
    .with(stamped)
    .insert(userSessions)
    .values(session)
    .returning({ id: userSessions.id, expiresAt: userSessions.expiresAt });
  if (!row) throw new Error('insert into user_sessions returned no row');
  return row;
}

/**
 * A session that is neither revoked nor expired, of an active account. The account's status is
 * joined in rather than asked of the accounts module: this runs on every authenticated call,
 * and one round trip instead of two keeps the token check within its 1 ms budget (bench/auth.mjs).
 */
function liveSessionQuery(db: Database) {
  return db
    .select({ id: userSessions.id, userId: userSessions.userId, expiresAt: userSessions.expiresAt })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(userSessions.revokedAt),
        gt(userSessions.expiresAt, sql`now()`),
        eq(users.status, 'active'),
      ),
    )
    .limit(1)
    .prepare('find_live_session');
}

// Every authenticated request runs this lookup: it is built once per database (bench/auth.mjs
// measures the token check against a budget of 1 ms).
const liveSessionQueries = new WeakMap<Database, ReturnType<typeof liveSessionQuery>>();

export async function findLiveSession(db: Database, tokenHash: string) {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = liveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  const [session] = await query.execute({ tokenHash });
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

/** Ends every live session of the member except one (the caller's, when changing the password while signed in). */
export async function revokeUserSessions(db: Database, userId: number, exceptSessionId?: number): Promise<void> {
  await db
    .update(userSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(userSessions.id, exceptSessionId),
      ),
    );
}
