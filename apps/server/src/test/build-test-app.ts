import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { buildTestConfig, type Config } from '../config.ts';
import { createServiceContext, type ServiceContext } from '../context.ts';
import { createDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { databaseUrl } from './test-database.ts';

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A fresh, migrated database: a PGlite loaded from the run's template, or a new PostgreSQL
 * database copied from the run's template database (dropped again by close()).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const setup = inject('testDatabase');
  if (setup.kind === 'pglite') {
    pgliteTemplate ??= readFile(setup.templatePath).then((bytes) => new Blob([bytes]));
    return createDatabase(
      { databaseUrl: undefined, databasePoolMax: 1, pgliteDir: '' },
      { inMemory: true, loadDataDir: await pgliteTemplate },
    );
  }
  const name = `wellfit_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: setup.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${setup.templateName}"`);
  } finally {
    await admin.end();
  }
  const database = await createDatabase({
    databaseUrl: databaseUrl(setup.adminUrl, name),
    databasePoolMax: 4,
    pgliteDir: '',
  });
  const close = database.close;
  return {
    ...database,
    async close() {
      await close();
      const dropper = new pg.Client({ connectionString: setup.adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
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
  /** Extra routes for tests, added before the app is ready. */
  register?: (app: FastifyInstance) => void | Promise<void>;
}

/** The real app on a fresh database; call close() in afterAll. */
export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = buildTestConfig(options.config);
  const app = await buildApp({ config, database });
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
