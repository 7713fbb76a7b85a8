// `npm run storage -- migrate-to-s3 [--dry-run]`: the file store's commands (apps/server/src/storage/cli.ts).
// Only the server bundle is needed: it is rebuilt when missing or older than the server's sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './build-state.mjs';

const bundle = path.join(root, 'apps/server/dist/storage.js');

function newestSource(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestSource(path.join(target, entry.name)));
  }
  return newest;
}

const sources = ['apps/server/src', 'packages/contracts/src', 'package-lock.json'].map((part) => path.join(root, part));
if (!existsSync(bundle) || Math.max(...sources.map(newestSource)) > statSync(bundle).mtimeMs) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@wellfit/server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(bundle).href);
