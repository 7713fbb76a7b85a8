// Decides whether the shop must be rebuilt: any source newer than the oldest build output.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const sources = [
  'package-lock.json',
  'packages/contracts/src',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/web/app',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/precompressed-assets.ts',
];
const outputs = ['apps/server/dist/server.js', 'apps/web/build/server/index.js'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

export function buildIsStale() {
  const built = outputs.map((file) => path.join(root, file));
  if (built.some((file) => !existsSync(file))) return true;
  const oldestOutput = Math.min(...built.map((file) => statSync(file).mtimeMs));
  return sources.some((source) => newestMtime(path.join(root, source)) > oldestOutput);
}
