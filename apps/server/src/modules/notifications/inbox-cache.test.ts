import { NOTIFICATION_PATHS } from '@wellfit/contracts/notifications';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createMember } from '../../test/factories.ts';
import { writeUnheard, writeWhileDeaf } from '../../test/unheard-writes.ts';

/**
 * The inbox pages each process keeps (inbox-cache.ts, docs/decisions/heard-caches.md): a page
 * asked again is answered from memory, and every change to the member's messages, by this
 * process or by any other writer of the database, is shown on the next call that follows it.
 */

interface InboxPage {
  total: number;
  unread: number;
  list: { id: number; messageTitle: string; status: number }[];
}

const insertMessage = (userId: number, title: string) => sql`
  insert into user_messages (user_id, message_title, message_content, send_time)
  values (${userId}, ${JSON.stringify({ zhTW: title, zhCN: title, en: title })}::jsonb, '{"zhTW":"","zhCN":"","en":""}', now())`;

async function inbox(t: TestApp, token: string, body: Record<string, unknown> = {}): Promise<InboxPage> {
  const answer = await callApi(t.app, 'POST', NOTIFICATION_PATHS.list, body, { token, locale: 'en' });
  expect(answer.status).toBe(200);
  return answer.body.data as InboxPage;
}

const titles = (page: InboxPage) => page.list.map((item) => item.messageTitle);

/**
 * Waits until the process answers the member's first page from memory: a message added behind
 * the cache's back is not shown (the first call starts listening and is not kept). The message
 * goes again unheard when the page was kept, so what is kept stays true; otherwise a heard
 * delete drops the page that holds it before the next try.
 */
async function expectAnsweredFromMemory(t: TestApp, token: string, userId: number) {
  const removeUnheard = sql`delete from user_messages where user_id = ${userId} and message_title->>'en' = 'unheard'`;
  await vi.waitFor(
    async () => {
      expect(titles(await inbox(t, token))).not.toContain('unheard');
      await writeUnheard(t, insertMessage(userId, 'unheard'));
      const kept = !titles(await inbox(t, token)).includes('unheard');
      await (kept ? writeUnheard(t, removeUnheard) : t.db.execute(removeUnheard));
      expect(kept).toBe(true);
    },
    { timeout: 10_000, interval: 50 },
  );
}

async function expectSoon(t: TestApp, token: string, check: (page: InboxPage) => void) {
  await vi.waitFor(async () => check(await inbox(t, token)), { timeout: 10_000, interval: 20 });
}

