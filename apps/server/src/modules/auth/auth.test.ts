import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createMember, createSession, createUser } from '../../test/factories.ts';
import { users } from '../accounts/accounts.tables.ts';
import { userSessions } from './auth.tables.ts';
import { hashToken } from './auth.service.ts';

describe('sessions: refreshToken, getUserDetails, logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { tokenTtlSeconds: 7200 } });
  });
  afterAll(() => t.close());

  const getUserDetails = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/web/getUserDetails', headers });

  it.each([
    ['no token header', {}],
    ['the notoken literal', { token: 'notoken' }],
    ['an unknown token', { token: 'forged-token' }],
  ])('answers 401 Unauthorized for %s', async (_case, headers) => {
    for (const url of ['/api/web/getUserDetails', '/api/web/mall/car/count']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { ...headers, locale: 'en' } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, msg: 'Unauthorized', data: null, key: 'unauthorized' });
    }
    const refresh = await t.app.inject({ method: 'POST', url: '/api/web/login/refreshToken', headers });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json()).toEqual({ code: 401, msg: '請先登入', data: null, key: 'unauthorized' });
  });

  it('answers 401 for an expired or a revoked session, and for a disabled account', async () => {
    const user = await createUser(t.db);
    const expired = await createSession(t.db, user.id, { expired: true });
    const revoked = await createSession(t.db, user.id, { revoked: true });
    expect((await getUserDetails({ token: expired.token })).statusCode).toBe(401);
    expect((await getUserDetails({ token: revoked.token })).statusCode).toBe(401);

    const disabled = await createMember(t.db);
    expect((await getUserDetails({ token: disabled.token })).statusCode).toBe(200);
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.user.id));
    expect((await getUserDetails({ token: disabled.token })).statusCode).toBe(401);
  });

  it('getUserDetails answers the SPEC §3 user fields of the member', async () => {
    const { user, token } = await createMember(t.db, {
      nickName: '小明',
      phone: '912345678',
      weight: 655,
      birthday: '1990-04-05',
      goal: 'keep_fit',
      vip: 1,
    });
    const response = await getUserDetails({ token });
    expect(response.statusCode).toBe(200);
    const { code, msg, data } = response.json();
    expect({ code, msg }).toEqual({ code: 200, msg: 'success' });
    expect(data).toMatchObject({
      id: user.id,
      userId: user.id,
      uuid: user.uuid,
      nickName: '小明',
      phone: '912345678',
      countryCode: '886',
      weight: 655,
      birthday: { year: 1990, month: 4, date: 5 },
      goal: 'keep_fit',
      vip: 1,
      newUser: 0,
      guidance: 0,
      appVersion: '0.0.0',
      needDecrypt: 0,
      locale: 'zhTW',
      msg: 'success',
    });
    expect(Date.parse(data.createTime)).not.toBeNaN();
    expect(data).not.toHaveProperty('passwordHash');
  });

  it('refreshToken issues a new token for TOKEN_TTL_SECONDS and the old one stops working', async () => {
    const { user, token } = await createMember(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/web/login/refreshToken',
      headers: { token, 'device-id': 'device-1', platform: '4' },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.expires_in).toBe(7200);
    expect(data.token).toEqual(expect.any(String));
    expect(data.token).not.toBe(token);

    expect((await getUserDetails({ token })).statusCode).toBe(401);
    const fresh = await getUserDetails({ token: data.token });
    expect(fresh.json().data.id).toBe(user.id);

    const [stored] = await t.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.tokenHash, hashToken(data.token)));
    expect(stored).toMatchObject({ userId: user.id, deviceId: 'device-1', platform: '4', revokedAt: null });
    // Only the hash is stored, never the token.
    const rows = await t.db.select({ tokenHash: userSessions.tokenHash }).from(userSessions);
    expect(rows.map((row) => row.tokenHash)).not.toContain(data.token);
  });

  it('a token refreshed twice at once yields one new session only', async () => {
    const { token } = await createMember(t.db);
    const [first, second] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/web/login/refreshToken', headers: { token } }),
      t.app.inject({ method: 'POST', url: '/api/web/login/refreshToken', headers: { token } }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 401]);
  });

  it('logout revokes the session and answers 200 even for an invalid or missing token', async () => {
    const { token } = await createMember(t.db);
    const response = await t.app.inject({ method: 'GET', url: '/api/web/logout', headers: { token } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, msg: 'success', data: null });
    expect((await getUserDetails({ token })).statusCode).toBe(401);

    const again = await t.app.inject({ method: 'GET', url: '/api/web/logout', headers: { token } });
    expect(again.statusCode).toBe(200);
    const none = await t.app.inject({ method: 'GET', url: '/api/web/logout', headers: { token: 'notoken' } });
    expect(none.statusCode).toBe(200);
  });
});
