import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, DatabaseHandle } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { describeDemoAccounts } from './demo-accounts.ts';

export async function memberCount(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(schema.users);
  return row?.count ?? 0;
}

/**
 * Server start (SEED_ON_START): the demo accounts text, after seeding an empty database. The
 * seed itself (faker's locales, the picture and clip writers) is loaded only then: kept in
 * every server process, it was about 30 MB of memory that a seeded shop never uses.
 */
export async function seedOnStart(database: DatabaseHandle, options: { log: Pick<Logger, 'info'>; dataDir: string }) {
  if ((await memberCount(database.db)) > 0) return describeDemoAccounts();
  const { seedIfEmpty } = await import('./seed.ts');
  return seedIfEmpty(database, options);
}
