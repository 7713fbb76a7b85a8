import { eq } from 'drizzle-orm';
import { PLACEHOLDER_NICKNAME_PATTERN } from '@wellfit/contracts/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callApi } from '../../test/auth-test-client.ts';
import { createEnterprise, createUser } from '../../test/factories.ts';
import { users } from '../accounts/accounts.tables.ts';
import { hashRegistrationToken } from './enterprises.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function loginWith(credentials: { username: string; password: string }) {
  return callApi(t.app, 'POST', '/api/web/login/commonLogin', { loginType: 1, source: 4, loginDTO: credentials });
}

describe('registerBusinessUser', () => {
  it('type 2 (demo) answers credentials of a new enterprise account that can log in', async () => {
    const enterprise = await createEnterprise(t.db, { isDemo: true, code: 'demo-co' });
    const answer = await callApi(t.app, 'POST', '/api/app/login/registerBusinessUser', {
      type: 2,
      enterpriseCode: 'demo-co',
    });
    expect(answer.status).toBe(200);
    const { username, password } = answer.body.data;
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z0-9]{16}$/);
    const login = await loginWith({ username, password });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ enterpriseId: enterprise.id, newUser: 1, guidance: 1 });
    // Issue 34: the person is not named after the company; like any new member they pick a nickname.
    expect(login.body.data.nickName).toMatch(PLACEHOLDER_NICKNAME_PATTERN);
  });

  it('type 1 registers an employee by business id and e-mail; an address with an account is refused', async () => {
    const enterprise = await createEnterprise(t.db, { businessId: '12345675' });
    const answer = await callApi(t.app, 'POST', '/api/app/login/registerBusinessUser', {
      type: 1,
      businessId: '12345675',
      email: 'Staff@Company.test',
      enterpriseCode: enterprise.code,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.username).toBe('staff@company.test');
    const employee = (await loginWith(answer.body.data)).body.data;
    expect(employee).toMatchObject({ enterpriseId: enterprise.id, newUser: 1 });
    expect(employee.nickName).not.toBe(enterprise.name);
    expect(employee.nickName).toMatch(PLACEHOLDER_NICKNAME_PATTERN);

    await createUser(t.db, { email: 'taken@company.test' });
    const taken = await callApi(
      t.app,
      'POST',
      '/api/app/login/registerBusinessUser',
      { type: 1, businessId: '12345675', email: 'taken@company.test', enterpriseCode: enterprise.code },
      { locale: 'en' },
    );
    expect(taken.body.key).toBe('warning_account_exists');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'taken@company.test'));
    expect(row?.enterpriseId).toBeNull();
  });

  it('refuses an unknown company or a malformed business id', async () => {
    const unknown = await callApi(
      t.app,
      'POST',
      '/api/app/login/registerBusinessUser',
      { type: 1, businessId: '99999999', email: 'x@y.test' },
      { locale: 'en' },
    );
    expect(unknown.body.key).toBe('warning_enterprise_not_found');
    expect(
      (
        await callApi(t.app, 'POST', '/api/app/login/registerBusinessUser', {
          type: 1,
          businessId: '12AB',
          email: 'x@y.test',
        })
      ).status,
    ).toBe(400);
    expect((await callApi(t.app, 'POST', '/api/app/login/registerBusinessUser', { type: 3 })).status).toBe(400);
  });
});

describe('checkEzAccount', () => {
  it('a valid /ezr/{token} answers credentials of a new account of that company; others are refused', async () => {
    const enterprise = await createEnterprise(t.db, { registrationTokenHash: hashRegistrationToken('ezr-token-123') });
    const answer = await callApi(t.app, 'POST', '/api/app/login/checkEzAccount', { token: 'ezr-token-123' });
    expect(answer.status).toBe(200);
    const employee = (await loginWith(answer.body.data)).body.data;
    expect(employee).toMatchObject({ enterpriseId: enterprise.id, newUser: 1 });
    expect(employee.nickName).not.toBe(enterprise.name);
    expect(employee.nickName).toMatch(PLACEHOLDER_NICKNAME_PATTERN);
    const wrong = await callApi(t.app, 'POST', '/api/app/login/checkEzAccount', { token: 'nope' }, { locale: 'en' });
    expect(wrong.body.key).toBe('warning_invalid_enterprise_token');
  });
});
