import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { buildTestConfig, type Config } from '../config.ts';
import { createServiceContext, type ServiceContext } from '../context.ts';
import { createDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { databaseUrl } from './test-database.ts';

let pgliteTemplate: Promise<Blob> | undefined;

/** A new PostgreSQL database copied from the run's template; drop() removes it. */
async function copyPostgresTemplate(setup: { adminUrl: string; templateName: string }) {
  const name = `wellfit_test_${randomBytes(6).toString('hex')}`;
  const withAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: setup.adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await withAdmin(`CREATE DATABASE "${name}" TEMPLATE "${setup.templateName}"`);
  return {
    url: databaseUrl(setup.adminUrl, name),
    drop: () => withAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

function pgliteTemplateBlob(templatePath: string): Promise<Blob> {
  pgliteTemplate ??= readFile(templatePath).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

/**
 * A fresh, migrated database: a PGlite loaded from the run's template, or a new PostgreSQL
 * database copied from the run's template database (dropped again by close()).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const setup = inject('testDatabase');
  if (setup.kind === 'pglite') {
    return createDatabase(
      { databaseUrl: undefined, databasePoolMax: 1, pgliteDir: '' },
      { inMemory: true, loadDataDir: await pgliteTemplateBlob(setup.templatePath) },
    );
  }
  const copy = await copyPostgresTemplate(setup);
  const database = await createDatabase({ databaseUrl: copy.url, databasePoolMax: 4, pgliteDir: '' });
  const close = database.close;
  return {
    ...database,
    async close() {
      await close();
      await copy.drop();
    },
  };
}

/**
 * A migrated database for a server started as its own process (`DATA_DIR`/`DATABASE_URL` in
 * `env`): PGlite files under `dataDir`, or a PostgreSQL database. `database` is open for
 * fixtures; close it before the server opens PGlite's files. drop() removes a PostgreSQL one.
 */
export async function createServerDatabase(dataDir: string) {
  const setup = inject('testDatabase');
  if (setup.kind === 'pglite') {
    const database = await createDatabase(
      { databaseUrl: undefined, databasePoolMax: 1, pgliteDir: path.join(dataDir, 'pglite') },
      { loadDataDir: await pgliteTemplateBlob(setup.templatePath) },
    );
    return { database, env: { DATA_DIR: dataDir } as Record<string, string>, drop: async () => {} };
  }
  const copy = await copyPostgresTemplate(setup);
  const database = await createDatabase({ databaseUrl: copy.url, databasePoolMax: 2, pgliteDir: '' });
  return { database, env: { DATA_DIR: dataDir, DATABASE_URL: copy.url } as Record<string, string>, drop: copy.drop };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  db: Database;
  config: Config;
  /** A service context on this app's database (for factories and services called directly). */
  ctx(overrides?: Partial<Omit<ServiceContext, 'db'>>): ServiceContext;
  /** Closes the app and, unless it was handed in, drops the database. */
  close(): Promise<void>;
}

export interface BuildTestAppOptions {
  config?: Partial<Config>;
  /** Share another TestApp's database (e.g. a second app with a different config); it is not closed here. */
  database?: DatabaseHandle;
  /** A logger to write to (tests that read the log); otherwise the config's. */
  logger?: FastifyBaseLogger;
  /** Extra routes for tests, added before the app is ready. */
  register?: (app: FastifyInstance) => void | Promise<void>;
}

/** The real app on a fresh database; call close() in afterAll. */
export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = buildTestConfig(options.config);
  const app = await buildApp({ config, database, ...(options.logger ? { logger: options.logger } : {}) });
  await options.register?.(app);
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    ctx: (overrides) => createServiceContext(database.db, overrides),
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
