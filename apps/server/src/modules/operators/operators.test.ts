import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATHS, OPERATOR_SESSION_TTL_SECONDS } from '@wellfit/contracts/admin';
import { MESSAGES } from '@wellfit/contracts/messages';
import { callApi } from '../../test/auth-test-client.ts';
import { buildTestApp, createServerDatabase, type TestApp } from '../../test/build-test-app.ts';
import { createMember } from '../../test/factories.ts';
import { createDatabase } from '../../db/client.ts';
import { createOperator, disableOperator } from './operators.service.ts';
import { operatorSessions, operators } from './operators.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let serial = 0;
async function newOperator(role: 'admin' | 'customer_service' | 'warehouse' = 'admin') {
  serial += 1;
  const email = `staff-${serial}-${Date.now()}@staff.example.test`;
  const password = `Sekret-${serial}-password`;
  const operator = await createOperator(t.ctx(), t.config, { email, name: `Staff ${serial}`, role, password });
  return { operator, email, password };
}

async function signIn(email: string, password: string, ip?: string) {
  return callApi(t.app, 'POST', ADMIN_PATHS.login, { email, password }, ip ? { ip } : {});
}

describe('operator sign-in', () => {
  it('signs in by e-mail and password, answers who it is, and signs out', async () => {
    const { operator, email, password } = await newOperator('warehouse');
    const login = await signIn(email.toUpperCase(), password);
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({
      expiresIn: OPERATOR_SESSION_TTL_SECONDS,
      operator: { id: operator.id, email, role: 'warehouse', permissions: expect.arrayContaining(['orders.ship']) },
    });
    expect(login.body.data.operator.permissions).not.toContain('refunds.create');
    const token = login.body.data.token as string;

    const me = await callApi(t.app, 'GET', ADMIN_PATHS.me, undefined, { token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: operator.id, email, role: 'warehouse' });

    // Only the token's hash is kept.
    const [stored] = await t.db.select().from(operatorSessions).where(eq(operatorSessions.operatorId, operator.id));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toContain(token);
    const [row] = await t.db.select().from(operators).where(eq(operators.id, operator.id));
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row!.lastSignInAt).not.toBeNull();

    const logout = await callApi(t.app, 'POST', ADMIN_PATHS.logout, undefined, { token });
    expect(logout.status).toBe(200);
    const after = await callApi(t.app, 'GET', ADMIN_PATHS.me, undefined, { token });
    expect(after.status).toBe(401);
    expect(after.body.key).toBe('operator_sign_in_required');
  });

  it('refuses a wrong password and an unknown e-mail alike, and changes nothing', async () => {
    const { operator, email } = await newOperator();
    const wrong = await signIn(email, 'not-the-password');
    const unknown = await signIn(`nobody-${Date.now()}@staff.example.test`, 'not-the-password');
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(400);
      expect(answer.body.key).toBe('operator_wrong_credentials');
    }
    const sessions = await t.db.select().from(operatorSessions).where(eq(operatorSessions.operatorId, operator.id));
    expect(sessions).toHaveLength(0);
  });

  it('answers in the request language', async () => {
    for (const locale of ['zhTW', 'zhCN', 'en'] as const) {
      const answer = await callApi(t.app, 'GET', ADMIN_PATHS.me, undefined, { locale });
      expect(answer.status).toBe(401);
      expect(answer.body.msg).toBe(MESSAGES.operator_sign_in_required[locale]);
    }
  });

  it('stops wrong-password guessing from one address like the members’ login', async () => {
    const { email, password } = await newOperator();
    const ip = '10.250.1.1';
    // The 10th failure in 15 minutes from one address locks that address out of the account.
    for (let attempt = 0; attempt < 10; attempt += 1) await signIn(email, `wrong-${attempt}-password`, ip);
    const locked = await signIn(email, password, ip);
    expect(locked.status).toBe(429);
    expect(locked.body.key).toBe('warning_too_many_password_failures');
    // Another address still gets in: a stranger's guesses do not lock the operator out.
    expect((await signIn(email, password, '10.250.1.2')).status).toBe(200);
  }, 60_000);

  it('keeps a disabled operator out and ends their open sessions', async () => {
    const { email, password } = await newOperator('customer_service');
    const login = await signIn(email, password);
    const token = login.body.data.token as string;
    expect((await callApi(t.app, 'GET', ADMIN_PATHS.me, undefined, { token })).status).toBe(200);

    await disableOperator(t.ctx(), email);
    const me = await callApi(t.app, 'GET', ADMIN_PATHS.me, undefined, { token });
    expect(me.status).toBe(401);
    expect(me.body.key).toBe('operator_sign_in_required');
    const again = await signIn(email, password);
    expect(again.status).toBe(400);
    expect(again.body.key).toBe('operator_wrong_credentials');
  });

  it('never lets a member token reach an operator route, nor an operator token a member route', async () => {
    const { token: memberToken } = await createMember(t.db);
    const asMember = await callApi(t.app, 'GET', ADMIN_PATHS.me, undefined, { token: memberToken });
    expect(asMember.status).toBe(401);
    expect(asMember.body.key).toBe('operator_sign_in_required');

    const { email, password } = await newOperator();
    const operatorToken = (await signIn(email, password)).body.data.token as string;
    const asOperator = await callApi(t.app, 'GET', '/api/web/mall/car/list', undefined, { token: operatorToken });
    expect(asOperator.status).toBe(401);
  });

  it('refuses a second operator with the same e-mail and a short password', async () => {
    const { email } = await newOperator();
    await expect(
      createOperator(t.ctx(), t.config, { email, name: 'Again', role: 'admin', password: 'Long-enough-password' }),
    ).rejects.toMatchObject({ key: 'operator_exists', status: 409 });
    await expect(
      createOperator(t.ctx(), t.config, {
        email: `short-${Date.now()}@staff.example.test`,
        name: 'Short',
        role: 'admin',
        password: 'short',
      }),
    ).rejects.toMatchObject({ key: 'operator_password_too_short' });
  });

  it('documents the admin routes in the OpenAPI document', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = answer.json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([ADMIN_PATHS.login, ADMIN_PATHS.logout, ADMIN_PATHS.me]),
    );
  });
});

