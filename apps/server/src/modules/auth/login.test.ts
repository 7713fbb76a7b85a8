import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callApi, freshIp, latestCode, loginByMobileCode } from '../../test/auth-test-client.ts';
import { expectFailure } from '../../test/expect-failure.ts';
import { ageVerificationCodes, createMember, createUser } from '../../test/factories.ts';
import { users } from '../accounts/accounts.tables.ts';
import { hashPassword } from './passwords.service.ts';
import { passwordFailures, userSessions, verificationCodes } from './auth.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { codeHourlyLimitPerAccount: 10, codeHourlyLimitPerIp: 30 } });
});
afterAll(() => t.close());

function randomPhone(): string {
  return `09${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`;
}
const target = (phone: string) => `886${phone.replace(/^0/, '')}`;

async function invitedBy(userId: number): Promise<number | null | undefined> {
  const [row] = await t.db.select({ invitedByUserId: users.invitedByUserId }).from(users).where(eq(users.id, userId));
  return row?.invitedByUserId;
}

describe('one-time codes', () => {
  it('sends a 6-digit code, stores only its hash, valid 5 minutes', async () => {
    const phone = randomPhone();
    const sent = await callApi(t.app, 'POST', '/api/web/login/send', { sendType: 1, phone, countryCode: '886' });
    expect(sent).toEqual({ status: 200, body: { code: 200, msg: 'success', data: null } });
    const code = latestCode(t.app.devOutbox, target(phone));
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, target(phone)));
    expect(row?.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(5 * 60 * 1000);
  });

  it('keys the stored hash with a key derived from APP_SECRET: a process with another key cannot use the code', async () => {
    const other = await buildTestApp({
      database: t.database,
      config: { codeHashSecret: 'another-key-of-at-least-thirty-two-characters' },
    });
    try {
      const phone = randomPhone();
      await callApi(t.app, 'POST', '/api/web/login/send', { phone, countryCode: '886' });
      const code = latestCode(t.app.devOutbox, target(phone));
      const body = { loginType: 2, source: 4, countryCode: '886', data: { phone, code } };
      expect((await callApi(other.app, 'POST', '/api/web/login/pcLogin', body)).status).toBe(400);
      expect((await callApi(t.app, 'POST', '/api/web/login/pcLogin', body)).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('answers the §5 mobile message for a malformed phone and sends nothing', async () => {
    const bad = await callApi(
      t.app,
      'POST',
      '/api/web/login/send',
      { phone: '0812345678', countryCode: '886' },
      { locale: 'en' },
    );
    expectFailure(bad, 400, 'warning_invalid_mobile');
    expect(
      await t.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.target, target('0812345678'))),
    ).toEqual([]);
  });

  it('refuses a resend within 60 s per account, then allows it', async () => {
    const phone = randomPhone();
    expect((await callApi(t.app, 'POST', '/api/web/login/send', { phone, countryCode: '886' })).status).toBe(200);
    const again = await callApi(t.app, 'POST', '/api/web/login/send', { phone, countryCode: '886' }, { locale: 'en' });
    expectFailure(again, 429, 'warning_code_resend_wait');
    await ageVerificationCodes(t.db, target(phone), 61);
    expect((await callApi(t.app, 'POST', '/api/web/login/send', { phone, countryCode: '886' })).status).toBe(200);
  });

  it('caps codes per account per hour', async () => {
    const phone = randomPhone();
    for (let sent = 0; sent < 10; sent += 1) {
      expect((await callApi(t.app, 'POST', '/api/web/login/send', { phone, countryCode: '886' })).status).toBe(200);
      await ageVerificationCodes(t.db, target(phone), 61);
    }
    const capped = await callApi(t.app, 'POST', '/api/web/login/send', { phone, countryCode: '886' }, { locale: 'en' });
    expect(capped.status).toBe(429);
    expect(capped.body.key).toBe('warning_code_limit_reached');
  });

  it('caps codes per IP per hour, also across two server processes sharing the database', async () => {
    const second = await buildTestApp({ database: t.database, config: { codeHourlyLimitPerIp: 30 } });
    try {
      const ip = freshIp();
      const results = await Promise.all(
        Array.from({ length: 34 }, (_, index) =>
          callApi(
            index % 2 ? second.app : t.app,
            'POST',
            '/api/web/login/send',
            { phone: randomPhone(), countryCode: '886' },
            { ip },
          ),
        ),
      );
      const statuses = results.map((result) => result.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(30);
      expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    } finally {
      await second.close();
    }
  });

  it('rejects a wrong mobile or country code', async () => {
    expect(
      (await callApi(t.app, 'POST', '/api/web/login/send', { phone: '0812345678', countryCode: '886' })).status,
    ).toBe(400);
    expect(
      (await callApi(t.app, 'POST', '/api/web/login/send', { phone: randomPhone(), countryCode: '86' })).status,
    ).toBe(400);
  });
});

describe('pcLogin', () => {
  it('signs a new member up by mobile code: newUser 1, guidance 1, nickname null + 4 digits, a working token', async () => {
    const phone = randomPhone();
    const data = await loginByMobileCode(t.app, phone);
    expect(data).toMatchObject({ newUser: 1, guidance: 1, phone: phone.slice(1), countryCode: '886' });
    expect(data.nickName).toMatch(/^null\d{4}$/);
    expect(data.expires_in).toBe(t.config.tokenTtlSeconds);
    const me = await callApi(t.app, 'GET', '/api/web/getUserDetails', undefined, { token: data.userToken });
    // The login answers the same §3 user as getUserDetails, field for field.
    expect(data).toEqual({ ...me.body.data, userToken: data.userToken, expires_in: data.expires_in });
    // The second login finds the same member.
    await ageVerificationCodes(t.db, target(phone), 61);
    const again = await loginByMobileCode(t.app, phone);
    expect(again.id).toBe(data.id);
    const meAgain = await callApi(t.app, 'GET', '/api/web/getUserDetails', undefined, { token: again.userToken });
    expect(again).toEqual({ ...meAgain.body.data, userToken: again.userToken, expires_in: again.expires_in });
  });

  it('logs an existing member in by e-mail code (loginType 7), case-insensitively', async () => {
    const user = await createUser(t.db, { email: 'mixed.case@example.test' });
    expect(
      (
        await callApi(t.app, 'POST', '/api/web/login/sendEmail', {
          email: 'Mixed.Case@example.test',
          checkEmail: false,
        })
      ).status,
    ).toBe(200);
    const code = latestCode(t.app.devOutbox, 'mixed.case@example.test');
    const login = await callApi(t.app, 'POST', '/api/web/login/pcLogin', {
      loginType: 7,
      source: 4,
      data: { email: 'mixed.case@example.test', code },
    });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ id: user.id, newUser: 0, userToken: expect.any(String) });
  });

  it('a right code of a disabled member answers user not found and starts no session', async () => {
    const user = await createUser(t.db, { status: 'disabled' });
    await callApi(t.app, 'POST', '/api/web/login/send', { phone: `0${user.phone}`, countryCode: '886' });
    const code = latestCode(t.app.devOutbox, `886${user.phone}`);
    const body = { loginType: 2, source: 4, countryCode: '886', data: { phone: `0${user.phone}`, code } };
    const refused = await callApi(t.app, 'POST', '/api/web/login/pcLogin', body, { locale: 'en' });
    expectFailure(refused, 400, 'warning_user_not_found');
    expect(await t.db.select().from(userSessions).where(eq(userSessions.userId, user.id))).toEqual([]);
  });

  it('one code signs in once when sent twice at the same moment, and the member is created once', async () => {
    const phone = randomPhone();
    await callApi(t.app, 'POST', '/api/web/login/send', { phone, countryCode: '886' });
    const code = latestCode(t.app.devOutbox, target(phone));
    const body = { loginType: 2, source: 4, countryCode: '886', data: { phone, code } };
    const results = await Promise.all(
      Array.from({ length: 4 }, () => callApi(t.app, 'POST', '/api/web/login/pcLogin', body)),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 400, 400, 400]);
    const members = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, phone.slice(1)));
    expect(members).toHaveLength(1);
  });

  it('a code works once', async () => {
    const phone = randomPhone();
    await callApi(t.app, 'POST', '/api/web/login/send', { phone, countryCode: '886' });
    const code = latestCode(t.app.devOutbox, target(phone));
    const body = { loginType: 2, source: 4, countryCode: '886', data: { phone, code } };
    expect((await callApi(t.app, 'POST', '/api/web/login/pcLogin', body)).status).toBe(200);
    const reused = await callApi(t.app, 'POST', '/api/web/login/pcLogin', body, { locale: 'en' });
    expectFailure(reused, 400, 'warning_invalid_code');
  });

  it('an expired code is refused', async () => {
    const phone = randomPhone();
    await callApi(t.app, 'POST', '/api/web/login/send', { phone, countryCode: '886' });
    const code = latestCode(t.app.devOutbox, target(phone));
    await ageVerificationCodes(t.db, target(phone), 5 * 60 + 1);
    const login = await callApi(t.app, 'POST', '/api/web/login/pcLogin', {
      loginType: 2,
      countryCode: '886',
      data: { phone, code },
    });
    expect(login.status).toBe(400);
  });

  it('five wrong tries kill the code, even guessed in parallel', async () => {
    const phone = randomPhone();
    await callApi(t.app, 'POST', '/api/web/login/send', { phone, countryCode: '886' });
    const code = latestCode(t.app.devOutbox, target(phone));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () =>
        callApi(t.app, 'POST', '/api/web/login/pcLogin', {
          loginType: 2,
          countryCode: '886',
          data: { phone, code: wrong },
        }),
      ),
    );
    expect(guesses.every((guess) => guess.status === 400)).toBe(true);
    const [row] = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, target(phone)));
    expect(row?.attempts).toBe(5);
    const right = await callApi(t.app, 'POST', '/api/web/login/pcLogin', {
      loginType: 2,
      countryCode: '886',
      data: { phone, code },
    });
    expect(right.status).toBe(400);
  });

  it('only the newest code works', async () => {
    const phone = randomPhone();
    await callApi(t.app, 'POST', '/api/web/login/send', { phone, countryCode: '886' });
    const first = latestCode(t.app.devOutbox, target(phone));
    await ageVerificationCodes(t.db, target(phone), 61);
    await callApi(t.app, 'POST', '/api/web/login/send', { phone, countryCode: '886' });
    const login = await callApi(t.app, 'POST', '/api/web/login/pcLogin', {
      loginType: 2,
      countryCode: '886',
      data: { phone, code: first },
    });
    expect(login.status).toBe(first === latestCode(t.app.devOutbox, target(phone)) ? 200 : 400);
  });

  it('records the invite code of /r/{inviteCode} on sign-up', async () => {
    const inviter = await createUser(t.db, { inviteCode: 'INVITE2026' });
    const data = await loginByMobileCode(t.app, randomPhone(), { inviteCode: 'INVITE2026' });
    expect(data.newUser).toBe(1);
    expect(await invitedBy(data.id)).toBe(inviter.id);
  });

  it('ignores an invite code when the member already exists, and an unknown one', async () => {
    const inviter = await createUser(t.db, { inviteCode: `INV${Date.now()}` });
    const member = await createUser(t.db);
    const data = await loginByMobileCode(t.app, `0${member.phone}`, { inviteCode: inviter.inviteCode });
    expect(data.id).toBe(member.id);
    expect(await invitedBy(member.id)).toBeNull();

    const stranger = await loginByMobileCode(t.app, randomPhone(), { inviteCode: 'NOSUCHCODE' });
    expect(stranger.newUser).toBe(1);
    expect(await invitedBy(stranger.id)).toBeNull();
  });

  it('refuses a malformed invite code before using the one-time code', async () => {
    const phone = randomPhone();
    await callApi(t.app, 'POST', '/api/web/login/send', { phone, countryCode: '886' });
    const code = latestCode(t.app.devOutbox, target(phone));
    const body = { loginType: 2, countryCode: '886', data: { phone, code } };
    const refused = await callApi(t.app, 'POST', '/api/web/login/pcLogin', { ...body, inviteCode: "x'; drop" });
    expect(refused.status).toBe(400);
    expect((await callApi(t.app, 'POST', '/api/web/login/pcLogin', body)).status).toBe(200);
  });
});

