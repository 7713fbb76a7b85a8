import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Browser tests that run a server of their own on PostgreSQL (CI has it; so does this machine kind). */
function adminUrl(): string {
  return process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
}

export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `This browser test needs PostgreSQL and could not connect to ${url} (${reason}). ` +
        'Start it (pg_ctlcluster 15 main start) or point TEST_DATABASE_URL at a server where this user may create databases.',
    );
  }
  return client;
}

/** A new, empty database for one test server; drop() removes it, even while the server is connected. */
export async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = await connect(adminUrl());
  const name = `wellfit_e2e_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await admin.end().catch(() => undefined);
    },
  };
}
