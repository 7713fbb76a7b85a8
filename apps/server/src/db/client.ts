import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;

/** The Drizzle API both drivers share; a transaction is one too, so queries accept either. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

interface DatabaseHandleBase {
  db: Database;
  /** Answers true when the database runs `SELECT 1`; never throws. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** The driver underneath is exposed for what Drizzle does not cover (dumping a PGlite template, a job queue's SQL). */
export type DatabaseHandle =
  | (DatabaseHandleBase & { kind: 'pglite'; pglite: PGlite })
  | (DatabaseHandleBase & { kind: 'postgres'; pool: pg.Pool });

export interface CreateDatabaseOptions {
  /** PGlite only: keep the database in memory instead of under config.pgliteDir. */
  inMemory?: boolean;
  /** PGlite only: start from a dumped data directory (a migrated test template, STACK.md). */
  loadDataDir?: Blob;
}

export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'databasePoolMax' | 'pgliteDir'>,
  options: CreateDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return connectPostgres(config.databaseUrl, config.databasePoolMax);
  return openPglite(options.inMemory ? undefined : config.pgliteDir, options.loadDataDir);
}

/**
 * Planner costs for storage where a random read costs about what a sequential one does (SSD,
 * PGlite's files in the page cache): with the default 4 the planner reads every product row
 * instead of the search index for a common one-character keyword (86 ms instead of 6 ms at
 * scale 100). Set per session so it needs no rights on the database itself.
 */
const SESSION_SETTINGS = { random_page_cost: '1.1' } as const;

async function connectPostgres(connectionString: string, max: number): Promise<DatabaseHandle> {
  const options = Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString, max, options });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Database;
  return { kind: 'postgres', pool, ...commonHandle(db, () => pool.end()) };
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // Durability: PGlite's `relaxedDurability` stays off (its default) and every commit is
  // synchronous: the database lives in this process, so a commit not yet written when the
  // process dies is lost (docs/decisions/cart-add-durability.md).
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  // PGlite is one session for the life of the process.
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) await client.exec(`set ${name} = ${value}`);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return { kind: 'pglite', pglite: client, ...commonHandle(db, () => client.close()) };
}

function commonHandle(db: Database, close: () => Promise<void>): DatabaseHandleBase {
  let closed: Promise<void> | undefined;
  return {
    db,
    async ping() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    close() {
      closed ??= close();
      return closed;
    },
  };
}
