#!/usr/bin/env node
// Backs up the shop's PostgreSQL database and restores it (docs/deployment.md, "Backups").
//
//   node scripts/db-backup.mjs backup  <file.dump>                 DATABASE_URL: the shop's database
//   node scripts/db-backup.mjs restore <file.dump> <target-url>   into an EMPTY database
//
// A backup is pg_dump's custom format (compressed, one consistent snapshot while the shop keeps
// running; restorable table by table with pg_restore). It is written beside the file and renamed
// only once pg_dump succeeded, so a failed run never leaves a half backup under the real name.
// A restore refuses a target that already has tables: restoring over a live shop would mix two
// states; create a fresh database, restore into it, check it, then point DATABASE_URL at it.
// pg_dump and pg_restore come with Debian's postgresql-client of the server's major version.
import { spawnSync } from 'node:child_process';
import { renameSync, rmSync, statSync } from 'node:fs';
import pg from 'pg';

function fail(message) {
  console.error(message);
  process.exit(1);
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error) fail(`${command} could not run: ${result.error.message}`);
  return result.status === 0;
}

async function tableCount(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as tables from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0].tables;
  } finally {
    await client.end();
  }
}

const [action, file, target] = process.argv.slice(2);
if (action === 'backup' && file) {
  const source = process.env.DATABASE_URL;
  if (!source) fail('DATABASE_URL must name the database to back up.');
  const partial = `${file}.partial`;
  // --no-owner / --no-privileges: the dump restores under whichever role runs the restore.
  if (!run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, source])) {
    rmSync(partial, { force: true });
    fail('pg_dump failed; no backup was written.');
  }
  renameSync(partial, file);
  console.info(`backup written: ${file} (${statSync(file).size} bytes)`);
} else if (action === 'restore' && file && target) {
  if ((await tableCount(target)) > 0) fail('the target database has tables already; restore into an empty database.');
  // --exit-on-error: a dump that does not restore whole is reported, not half applied silently.
  if (!run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target}`, file]))
    fail('pg_restore failed; drop the target database and try again.');
  console.info(`restored ${file} into the target database (${await tableCount(target)} tables)`);
} else {
  fail('usage: db-backup.mjs backup <file.dump> | restore <file.dump> <target-database-url>');
}
