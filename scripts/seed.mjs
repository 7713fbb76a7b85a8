// `npm run seed -- --scale N`: fill the configured database with demo data (see README).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale, root } from './build-state.mjs';

if (buildIsStale()) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(path.join(root, 'apps/server/dist/seed.js')).href);
