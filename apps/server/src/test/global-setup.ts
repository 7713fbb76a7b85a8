import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/client.ts';
import { MIGRATIONS_FOLDER, runMigrations } from '../db/migrate.ts';
import { databaseUrl, testAdminUrl, testDatabaseKind } from './test-database.ts';

/**
 * One migrated template per test run; each test file then gets a fresh copy of it
 * (build-test-app.ts). A new PGlite costs ~2 s of initdb plus the migrations, loading a
 * dumped template ~0.4 s (STACK.md).
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (testDatabaseKind() === 'postgres') return setupPostgres(project);
  project.provide('testDatabase', { kind: 'pglite', templatePath: await pgliteTemplate() });
  return undefined;
}

/** Names the migrations and the PGlite version, so a cached template is reused only while both are unchanged. */
async function templateFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  // The package does not export its package.json; its entry file sits in dist/.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  for (const file of (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(await readFile(full));
  }
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<string> {
  const templatePath = path.join(os.tmpdir(), `wellfit-pglite-template-${await templateFingerprint()}.tar.gz`);
  if (existsSync(templatePath)) return templatePath;
  const database = await createDatabase(
    { databaseUrl: undefined, databasePoolMax: 1, pgliteDir: '' },
    { inMemory: true },
  );
  if (database.kind !== 'pglite') throw new Error('expected PGlite');
  await runMigrations(database);
  const dump = await database.pglite.dumpDataDir('gzip');
  await database.close();
  // Written aside and renamed, so a concurrent run never loads a half-written template.
  const partial = `${templatePath}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, templatePath);
  return templatePath;
}

async function setupPostgres(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = testAdminUrl();
  // Unique per run: engineers share one PostgreSQL server and may run suites at the same time.
  const templateName = `wellfit_template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${templateName}"`);
  const database = await createDatabase({
    databaseUrl: databaseUrl(adminUrl, templateName),
    databasePoolMax: 1,
    pgliteDir: '',
  });
  await runMigrations(database);
  await database.close();
  project.provide('testDatabase', { kind: 'postgres', adminUrl, templateName });
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`);
    await admin.end();
  };
}
