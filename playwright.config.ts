import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium.mjs';
import { OAUTH_MOCK_ISSUER } from './e2e/accounts-oauth-mock.setup';

/**
 * Browser tests against the built server (`npm run build`), as shoppers reach it: one Fastify
 * process serving the API and the server-rendered web app. A second server runs with
 * MAINTENANCE_MODE=true for the maintenance spec. Each run gets fresh data directories.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const maintenancePort = Number(process.env.E2E_MAINTENANCE_PORT ?? port + 1);
// Workers load this file again; the run id set by the main process keeps them on its directories.
process.env.E2E_RUN_ID ??= String(Date.now());
const dataDir = (name: string) => path.join('data', `e2e-${process.env.E2E_RUN_ID}`, name);

function server(serverPort: number, env: Record<string, string>) {
  return {
    command: 'node apps/server/dist/server.js',
    url: `http://127.0.0.1:${serverPort}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(serverPort),
      // Canonical links and the sitemap name this address, whatever Host a request carries.
      PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
  };
}

/**
 * The accounts specs (issue 3): one-time codes are read from the developer outbox (the servers
 * run with NODE_ENV=production, where it is off unless asked for), every external provider is
 * the local OAuth mock (e2e/accounts-oauth-mock.setup.ts) returning to this server, and the
 * hourly code caps are raised because every test signs in from 127.0.0.1.
 */
const ACCOUNTS_ENV = (serverPort: number) => ({
  DEV_OUTBOX: 'true',
  OAUTH_GOOGLE_ISSUER: OAUTH_MOCK_ISSUER,
  OAUTH_APPLE_ISSUER: OAUTH_MOCK_ISSUER,
  OAUTH_FACEBOOK_ISSUER: OAUTH_MOCK_ISSUER,
  OAUTH_REDIRECT_BASE: `http://127.0.0.1:${serverPort}`,
  AUTH_CODE_HOURLY_LIMIT_PER_IP: '10000',
  AUTH_CODE_HOURLY_LIMIT_PER_ACCOUNT: '1000',
});

export const MAINTENANCE_BASE_URL = `http://127.0.0.1:${maintenancePort}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalSetup: ['./e2e/global-setup.ts', './e2e/accounts-oauth-mock.setup.ts'],
  // Two browsers and the shop share 2 cores. On a machine whose page faults cost ~15 µs (15 times
  // the usual; 1 GB first touched in 3.5–4.3 s) a login flow that takes 9 s alone took 31 s beside
  // the axe walks, a password reset 66 s, and a login dialog 10 s to appear. The limits catch a
  // hang, not slowness: bench/ measures speed.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } }],
  webServer: [
    server(port, { DATA_DIR: dataDir('shop'), ...ACCOUNTS_ENV(port) }),
    // The maintenance screen needs no demo data; skipping the seed keeps the second start quick.
    server(maintenancePort, { DATA_DIR: dataDir('maintenance'), MAINTENANCE_MODE: 'true', SEED_ON_START: 'false' }),
  ],
});
