import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { loadConfig } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { DEMO_ACCOUNTS, describeDemoAccounts } from './demo-accounts.ts';
import { refreshDemoFlashSales } from './demo-flash-sales.ts';
import { memberCount } from './member-count.ts';

/** Whether the database is one the demo seed made: its first demo account is there. */
async function isDemoDatabase(db: Database): Promise<boolean> {
  const email = DEMO_ACCOUNTS[0]!.email;
  const rows = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, email))
    .limit(1);
  return rows.length > 0;
}

export interface SeedIfEmptyOptions {
  log: Pick<Logger, 'info'>;
  /** DATA_DIR; defaults to the configured one. */
  dataDir?: string;
  /** The start instant (tests pass their own). */
  now?: number;
}

/**
 * Server start (SEED_ON_START): seeds the scale-1 demo set when the database has no members,
 * and answers the demo accounts text either way, for the console. The seed itself (faker's
 * locales, the picture and clip writers) is imported only then: kept in every server process,
 * it was about 30 MB of memory that a seeded shop never uses. A demo database seeded on an
 * earlier start gets its running and coming flash sales moved around this start
 * (docs/decisions/demo-flash-sales.md).
 */
export async function seedIfEmpty(database: DatabaseHandle, options: SeedIfEmptyOptions): Promise<string> {
  if ((await memberCount(database.db)) === 0) {
    const { DatabaseNotEmptyError, seedDemoData } = await import('./seed.ts');
    options.log.info('empty database: seeding the demo data');
    try {
      const summary = await seedDemoData(database, { dataDir: options.dataDir ?? loadConfig().dataDir });
      options.log.info(
        { rows: summary.totalRows, pictures: summary.images.written, elapsedMs: summary.elapsedMs },
        'demo data seeded',
      );
    } catch (error) {
      // Another process seeded it between our check and our lock: that is the outcome we wanted.
      if (!(error instanceof DatabaseNotEmptyError)) throw error;
    }
  } else if (await isDemoDatabase(database.db)) {
    const moved = await refreshDemoFlashSales(database.db, options.now ?? Date.now());
    options.log.info({ moved }, 'demo flash sales moved to this start');
  }
  return describeDemoAccounts();
}
