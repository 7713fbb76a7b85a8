// `npm run operator -- create|list|disable …`: the shop's staff accounts (see README "Operators").
// Works on the database the shop uses: DATABASE_URL (PostgreSQL) or the PGlite under DATA_DIR.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale, root } from './build-state.mjs';

const entry = path.join(root, 'apps/server/dist/operator.js');
if (buildIsStale() || !existsSync(entry)) {
  // Build output goes to stderr: stdout stays the command's own answer.
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', process.stderr, 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(entry).href);
