import { sql, type SQL } from 'drizzle-orm';
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
