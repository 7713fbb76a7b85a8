import { DEFAULT_LOCALE, type Locale } from '@wellfit/contracts/locale';
import type { Database } from './db/client.ts';
import { rememberTransactionRoot } from './db/run-script.ts';

/**
 * What every service function takes first (STYLE.md rule 3, Vendure's RequestContext).
 * `db` is the database or, inside `withTransaction`, the open transaction, so queries called
 * with ctx join it without being told.
 */
export interface ServiceContext {
  db: Database;
  locale: Locale;
  requestId: string;
}

/** A member proven by a live session token (plugins/auth.ts). */
export interface Member {
  userId: number;
  sessionId: number;
  sessionExpiresAt: Date;
}

/** The context of an HTTP request: the §7 headers plus the member behind the token, looked up on first use. */
export interface RequestContext extends ServiceContext {
  deviceId: string | undefined;
  platform: string | undefined;
  ipAddress: string;
  userAgent: string | undefined;
  /** The session token sent in the token header; undefined for none or `notoken`. Never logged. */
  token: string | undefined;
  /** The member behind the token, or null; looked up once per request. */
  member(): Promise<Member | null>;
  /** The member, or AppError unauthorized (401). */
  requireMember(): Promise<Member>;
}

/** A context outside any request: the seed, scripts and tests. */
export function createServiceContext(
  db: Database,
  overrides: Partial<Omit<ServiceContext, 'db'>> = {},
): ServiceContext {
  return { db, locale: DEFAULT_LOCALE, requestId: 'internal', ...overrides };
}

export async function withTransaction<C extends ServiceContext, T>(ctx: C, work: (ctx: C) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => {
    const db = tx as unknown as Database;
    rememberTransactionRoot(db, ctx.db);
    return work({ ...ctx, db });
  });
}
