import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// Two projects: pure rules (fast, parallel) and server integration tests on a real database.
// Every project fails a test that calls console.error unexpectedly (scripts/vitest-console-guard.ts).
// Server files run one at a time per process: each PGlite instance takes ~0.7 GB and the
// machine has 2 cores (DEVELOPERS.md).
const CONSOLE_GUARD = fileURLToPath(new URL('./scripts/vitest-console-guard.ts', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)) } },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: [CONSOLE_GUARD],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            'apps/server/src/**/*.crash.test.ts',
            'apps/server/src/**/*.nodes.test.ts',
          ],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 2,
          fileParallelism: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          setupFiles: [CONSOLE_GUARD],
        },
      },
      {
        // Crash tests kill the built server (`npm run build` first), so `npm test` runs them after
        // the build, on PGlite and PostgreSQL (TEST_DB), one file at a time.
        test: {
          name: 'crash',
          include: ['apps/server/src/**/*.crash.test.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          setupFiles: [CONSOLE_GUARD],
        },
      },
      {
        // Several app nodes on one PostgreSQL behind HAProxy (issue 40): PostgreSQL only, since
        // PGlite is one process by rule; `npm test` runs it after the server tests.
        test: {
          name: 'nodes',
          include: ['apps/server/src/**/*.nodes.test.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          setupFiles: [CONSOLE_GUARD],
        },
      },
    ],
  },
});
