import { sql, type SQL } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { TestApp } from './build-test-app.ts';

/**
 * Writes as a writer whose triggers do not fire, so no process is notified: the way a test sees
 * what a process answers from a heard cache (db/heard-cache.ts) rather than from the database.
 */
export async function writeUnheard(t: TestApp, statement: SQL): Promise<void> {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

/**
 * Runs `statement` while this process's listening connection is lost: its notification on
 * `channel` is lost for good. Answers true once the connection is back and listens on `channel`
 * again. PGlite lives in this process: there is no connection to lose, so on PGlite it checks
 * that the channel is still heard, writes nothing and answers false.
 */
export async function writeWhileDeaf(t: TestApp, channel: string, statement: SQL): Promise<boolean> {
  const listener = t.app.databaseListener;
  if (t.database.kind === 'pglite') {
    expect(listener.hears(channel)).toBe(true);
    return false;
  }
  await t.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN %'`,
  );
  await vi.waitFor(() => expect(listener.hears(channel)).toBe(false), { timeout: 10_000, interval: 5 });
  await t.db.execute(statement);
  await vi.waitFor(() => expect(listener.hears(channel)).toBe(true), { timeout: 10_000, interval: 5 });
  return true;
}
