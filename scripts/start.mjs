// `npm start`: build what is stale, then run the whole shop (API + server-rendered web app) in this process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale, root } from './build-state.mjs';

if (buildIsStale()) {
  console.info('Building WellFit (first start or sources changed)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