describe('npm run operator', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
  const cli = path.join(root, 'apps/server/src/operator-cli.ts');
  let dataDir: string;
  let server: Awaited<ReturnType<typeof createServerDatabase>>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wellfit-operator-cli-'));
    server = await createServerDatabase(dataDir);
    // The command opens the database itself (PGlite's files take one process at a time).
    await server.database.close();
  });
  afterAll(async () => {
    await server?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  function run(args: string[], stdin?: string) {
    return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', cli, ...args],
        { cwd: root, env: { ...process.env, ...server.env, LOG_LEVEL: 'warn' } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
      child.stdin?.end(stdin ?? '');
    });
  }

  it('creates, lists and disables operators on the shop’s database', async () => {
    const email = 'cli-staff@staff.example.test';
    const created = await run(
      ['create', '--email', email, '--name', 'CLI Staff', '--role', 'warehouse', '--password-stdin'],
      'Cli-password-2026\n',
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain(`${email} (warehouse)`);

    const twice = await run(
      ['create', '--email', email, '--name', 'CLI Staff', '--role', 'warehouse', '--password-stdin'],
      'Cli-password-2026\n',
    );
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain(MESSAGES.operator_exists.en);

    const badRole = await run(['create', '--email', 'x@staff.example.test', '--name', 'X', '--role', 'boss']);
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain('--role must be one of admin, customer_service, warehouse');

    // Without a terminal and without --password-stdin there is nowhere to ask: refused, not a blank password.
    const noPassword = await run(['create', '--email', 'y@staff.example.test', '--name', 'Y', '--role', 'admin']);
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain('--password-stdin');

    const listed = await run(['list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`${email}\\s+CLI Staff\\s+warehouse\\s+active`));

    const disabled = await run(['disable', '--email', email]);
    expect(disabled.code).toBe(0);
    expect((await run(['list'])).stdout).toMatch(new RegExp(`${email}.*disabled`));

    // An account the command made signs in on the shop; the disabled one no longer does.
    const active = 'cli-admin@staff.example.test';
    await run(
      ['create', '--email', active, '--name', 'CLI Admin', '--role', 'admin', '--password-stdin'],
      'Cli-admin-2026\n',
    );
    const database = await createDatabase({
      databaseUrl: server.env.DATABASE_URL,
      databasePoolMax: 1,
      pgliteDir: path.join(dataDir, 'pglite'),
    });
    const shop = await buildTestApp({ database });
    try {
      const signedIn = await callApi(shop.app, 'POST', ADMIN_PATHS.login, {
        email: active,
        password: 'Cli-admin-2026',
      });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.data.operator.role).toBe('admin');
      const refused = await callApi(shop.app, 'POST', ADMIN_PATHS.login, { email, password: 'Cli-password-2026' });
      expect(refused.body.key).toBe('operator_wrong_credentials');
    } finally {
      await shop.close();
      await database.close();
    }
  }, 120_000);
});
