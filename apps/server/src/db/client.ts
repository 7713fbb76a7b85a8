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

/**
 * How long a pooled connection may sit unused before it is closed (node-postgres's default is
 * 10 s). A connection costs PostgreSQL a few MB while idle but much more when opened: each named
 * statement is planned afresh on it (five custom plans, then a generic one; 10–20 ms each while
 * the shop is busy). With 10 s, traffic that rose and fell within a minute made the pool close
 * connections and open them again in the next burst, and that planning stalled answers by up
 * to hundreds of milliseconds (docs/decisions/database-pool-idle-time.md).
 */
const IDLE_CONNECTION_MS = 5 * 60_000;

/** Session settings as a connection's `options` (`-c name=value` each). */
function sessionOptions(settings: Record<string, string>): string {
  return Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
}

/** Each PostgreSQL database's twin whose sessions plan generically (genericallyPlanned). */
const genericPlanTwins = new WeakMap<Database, Database>();

/**
 * Where to run a statement that PostgreSQL should plan once per connection and keep planned:
 * on PostgreSQL, a second pool of the same database whose sessions set
 * `plan_cache_mode = force_generic_plan`; elsewhere (PGlite, an open transaction) `db` itself.
 *
 * PostgreSQL plans a named statement afresh on every run with its values (a custom plan) until
 * it judges a generic plan no dearer, and a LIMIT or OFFSET parameter makes it guess a tenth of
 * the rows wanted, so a paged statement is planned on every run for ever; the product list's
 * planning then cost as much as running it. Only statements written for it may run here: their
 * constants are in the text, since a generic plan cannot prove a partial index's predicate from a
 * parameter, and a generic plan of every shape must be acceptable whatever the values
 * (docs/decisions/generic-plan-pool.md).
 */
export function genericallyPlanned(db: Database): Database {
  return genericPlanTwins.get(db) ?? db;
}

async function connectPostgres(connectionString: string, max: number): Promise<DatabaseHandle> {
  const poolOptions = { connectionString, max, idleTimeoutMillis: IDLE_CONNECTION_MS };
  const pool = new pg.Pool({ ...poolOptions, options: sessionOptions(SESSION_SETTINGS) });
  // Connections open on first use: a process that never runs such a statement opens none.
  const genericPlanPool = new pg.Pool({
    ...poolOptions,
    options: sessionOptions({ ...SESSION_SETTINGS, plan_cache_mode: 'force_generic_plan' }),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  for (const each of [pool, genericPlanPool]) each.on('error', () => {});
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Database;
  genericPlanTwins.set(db, drizzleNodePostgres({ client: genericPlanPool, schema }) as unknown as Database);
  return {
    kind: 'postgres',
    pool,
    ...commonHandle(db, async () => {
      await Promise.all([pool.end(), genericPlanPool.end()]);
    }),
  };
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
