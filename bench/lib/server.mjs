// Starts the built shop as a separate process (as `npm start` runs it) and waits until it answers.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function waitFor(url, timeoutMs = 120_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const BENCH_APP_SECRET = 'wellfit-benchmark-secret-not-for-production';

/**
 * Starts `scripts/start.mjs` (build skipped when fresh) with the given environment; `nodeArgs`
 * go to node itself (--cpu-prof, which NODE_OPTIONS refuses; forked workers inherit them).
 */
export function startShop(env, { nodeArgs = [] } = {}) {
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    // APP_SECRET: production on PostgreSQL requires one; the bench's is as good as any.
    // ALLOW_TEST_PAYMENTS: the bench's shop on PostgreSQL pays through the simulator.
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      APP_SECRET: BENCH_APP_SECRET,
      ALLOW_TEST_PAYMENTS: 'true',
      ...process.env,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const startedAt = performance.now();
  return {
    child,
    startedAt,
    url: `http://127.0.0.1:${env.PORT}`,
    /** Resident memory of the server process in MB, from /proc. */
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export function report(name, rows) {
  console.info(`\n${name}`);
  console.table(rows);
}
