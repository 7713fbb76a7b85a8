import type { Logger } from 'pino';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { describeDemoAccounts } from './demo-accounts.ts';
import { memberCount } from './member-count.ts';

export interface SeedIfEmptyOptions {
  log: Pick<Logger, 'info'>;
  /** DATA_DIR; defaults to the configured one. */
  dataDir?: string;
}

/**
 * Server start (SEED_ON_START): seeds the scale-1 demo set when the database has no members,
 * and answers the demo accounts text either way, for the console. The seed itself (faker's
 * locales, the picture and clip writers) is imported only then: kept in every server process,
 * it was about 30 MB of memory that a seeded shop never uses.
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
  }
  return describeDemoAccounts();
}
