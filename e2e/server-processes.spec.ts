import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { scratchDatabase } from './postgres';

// With WEB_CONCURRENCY, production on PostgreSQL serves from several processes (docs/decisions/web-concurrency.md):
// the first process migrates, then starts workers that share the port. This starts the built
// server that way on a database of its own and uses it as a shopper and an operator would.
const PORT = Number(process.env.E2E_PORT ?? 3199) + 2;
const BASE = `http://127.0.0.1:${PORT}`;

/** The server processes the primary started, read from /proc (no ps needed). */
function workerPids(primary: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after its closing parenthesis.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === primary;
      } catch {
        return false;
      }
    })
    .map(Number)
    .sort((a, b) => a - b);
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

test('production on PostgreSQL serves from two processes that replace each other and stop together', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const database = await scratchDatabase();
  const server = spawn(process.execPath, [path.resolve('apps/server/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      LOG_LEVEL: 'info',
      DATABASE_URL: database.url,
      APP_SECRET: 'an-e2e-secret-for-the-two-process-test',
      // A test shop on PostgreSQL: the simulator takes its payments.
      ALLOW_TEST_PAYMENTS: 'true',
      DATA_DIR: path.join('data', `e2e-${process.env.E2E_RUN_ID}`, 'workers'),
      SEED_ON_START: 'false',
      WEB_CONCURRENCY: '2',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  /** The processes that logged listening (pino's JSON lines at LOG_LEVEL=info). */
  const listening = () =>
    output
      .split('\n')
      .filter((line) => line.includes('"msg":"Server listening at'))
      .map((line) => (JSON.parse(line) as { pid: number }).pid);
  try {
    await expect
      .poll(() => server.exitCode ?? output, { timeout: 60_000 })
      .toContain(`WellFit is running at http://localhost:${PORT} (2 server processes)`);
    const firstWorkers = workerPids(server.pid!);
    expect(firstWorkers).toHaveLength(2);
    expect(listening().sort((a, b) => a - b)).toEqual(firstWorkers);

    // The migrated (still empty) shop renders, and its readiness check answers every time.
    await page.goto(`${BASE}/product-list/all`);
    await expect(page.getByTestId('product-list-empty')).toBeVisible();
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${BASE}/readyz`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));

    // A worker that dies is replaced by one that listens, and the shop answers meanwhile.
    const [killed, survivor] = firstWorkers as [number, number];
    process.kill(killed, 'SIGKILL');
    // (A kept-alive connection to the killed process is reset, as a browser would find it.)
    await expect.poll(() => fetch(`${BASE}/readyz`).then((answer) => answer.status, String)).toBe(200);
    await expect.poll(() => listening().filter((pid) => !firstWorkers.includes(pid)).length).toBe(1);
    const replacement = listening().find((pid) => !firstWorkers.includes(pid))!;
    expect(workerPids(server.pid!)).toEqual([survivor, replacement].sort((a, b) => a - b));
    await page.reload();
    await expect(page.getByTestId('product-list-empty')).toBeVisible();

    // SIGTERM closes every process gracefully: the primary exits 0 and leaves no worker behind.
    server.kill('SIGTERM');
    expect(await exited(server)).toBe(0);
    for (const pid of [survivor, replacement]) expect(() => process.kill(pid, 0)).toThrow();
    expect(output).toContain('"reason":"asked by the primary process","msg":"shutting down"');
  } finally {
    if (server.exitCode === null) {
      server.kill('SIGKILL');
      await exited(server);
    }
    await database.drop();
  }
});
