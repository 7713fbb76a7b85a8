import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects: pure rules (fast, parallel) and server integration tests on a real database.
// Server files run one at a time per process: each PGlite instance takes ~0.7 GB and the
// machine has 2 cores (DEVELOPERS.md).
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)) } },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 2,
          fileParallelism: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
    ],
  },
});