describe('the inbox pages a process keeps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function memberWithMessages(count: number) {
    const member = await createMember(t.db);
    for (let index = 1; index <= count; index += 1) await t.db.execute(insertMessage(member.user.id, `m${index}`));
    await expectAnsweredFromMemory(t, member.token, member.user.id);
    return member;
  }

  it.each<[string, (userId: number) => SQL, (page: InboxPage) => void]>([
    [
      'adds a message',
      (userId) => insertMessage(userId, 'new'),
      (page) => expect(page).toMatchObject({ total: 3, unread: 3 }),
    ],
    [
      'marks one read',
      (userId) =>
        sql`update user_messages set status = 1 where id = (select min(id) from user_messages where user_id = ${userId})`,
      (page) => expect(page).toMatchObject({ total: 2, unread: 1 }),
    ],
    [
      'deletes one',
      (userId) =>
        sql`delete from user_messages where id = (select min(id) from user_messages where user_id = ${userId})`,
      (page) => expect(page).toMatchObject({ total: 1, unread: 1 }),
    ],
    [
      'empties the table',
      () => sql`truncate user_messages`,
      (page) => expect(page).toMatchObject({ total: 0, list: [] }),
    ],
  ])('shows the change when another writer %s', async (_change, change, check) => {
    const { user, token } = await memberWithMessages(2);
    expect(await inbox(t, token)).toMatchObject({ total: 2, unread: 2 });
    await t.db.execute(change(user.id));
    await expectSoon(t, token, check);
  });

  it('moves a message to its new owner’s inbox and out of the old one', async () => {
    const from = await memberWithMessages(1);
    const to = await memberWithMessages(1);
    await t.db.execute(sql`update user_messages set user_id = ${to.user.id} where user_id = ${from.user.id}`);
    await expectSoon(t, from.token, (page) => expect(page.total).toBe(0));
    await expectSoon(t, to.token, (page) => expect(page.total).toBe(2));
  });

  it('keeps each page, locale and page size apart, and other members’ pages while one member’s change', async () => {
    const changed = await memberWithMessages(3);
    const kept = await memberWithMessages(3);
    expect(titles(await inbox(t, changed.token, { pageIndex: 1, pageSize: 2 }))).toEqual(['m3', 'm2']);
    expect(titles(await inbox(t, changed.token, { pageIndex: 2, pageSize: 2 }))).toEqual(['m1']);
    expect(titles(await inbox(t, changed.token, { pageIndex: 1, pageSize: 1 }))).toEqual(['m3']);
    const zhTW = await callApi(t.app, 'POST', NOTIFICATION_PATHS.list, {}, { token: changed.token, locale: 'zhTW' });
    expect(zhTW.body.data.total).toBe(3);

    await t.db.execute(insertMessage(changed.user.id, 'm4'));
    await expectSoon(t, changed.token, (page) => expect(titles(page)[0]).toBe('m4'));
    expect(titles(await inbox(t, changed.token, { pageIndex: 2, pageSize: 2 }))).toEqual(['m2', 'm1']);
    // Still from memory: a message added unheard to the kept member's inbox is not shown.
    await writeUnheard(t, insertMessage(kept.user.id, 'unheard'));
    expect(titles(await inbox(t, kept.token))).toEqual(['m3', 'm2', 'm1']);
  });

  it('shows a message read through the API at once, in this process, without waiting for its notification', async () => {
    const { token } = await memberWithMessages(2);
    // PGlite has one connection: with its triggers off, the API's own writes notify nobody, so
    // only the route's forgetting can show them. (PostgreSQL's pool cannot be silenced so; there
    // the same calls run with their notifications.)
    const silenced = t.database.kind === 'pglite';
    if (silenced) await t.db.execute(sql`set session_replication_role = replica`);
    try {
      const [newest] = (await inbox(t, token)).list;
      const read = await callApi(t.app, 'POST', NOTIFICATION_PATHS.read, { id: newest!.id }, { token });
      expect(read.body.data.unread).toBe(1);
      expect(await inbox(t, token)).toMatchObject({ unread: 1, list: [{ id: newest!.id, status: 1 }, { status: 0 }] });
      const readAll = await callApi(t.app, 'POST', NOTIFICATION_PATHS.readAll, undefined, { token });
      expect(readAll.body.data.unread).toBe(0);
      expect((await inbox(t, token)).unread).toBe(0);
    } finally {
      if (silenced) await t.db.execute(sql`set session_replication_role = origin`);
    }
  });

  it('stops answering from memory when its listening connection is lost, and starts again once it is back', async () => {
    const { user, token } = await memberWithMessages(1);
    // Added while nobody listens: its notification is lost for good.
    // On PGlite there is no connection to lose, and the cache keeps listening.
    if (!(await writeWhileDeaf(t, 'user_inbox', insertMessage(user.id, 'while deaf')))) return;
    // The kept page went with the connection, so the first call after it is back asks the database.
    expect(titles(await inbox(t, token))).toEqual(['while deaf', 'm1']);
    await expectAnsweredFromMemory(t, token, user.id);
  });
});

describe('inbox pages with ANSWER_CACHES=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { answerCaches: false } });
  });
  afterAll(() => t.close());

  it('are read from the database on every call, so even an unheard message shows at once', async () => {
    const { user, token } = await createMember(t.db);
    expect((await inbox(t, token)).total).toBe(0);
    expect((await inbox(t, token)).total).toBe(0);
    await writeUnheard(t, insertMessage(user.id, 'unheard'));
    expect(titles(await inbox(t, token))).toEqual(['unheard']);
  });
});
