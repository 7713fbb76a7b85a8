import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { MIGRATION_LOCK_KEY } from './advisory-locks.ts';
import type { DatabaseHandle, Schema } from './client.ts';

/**
 * Beside this file in the source tree; build.mjs copies it next to dist/server.js, where the
 * bundled copy of this line then points.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies pending migrations with the driver's own migrator (PGlite's runs one statement per query). */
export async function runMigrations(database: DatabaseHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    // Several nodes starting at once would each apply the same migration; the lock lets one
    // through at a time (docs/deployment.md). Held on a connection of its own, outside the pool
    // (which may hold a single connection), for the whole run.
    const lockHolder = new pg.Client(database.pool.options);
    await lockHolder.connect();
    try {
      await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrateNodePostgres(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
    } finally {
      await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      await lockHolder.end().catch(() => undefined);
    }
  }
}
