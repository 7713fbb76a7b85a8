import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Every run starts its servers on fresh data directories (data/e2e-<run id>, ~90 MB each).
 * Runs older than an hour are removed here; younger ones may belong to a run still going.
 */
export default async function removeStaleRunData(): Promise<void> {
  const dataDirectory = path.resolve('data');
  const entries = await readdir(dataDirectory).catch(() => [] as string[]);
  const now = Date.now();
  await Promise.all(
    entries
      .map((entry) => ({ entry, startedAt: Number(/^e2e-(\d+)$/.exec(entry)?.[1]) }))
      .filter(
        ({ startedAt, entry }) =>
          Number.isFinite(startedAt) && entry !== `e2e-${process.env.E2E_RUN_ID}` && now - startedAt > STALE_AFTER_MS,
      )
      .map(({ entry }) => rm(path.join(dataDirectory, entry), { recursive: true, force: true })),
  );
}
