// Bundles the server (and the seed command) into dist/ for `npm start`: our TypeScript and the
// workspace contracts are bundled; every npm package stays external so packages with native
// or wasm parts (PGlite, sharp, argon2) load from node_modules as usual.
import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');

const entryPoints = [{ in: 'src/server.ts', out: 'server' }];
// Written by the seed engineer; built once it exists.
if (existsSync(path.join(root, 'src/seed/cli.ts'))) entryPoints.push({ in: 'src/seed/cli.ts', out: 'seed' });
// `npm run storage -- migrate-to-s3` (storage/cli.ts).
entryPoints.push({ in: 'src/storage/cli.ts', out: 'storage' });

/** npm packages stay external; the @wellfit/* workspaces ship TypeScript sources and must be bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@wellfit/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

// ESM output has no require/__dirname; some dependencies still reach for them.
const banner = [
  "import { createRequire as __wellfitCreateRequire } from 'node:module';",
  "import { fileURLToPath as __wellfitFileURLToPath } from 'node:url';",
  "import { dirname as __wellfitDirname } from 'node:path';",
  'const require = __wellfitCreateRequire(import.meta.url);',
  'const __filename = __wellfitFileURLToPath(import.meta.url);',
  'const __dirname = __wellfitDirname(__filename);',
].join('\n');

await rm(dist, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints,
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Dynamic imports become chunks loaded on use: the seed and its packages stay out of a
  // running shop's memory (seed/seed-on-start.ts). Chunks sit beside the entries, so paths
  // found from import.meta.url (dist/migrations, the web build) stay the same.
  splitting: true,
  chunkNames: '[name]-[hash]',
  target: 'node20',
  sourcemap: true,
  outExtension: { '.js': '.js' },
  plugins: [externalPackages],
  banner: { js: banner },
  logLevel: 'info',
});
// db/migrate.ts finds its migrations beside the running file: dist/migrations once bundled.
await cp(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