describe('password login (commonLogin loginType 1)', () => {
  it('logs in by mobile or e-mail with the seeded-style hash and the tuned one', async () => {
    const passwordHash = await hashPassword(t.config, 'Secret2026');
    expect(passwordHash.startsWith('$argon2id$')).toBe(true);
    const user = await createUser(t.db, { passwordHash });
    for (const username of [`0${user.phone}`, user.email!.toUpperCase()]) {
      const login = await callApi(t.app, 'POST', '/api/web/login/commonLogin', {
        loginType: 1,
        source: 4,
        loginDTO: { username, password: 'Secret2026' },
      });
      expect(login.status).toBe(200);
      expect(login.body.data).toMatchObject({ id: user.id, userToken: expect.any(String) });
    }
  });

  it('answers the same for an unknown account and a wrong password', async () => {
    const user = await createUser(t.db, { passwordHash: await hashPassword(t.config, 'Secret2026') });
    const wrong = await callApi(
      t.app,
      'POST',
      '/api/web/login/commonLogin',
      { loginType: 1, loginDTO: { username: user.email, password: 'Wrong2026' } },
      { locale: 'en' },
    );
    const unknown = await callApi(
      t.app,
      'POST',
      '/api/web/login/commonLogin',
      { loginType: 1, loginDTO: { username: 'nobody@example.test', password: 'Wrong2026' } },
      { locale: 'en' },
    );
    expect(wrong).toEqual(unknown);
    expectFailure(wrong, 400, 'warning_wrong_password');
  });

  it('answers 405 require_action_reset_password only after the right password', async () => {
    const user = await createUser(t.db, {
      passwordHash: await hashPassword(t.config, 'Secret2026'),
      passwordResetRequired: true,
    });
    const wrong = await callApi(t.app, 'POST', '/api/web/login/commonLogin', {
      loginType: 1,
      loginDTO: { username: user.email, password: 'Wrong2026' },
    });
    expect(wrong.status).toBe(400);
    const right = await callApi(
      t.app,
      'POST',
      '/api/web/login/commonLogin',
      { loginType: 1, loginDTO: { username: user.email, password: 'Secret2026' } },
      { locale: 'en' },
    );
    expectFailure(right, 405, 'require_action_reset_password');
  });

  it('slows repeated failures of an account from any address, and stops one address after 10 in 15 minutes', async () => {
    const user = await createUser(t.db, { passwordHash: await hashPassword(t.config, 'Secret2026') });
    const attacker = freshIp();
    const login = (password: string, ip: string) =>
      callApi(
        t.app,
        'POST',
        '/api/web/login/commonLogin',
        { loginType: 1, loginDTO: { username: user.email, password } },
        { ip, locale: 'en' },
      );
    // Three failures from other addresses (rows as another server process would have written them).
    await t.db
      .insert(passwordFailures)
      .values(Array.from({ length: 3 }, () => ({ account: user.email!, ipAddress: freshIp() })));
    let started = performance.now();
    expect((await login('Wrong2026', attacker)).status).toBe(400);
    expect(performance.now() - started).toBeGreaterThanOrEqual(450);
    await t.db
      .insert(passwordFailures)
      .values(Array.from({ length: 9 }, () => ({ account: user.email!, ipAddress: attacker })));
    expectFailure(await login('Secret2026', attacker), 429, 'warning_too_many_password_failures');
    // The owner, from another address, is slowed (13 failures: the longest wait) but not locked out.
    started = performance.now();
    const owner = await login('Secret2026', freshIp());
    expect(owner.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(2900);
    // The right password cleared the failures: nothing slows the owner's next login.
    expect(await t.db.$count(passwordFailures, eq(passwordFailures.account, user.email!))).toBe(0);
    expect((await login('Secret2026', attacker)).status).toBe(200);
  });

  it('ten wrong passwords from one address do not lock the owner out (issue 15); a code login clears the slow-down', async () => {
    const user = await createUser(t.db);
    const username = `0${user.phone}`;
    const attacker = freshIp();
    await t.db
      .insert(passwordFailures)
      .values(Array.from({ length: 10 }, () => ({ account: `886${user.phone}`, ipAddress: attacker })));
    const guess = await callApi(
      t.app,
      'POST',
      '/api/web/login/commonLogin',
      { loginType: 1, loginDTO: { username, password: 'Guess2026' } },
      { ip: attacker },
    );
    expectFailure(guess, 429, 'warning_too_many_password_failures');
    // The owner signs in by code from home: that proves the account is theirs and clears the failures.
    await loginByMobileCode(t.app, username);
    expect(await t.db.$count(passwordFailures, eq(passwordFailures.account, `886${user.phone}`))).toBe(0);
  });
});

describe('password failures per client IP', () => {
  it('caps wrong passwords per IP per hour across accounts and processes; other IPs still log in', async () => {
    const capped = await buildTestApp({ config: { passwordFailureHourlyLimitPerIp: 4 } });
    const second = await buildTestApp({ database: capped.database, config: { passwordFailureHourlyLimitPerIp: 4 } });
    try {
      const passwordHash = await hashPassword(capped.config, 'Secret2026');
      const accounts = await Promise.all(Array.from({ length: 4 }, () => createUser(capped.db, { passwordHash })));
      const ip = freshIp();
      const tryPassword = (app: TestApp['app'], username: string | null, password: string, from: string) =>
        callApi(
          app,
          'POST',
          '/api/web/login/commonLogin',
          { loginType: 1, loginDTO: { username, password } },
          { ip: from, locale: 'en' },
        );
      // One wrong password on each of four accounts, alternating between two server processes.
      for (const [index, account] of accounts.entries()) {
        const wrong = await tryPassword(index % 2 ? second.app : capped.app, account.email, 'Wrong2026', ip);
        expect(wrong.status).toBe(400);
      }
      const locked = await tryPassword(capped.app, accounts[0]!.email, 'Secret2026', ip);
      expectFailure(locked, 429, 'warning_too_many_password_failures');
      expect((await tryPassword(second.app, accounts[1]!.email, 'Secret2026', ip)).status).toBe(429);
      // The accounts themselves are not locked: the same password from another address works.
      expect((await tryPassword(capped.app, accounts[0]!.email, 'Secret2026', freshIp())).status).toBe(200);
    } finally {
      await second.close();
      await capped.close();
    }
  });
});

describe('registration and reset', () => {
  it('sendVerifyCode + passwordRegistered signs up with a password; checkUserExist then answers true', async () => {
    const email = `new-${Date.now()}@example.test`;
    expect(
      (await callApi(t.app, 'GET', `/api/web/login/checkUserExist?username=${encodeURIComponent(email)}`)).body.data,
    ).toBe(false);
    expect((await callApi(t.app, 'POST', '/api/web/login/sendVerifyCode', { username: email })).status).toBe(200);
    const code = latestCode(t.app.devOutbox, email);
    const weak = await callApi(t.app, 'POST', '/api/web/login/passwordRegistered', {
      username: email,
      password: 'short',
      code,
    });
    expect(weak.status).toBe(400);
    const registered = await callApi(t.app, 'POST', '/api/web/login/passwordRegistered', {
      username: email,
      password: 'Fresh2026',
      code,
    });
    expect(registered.status).toBe(200);
    expect(registered.body.data).toMatchObject({ email, newUser: 1, userToken: expect.any(String) });
    expect(
      (await callApi(t.app, 'GET', `/api/web/login/checkUserExist?username=${encodeURIComponent(email)}`)).body.data,
    ).toBe(true);
    const login = await callApi(t.app, 'POST', '/api/web/login/commonLogin', {
      loginType: 1,
      loginDTO: { username: email, password: 'Fresh2026' },
    });
    expect(login.status).toBe(200);
  });

  it('passwordRegistered records the invite for a new member only', async () => {
    const inviter = await createUser(t.db, { inviteCode: `PWD${Date.now()}` });
    const register = async (username: string) => {
      await callApi(t.app, 'POST', '/api/web/login/sendVerifyCode', { username });
      const code = latestCode(t.app.devOutbox, username.includes('@') ? username : target(username));
      const answer = await callApi(t.app, 'POST', '/api/web/login/passwordRegistered', {
        username,
        password: 'Fresh2026',
        code,
        inviteCode: inviter.inviteCode,
      });
      expect(answer.status).toBe(200);
      return answer.body.data as { id: number };
    };
    const newcomer = await register(`invited-${Date.now()}@example.test`);
    expect(await invitedBy(newcomer.id)).toBe(inviter.id);
    const member = await createUser(t.db);
    expect((await register(member.email!)).id).toBe(member.id);
    expect(await invitedBy(member.id)).toBeNull();
  });

  it('resets a forgotten password in two steps; the token works once; all sessions end', async () => {
    const { user, token } = await createMember(t.db, {
      passwordHash: await hashPassword(t.config, 'Before2026'),
      passwordResetRequired: true,
    });
    const username = `0${user.phone}`;
    const unknown = await callApi(
      t.app,
      'POST',
      '/api/web/user/checkForgetCode',
      { username: '0987654321', code: '123456' },
      { locale: 'en' },
    );
    expect(unknown.body.key).toBe('warning_user_not_found');
    await callApi(t.app, 'POST', '/api/web/login/sendVerifyCode', { username });
    const code = latestCode(t.app.devOutbox, `886${user.phone}`);
    const wrong = await callApi(t.app, 'POST', '/api/web/user/checkForgetCode', {
      username,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    const checked = await callApi(t.app, 'POST', '/api/web/user/checkForgetCode', { username, code });
    expect(checked.status).toBe(200);
    const { uuid } = checked.body.data;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    const mismatch = await callApi(t.app, 'POST', '/api/web/user/forgetPassword', {
      username,
      newPassword: 'After2026',
      confirmPassword: 'After2027',
      uuid,
    });
    expect(mismatch.status).toBe(400);
    const reset = await callApi(t.app, 'POST', '/api/web/user/forgetPassword', {
      username,
      newPassword: 'After2026',
      confirmPassword: 'After2026',
      uuid,
    });
    expect(reset.status).toBe(200);
    const replay = await callApi(t.app, 'POST', '/api/web/user/forgetPassword', {
      username,
      newPassword: 'Again2026',
      confirmPassword: 'Again2026',
      uuid,
    });
    expect(replay.status).toBe(400);
    expect((await callApi(t.app, 'GET', '/api/web/getUserDetails', undefined, { token })).status).toBe(401);
    const login = await callApi(t.app, 'POST', '/api/web/login/commonLogin', {
      loginType: 1,
      loginDTO: { username, password: 'After2026' },
    });
    expect(login.status).toBe(200);
  });

  it('a member signed up by code has no password, sets one with a code while signed in, and keeps that session only', async () => {
    const phone = randomPhone();
    const first = await loginByMobileCode(t.app, phone);
    await ageVerificationCodes(t.db, target(phone), 61);
    const second = await loginByMobileCode(t.app, phone);
    await ageVerificationCodes(t.db, target(phone), 61);
    const details = async (token: string) => callApi(t.app, 'GET', '/api/web/getUserDetails', undefined, { token });
    expect((await details(first.userToken)).body.data).toMatchObject({ hasPassword: false });

    await callApi(t.app, 'POST', '/api/web/login/sendVerifyCode', { username: phone });
    const code = latestCode(t.app.devOutbox, target(phone));
    const checked = await callApi(t.app, 'POST', '/api/web/user/checkForgetCode', { username: phone, code });
    const set = await callApi(
      t.app,
      'POST',
      '/api/web/user/forgetPassword',
      { username: phone, newPassword: 'Chosen2026', confirmPassword: 'Chosen2026', uuid: checked.body.data.uuid },
      { token: first.userToken },
    );
    expect(set.status).toBe(200);

    const after = await details(first.userToken);
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({ hasPassword: true });
    expect((await details(second.userToken)).status).toBe(401);
    const login = await callApi(t.app, 'POST', '/api/web/login/commonLogin', {
      loginType: 1,
      loginDTO: { username: phone, password: 'Chosen2026' },
    });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ hasPassword: true });
  });

  it('resetPassword changes the password with the old one and ends the other sessions only', async () => {
    const { user, token } = await createMember(t.db, { passwordHash: await hashPassword(t.config, 'Before2026') });
    const other = await callApi(t.app, 'POST', '/api/web/login/commonLogin', {
      loginType: 1,
      loginDTO: { username: user.email, password: 'Before2026' },
    });
    const wrongOld = await callApi(
      t.app,
      'POST',
      '/api/web/user/resetPassword',
      { oldPassword: 'Nope2026x', newPassword: 'After2026', confirmPassword: 'After2026' },
      { token },
    );
    expect(wrongOld.status).toBe(400);
    const anonymous = await callApi(t.app, 'POST', '/api/web/user/resetPassword', {
      oldPassword: 'Before2026',
      newPassword: 'After2026',
      confirmPassword: 'After2026',
    });
    expect(anonymous.status).toBe(401);
    const changed = await callApi(
      t.app,
      'POST',
      '/api/web/user/resetPassword',
      { oldPassword: 'Before2026', newPassword: 'After2026', confirmPassword: 'After2026' },
      { token },
    );
    expect(changed.status).toBe(200);
    expect((await callApi(t.app, 'GET', '/api/web/getUserDetails', undefined, { token })).status).toBe(200);
    expect(
      (await callApi(t.app, 'GET', '/api/web/getUserDetails', undefined, { token: other.body.data.userToken })).status,
    ).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(await verify(row!.passwordHash!, 'After2026')).toBe(true);
  });
});
