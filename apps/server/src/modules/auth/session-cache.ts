import type { Database } from '../../db/client.ts';
import { heardCachesPerDatabase } from '../../db/heard-cache.ts';
import type { DatabaseListener } from '../../db/listener.ts';

/** A live session as the token check answers it (auth.queries.ts findLiveSession). */
export interface LiveSession {
  id: number;
  userId: number;
  expiresAt: Date;
}

/** The channel migration 0013's triggers notify: payload a user id, or empty for everyone. */
export const SESSION_CHANGES_CHANNEL = 'user_sessions';

/**
 * Live sessions by token hash, kept by each process while it hears every change that can end
 * one (docs/decisions/session-cache.md): the token check is one of two statements of the
 * hottest member calls. A revoked or re-dated session, or an account whose status changed,
 * drops the member's entries; each entry also ends with its session.
 */
const sessionCaches = heardCachesPerDatabase<LiveSession>({
  channel: SESSION_CHANGES_CHANNEL,
  memberOf: (session) => session.userId,
  // Enough for every member active in a busy hour.
  maxEntries: 100_000,
  maxAgeMs: 60_000,
  endsAt: (session) => session.expiresAt.getTime(),
});

/** Caches the live sessions checked on `db`, told of changes by `listener`; answers the function that stops it. */
export function startSessionCache(db: Database, listener: DatabaseListener): () => void {
  return sessionCaches.start(db, listener);
}

/** The live session of a token hash, from this process's cache when it holds one, else by `load`. */
export function findCachedSession(
  db: Database,
  tokenHash: string,
  load: () => Promise<LiveSession | undefined>,
): Promise<LiveSession | undefined> {
  const cache = sessionCaches.get(db);
  return cache ? cache.get(tokenHash, load) : load();
}

/**
 * Drops what this process cached of a session or a member, after the write that ended it
 * committed: the next call in this process sees the change at once, where the notification
 * that tells every process may still be on its way.
 */
export function forgetCachedSession(db: Database, tokenHash: string): void {
  sessionCaches.get(db)?.forgetKey(tokenHash);
}

export function forgetCachedMemberSessions(db: Database, userId: number): void {
  sessionCaches.get(db)?.forgetMember(userId);
}
