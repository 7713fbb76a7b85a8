/// <reference lib="dom" />
// The init script below runs in the browser.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type pg from 'pg';
import { STORAGE_KEYS, STORAGE_PREFIX, STORAGE_VERSION, STORAGE_VERSION_KEY } from '@wellfit/contracts/constants';
import { test as base } from './fixtures';
import { connect, scratchDatabase } from './postgres';

/**
 * Members without a login API (it arrives with the accounts issue): a server of its own on a
 * fresh PostgreSQL database, which it migrates and seeds, and sessions written straight into
 * user_sessions the way the server's issueSession stores them. One server per worker, shared by
 * the tests of the file; every test starts its own sessions, so they do not depend on each other.
 */

const SERVER_ENTRY = path.resolve('apps/server/dist/server.js');
const SERVER_START_TIMEOUT_MS = 150_000;
const READY_POLL_MS = 200;
/** As long as the server's default session (TOKEN_TTL_SECONDS, 30 days). */
const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface MemberServer {
  baseURL: string;
  /** The server's scratch database, for tests that write what another part of the shop would. */
  databaseUrl: string;
  /** Starts a live session for the member, as a login would, and answers its token. */
  startSession(userId: number, options?: { expiresAt?: Date }): Promise<string>;
  /** Ends the session in the database, as a logout on another device would. */
  revokeSession(token: string): Promise<void>;
  /** Whether the database still holds the token as a live session (not revoked, not expired). */
  isSessionLive(token: string): Promise<boolean>;
  /** The number the cart badge stands for: the member's product lines (an add-on belongs to its product). */
  countCartProductLines(userId: number): Promise<number>;
}

/** The server keeps only sha256(token) (apps/server/src/modules/auth/auth.service.ts hashToken). */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls /readyz until the server answers; fails at once when the process exits first. */
async function waitUntilReady(child: ChildProcess, baseURL: string, output: () => string): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The member-session server exited during start:\n${output()}`);
    const ready = await fetch(`${baseURL}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  throw new Error(`The member-session server was not ready within ${SERVER_START_TIMEOUT_MS} ms:\n${output()}`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(forced);
}

async function startMemberServer(): Promise<{ server: MemberServer; stop: () => Promise<void> }> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run npm run build -w @wellfit/server (and -w @wellfit/web) first.`);
  }
  const scratch = await scratchDatabase();

  let child: ChildProcess | undefined;
  let database: pg.Client | undefined;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wellfit-e2e-member-session-'));
  const stop = async () => {
    if (child) await stopProcess(child);
    await database?.end().catch(() => undefined);
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const databaseUrl = scratch.url;
    let output = '';
    child = spawn(process.execPath, [SERVER_ENTRY], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        // Production on PostgreSQL requires one (config.ts).
        APP_SECRET: 'wellfit-browser-test-secret-not-for-production',
        ALLOW_TEST_PAYMENTS: 'true',
        DATA_DIR: dataDir,
        SEED_ON_START: 'true',
        MAINTENANCE_MODE: 'false',
        PUBLIC_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    await waitUntilReady(child, baseURL, () => output);

    const db = await connect(databaseUrl);
    database = db;
    const server: MemberServer = {
      baseURL,
      databaseUrl,
      async startSession(userId, options = {}) {
        const token = randomBytes(32).toString('base64url');
        const expiresAt = options.expiresAt ?? new Date(Date.now() + SESSION_LIFETIME_MS);
        await db.query(
          `INSERT INTO user_sessions (user_id, token_hash, expires_at, platform) VALUES ($1, $2, $3, '4')`,
          [userId, hashToken(token), expiresAt],
        );
        return token;
      },
      async revokeSession(token) {
        await db.query(`UPDATE user_sessions SET revoked_at = now() WHERE token_hash = $1`, [hashToken(token)]);
      },
      async isSessionLive(token) {
        const { rows } = await db.query(
          `SELECT 1 FROM user_sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
          [hashToken(token)],
        );
        return rows.length === 1;
      },
      async countCartProductLines(userId) {
        const { rows } = await db.query<{ lines: number }>(
          `SELECT count(*)::int AS lines FROM cart_items WHERE user_id = $1 AND parent_cart_item_id IS NULL`,
          [userId],
        );
        return rows[0]?.lines ?? 0;
      },
    };
    return { server, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** What app start finds in local storage (SPEC §9 keys); values are written as the app writes them (JSON). */
export type StoredSession = Partial<Record<keyof typeof STORAGE_KEYS, unknown>>;

/**
 * Puts a session into the tab's local storage before the app's first script runs. Only the first
 * document of the tab gets it, so a reload shows what the app itself stored.
 */
export async function storeSessionBeforeAppStart(page: Page, session: StoredSession): Promise<void> {
  const entries = Object.entries(session).map(([name, value]) => [
    STORAGE_PREFIX + STORAGE_KEYS[name as keyof typeof STORAGE_KEYS],
    JSON.stringify(value),
  ]);
  await page.addInitScript(
    ({ entries, versionKey, version }) => {
      const marker = 'e2e-member-session-stored';
      if (window.sessionStorage.getItem(marker)) return;
      window.sessionStorage.setItem(marker, 'yes');
      window.localStorage.setItem(versionKey, version);
      for (const [key, value] of entries) window.localStorage.setItem(key!, value!);
    },
    { entries, versionKey: STORAGE_PREFIX + STORAGE_VERSION_KEY, version: String(STORAGE_VERSION) },
  );
}

/** Reads the app's local storage (parsed JSON; null when the key is absent). */
export async function readStoredSession(page: Page): Promise<Record<keyof typeof STORAGE_KEYS, unknown>> {
  const keys = Object.fromEntries(Object.entries(STORAGE_KEYS).map(([name, key]) => [name, STORAGE_PREFIX + key]));
  return page.evaluate((keys) => {
    const read = (key: string) => {
      const raw = window.localStorage.getItem(key);
      return raw === null ? null : (JSON.parse(raw) as unknown);
    };
    return Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, read(key)]));
  }, keys) as Promise<Record<keyof typeof STORAGE_KEYS, unknown>>;
}

/** The file's tests run against their own server; `baseURL` (page and request) points at it. */
export const test = base.extend<object, { memberServer: MemberServer }>({
  memberServer: [
    // Playwright reads a fixture's dependencies from this destructuring; the server needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const { server, stop } = await startMemberServer();
      try {
        await use(server);
      } finally {
        await stop();
      }
    },
    { scope: 'worker', timeout: SERVER_START_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ memberServer }, use) => {
    await use(memberServer.baseURL);
  },
});
