import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Text files a browser downloads: scripts (the route manifest too), styles, SVG pictures, data. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this an encoded answer saves less than a packet; @fastify/compress's own threshold is 1 KB too. */
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function encodings(plain: Buffer): Promise<Array<{ suffix: string; bytes: Buffer }>> {
  const [br, gz] = await Promise.all([
    brotli(plain, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gzip(plain, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return [
    { suffix: '.br', bytes: br },
    { suffix: '.gz', bytes: gz },
  ];
}

/**
 * Writes each text file of the browser build beside itself brotli'd at the highest quality and
 * gzipped at the highest level (`x.js.br`, `x.js.gz`); the server sends those as they are, by
 * the browser's accept-encoding (`preCompressed` in apps/server/src/web/web-app.plugin.ts). A file
 * is then compressed once per build instead of once per answer, and smaller than a per-answer
 * level could afford (docs/decisions/precompressed-assets.md). It runs when the whole build has
 * ended, because React Router writes the route manifest after the browser bundle. An encoding
 * that does not make a file smaller is not written.
 */
export async function precompressAssets(clientDirectory: string): Promise<void> {
  const entries = await readdir(clientDirectory, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const plain = await readFile(file);
      if (plain.length < MIN_BYTES) return;
      for (const { suffix, bytes } of await encodings(plain)) {
        if (bytes.length < plain.length) await writeFile(file + suffix, bytes);
      }
    }),
  );
}
