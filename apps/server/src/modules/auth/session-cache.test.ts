import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createMember } from '../../test/factories.ts';
import { writeUnheard, writeWhileDeaf } from '../../test/unheard-writes.ts';
import { hashToken } from './auth.service.ts';
import { hashPassword } from './passwords.service.ts';

/**
 * The live-session cache of each process (session-cache.ts, docs/decisions/session-cache.md):
 * a checked token is answered from memory, and every change that ends a session, by this
 * process or by any other writer of the database, ends it here too.
 */

/** A member call that asks nothing of the account itself, so only the token check can refuse it. */
const memberCallStatus = async (t: TestApp, token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/web/mall/car/count', headers: { token } })).statusCode;

/**
 * Waits until the process answers the token from memory: its session, revoked behind the
 * cache's back, still answers 200 (the first check starts listening and is not kept).
 */
async function expectAnsweredFromMemory(t: TestApp, token: string) {
  const tokenHash = hashToken(token);
  await vi.waitFor(
    async () => {
      expect(await memberCallStatus(t, token)).toBe(200);
      await writeUnheard(t, sql`update user_sessions set revoked_at = now() where token_hash = ${tokenHash}`);
      const fromMemory = await memberCallStatus(t, token);
      await writeUnheard(t, sql`update user_sessions set revoked_at = null where token_hash = ${tokenHash}`);
      expect(fromMemory).toBe(200);
    },
    { timeout: 10_000, interval: 50 },
  );
}

/** Another process's change reaches this one when its notification does: milliseconds, not at once. */
async function expectUnauthorizedSoon(t: TestApp, token: string) {
  await vi.waitFor(async () => expect(await memberCallStatus(t, token)).toBe(401), { timeout: 10_000, interval: 20 });
}

describe('the session cache of a process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each<[string, (userId: number, tokenHash: string) => SQL]>([
    [
      'revokes it',
      (_userId, tokenHash) => sql`update user_sessions set revoked_at = now() where token_hash = ${tokenHash}`,
    ],
    [
      'moves its expiry into the past',
      (_userId, tokenHash) =>
        sql`update user_sessions set expires_at = now() - interval '1 second' where token_hash = ${tokenHash}`,
    ],
    ['deletes it', (_userId, tokenHash) => sql`delete from user_sessions where token_hash = ${tokenHash}`],
    ['disables the account', (userId) => sql`update users set status = 'disabled' where id = ${userId}`],
    ['deletes the account', (userId) => sql`delete from users where id = ${userId}`],
  ])('ends a cached session when another writer %s', async (_change, change) => {
    const { user, token } = await createMember(t.db);
    await expectAnsweredFromMemory(t, token);
    await t.db.execute(change(user.id, hashToken(token)));
    await expectUnauthorizedSoon(t, token);
  });

  it("keeps other members' sessions while one member's end", async () => {
    const kept = await createMember(t.db);
    const ended = await createMember(t.db);
    await expectAnsweredFromMemory(t, kept.token);
    await expectAnsweredFromMemory(t, ended.token);
    await t.db.execute(sql`update users set status = 'disabled' where id = ${ended.user.id}`);
    await expectUnauthorizedSoon(t, ended.token);
    // Still from memory: revoked unheard, the kept member's token still works.
    await writeUnheard(t, sql`update user_sessions set revoked_at = now() where token_hash = ${hashToken(kept.token)}`);
    expect(await memberCallStatus(t, kept.token)).toBe(200);
  });

  it('ends at once, in this process, at logout, at refresh and when the password changes', async () => {
    const loggedOut = await createMember(t.db);
    await expectAnsweredFromMemory(t, loggedOut.token);
    await t.app.inject({ method: 'GET', url: '/api/web/logout', headers: { token: loggedOut.token } });
    expect(await memberCallStatus(t, loggedOut.token)).toBe(401);

    const refreshed = await createMember(t.db);
    await expectAnsweredFromMemory(t, refreshed.token);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/web/login/refreshToken',
      headers: { token: refreshed.token },
    });
    expect(refresh.statusCode).toBe(200);
    expect(await memberCallStatus(t, refreshed.token)).toBe(401);
    expect(await memberCallStatus(t, refresh.json().data.token)).toBe(200);

    const passwordHash = await hashPassword(t.config, 'Before2026');
    const changer = await createMember(t.db, { passwordHash });
    const otherDevice = await createMember(t.db);
    await t.db.execute(
      sql`update user_sessions set user_id = ${changer.user.id} where token_hash = ${hashToken(otherDevice.token)}`,
    );
    await expectAnsweredFromMemory(t, otherDevice.token);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/web/user/resetPassword',
      headers: { token: changer.token },
      payload: { oldPassword: 'Before2026', newPassword: 'After2026', confirmPassword: 'After2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await memberCallStatus(t, otherDevice.token)).toBe(401);
    expect(await memberCallStatus(t, changer.token)).toBe(200);
  });

  it('stops answering from memory when its listening connection is lost, and starts again once it is back', async () => {
    const { token } = await createMember(t.db);
    const tokenHash = hashToken(token);
    const revoke = sql`update user_sessions set revoked_at = now() where token_hash = ${tokenHash}`;
    await expectAnsweredFromMemory(t, token);
    // Revoked while nobody listens: its notification is lost for good.
    // On PGlite there is no connection to lose, and the cache keeps listening.
    if (!(await writeWhileDeaf(t, 'user_sessions', revoke))) return;
    // The cached entry went with the connection, so the first call after it is back asks the database.
    expect(await memberCallStatus(t, token)).toBe(401);
    await writeUnheard(t, sql`update user_sessions set revoked_at = null where token_hash = ${tokenHash}`);
    // Reconnected, it keeps sessions again and hears what ends them.
    await expectAnsweredFromMemory(t, token);
    await t.db.execute(revoke);
    await expectUnauthorizedSoon(t, token);
  });

  it('forgets every session when the sessions table is emptied', async () => {
    const { token } = await createMember(t.db);
    await expectAnsweredFromMemory(t, token);
    await t.db.execute(sql`truncate user_sessions`);
    await expectUnauthorizedSoon(t, token);
  });
});

describe('with ANSWER_CACHES=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { answerCaches: false } });
  });
  afterAll(() => t.close());

  it('asks the database on every call, so even an unheard revocation ends the session at once', async () => {
    const { token } = await createMember(t.db);
    expect(await memberCallStatus(t, token)).toBe(200);
    expect(await memberCallStatus(t, token)).toBe(200);
    await writeUnheard(t, sql`update user_sessions set revoked_at = now() where token_hash = ${hashToken(token)}`);
    expect(await memberCallStatus(t, token)).toBe(401);
  });
});
