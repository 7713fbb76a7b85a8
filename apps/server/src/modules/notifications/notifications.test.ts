import { NOTIFICATION_PATHS } from '@wellfit/contracts/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { expectFailure } from '../../test/expect-failure.ts';
import { createMember } from '../../test/factories.ts';
import { notifyMember, type MemberNotification } from './notifications.service.ts';

const text = (zhTW: string, en: string) => ({ zhTW, zhCN: zhTW, en });

function message(index: number, overrides: Partial<MemberNotification> = {}): MemberNotification {
  return {
    title: text(`通知 ${index}`, `Notice ${index}`),
    content: text(`內容 ${index}`, `Body ${index}`),
    jump: null,
    // One minute apart, the highest index newest.
    sendTime: new Date(Date.UTC(2026, 10, 1, 0, index)),
    ...overrides,
  };
}

describe('notifications: /api/web/userMessage/*', () => {
  let t: TestApp;
  const list = (token: string, body?: Record<string, unknown>, locale?: string) =>
    callApi(t.app, 'POST', NOTIFICATION_PATHS.list, body, { token, ...(locale ? { locale } : {}) });

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('pages the member’s own inbox newest first (10 a page from page 1) with total and unread', async () => {
    const member = await createMember(t.db);
    const other = await createMember(t.db);
    for (let index = 1; index <= 12; index += 1) await notifyMember(t.ctx(), member.user.id, message(index));
    await notifyMember(t.ctx(), other.user.id, message(99));

    const first = await list(member.token, {}, 'en');
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(12);
    expect(first.body.data.unread).toBe(12);
    expect(first.body.data.list).toHaveLength(10);
    expect(first.body.data.list[0]).toMatchObject({
      userId: member.user.id,
      messageTitle: 'Notice 12',
      messageContent: 'Body 12',
      status: 0,
      sendTime: '2026-11-01T00:12:00.000Z',
      jump: null,
      link: null,
    });
    const second = await list(member.token, { pageIndex: 2 }, 'zhTW');
    expect(second.body.data.list.map((item: { messageTitle: string }) => item.messageTitle)).toEqual([
      '通知 2',
      '通知 1',
    ]);
    expect(second.body.data.total).toBe(12);
    const past = await list(member.token, { pageIndex: 3 });
    expect(past.body.data).toMatchObject({ list: [], total: 12, unread: 12 });
    // An empty body: page 1 of 10.
    expect((await list(member.token, {})).body.data.list).toHaveLength(10);

    expect((await list(other.token, {})).body.data.total).toBe(1);
  });

  it('gives the link of the jump, and no link (not an error) for one that does not parse', async () => {
    const { user, token } = await createMember(t.db);
    await notifyMember(t.ctx(), user.id, message(1, { jump: { url: '/member/coupons' } }));
    await notifyMember(t.ctx(), user.id, message(2, { jump: { page: 'productDetail', id: 12 } }));
    // Stored by another writer (an old app version, a hand-made row): never an error.
    await t.db.execute(sql`
      insert into user_messages (user_id, message_title, message_content, send_time, jump)
      values (${user.id}, '{"zhTW":"壞","zhCN":"坏","en":"Broken"}', '{"zhTW":"","zhCN":"","en":"x"}', now(), '{"page":"liveStream"}'),
             (${user.id}, '{"zhTW":"壞","zhCN":"坏","en":"Script"}', '{"zhTW":"","zhCN":"","en":"x"}', now(), '{"url":"javascript:alert(1)"}'),
             (${user.id}, '{"zhTW":"壞","zhCN":"坏","en":"Text"}', '{"zhTW":"","zhCN":"","en":"x"}', now(), '"{not json"')`);
    const answer = await list(token, {}, 'en');
    expect(answer.status).toBe(200);
    const links = Object.fromEntries(
      answer.body.data.list.map((item: { messageTitle: string; link: string | null }) => [
        item.messageTitle,
        item.link,
      ]),
    );
    expect(links).toEqual({
      'Notice 1': '/member/coupons',
      'Notice 2': '/product/12',
      Broken: null,
      Script: null,
      Text: null,
    });
    expect(answer.body.data.list.find((item: { messageTitle: string }) => item.messageTitle === 'Broken').jump).toBe(
      '{"page": "liveStream"}',
    );
  });

  it('refuses a jump that leads nowhere from another module', async () => {
    const { user } = await createMember(t.db);
    await expect(notifyMember(t.ctx(), user.id, message(1, { jump: { page: 'nowhere' } }))).rejects.toThrow(
      /gives no link/,
    );
  });

  it('marks one read, then all read; another member’s id is not found and changes nothing', async () => {
    const member = await createMember(t.db);
    const other = await createMember(t.db);
    const mine = [];
    for (let index = 1; index <= 3; index += 1)
      mine.push((await notifyMember(t.ctx(), member.user.id, message(index))).id);
    const theirs = (await notifyMember(t.ctx(), other.user.id, message(4))).id;

    const read = await callApi(t.app, 'POST', NOTIFICATION_PATHS.read, { id: mine[0] }, { token: member.token });
    expect(read.status).toBe(200);
    expect(read.body.data.unread).toBe(2);
    // Again: still read, nothing else changes.
    expect(
      (await callApi(t.app, 'POST', NOTIFICATION_PATHS.read, { id: mine[0] }, { token: member.token })).body.data
        .unread,
    ).toBe(2);
    const statuses = (await list(member.token, {})).body.data.list.map((item: { id: number; status: number }) => [
      item.id,
      item.status,
    ]);
    expect(statuses).toEqual([
      [mine[2], 0],
      [mine[1], 0],
      [mine[0], 1],
    ]);

    expectFailure(
      await callApi(t.app, 'POST', NOTIFICATION_PATHS.read, { id: theirs }, { token: member.token }),
      404,
      'notification_not_found',
    );
    expect((await list(other.token, {})).body.data.unread).toBe(1);

    const all = await callApi(t.app, 'POST', NOTIFICATION_PATHS.readAll, undefined, { token: member.token });
    expect(all.status).toBe(200);
    expect(all.body.data.unread).toBe(0);
    expect((await list(member.token, {})).body.data).toMatchObject({ unread: 0, total: 3 });
    // The other member's inbox is untouched by mark-all.
    expect((await list(other.token, {})).body.data.unread).toBe(1);
  });

  it('answers 401 without a session and 400 for bad input, changing nothing', async () => {
    const { token } = await createMember(t.db);
    for (const path of Object.values(NOTIFICATION_PATHS)) {
      const method = path === NOTIFICATION_PATHS.stream ? 'GET' : 'POST';
      expectFailure(await callApi(t.app, method, path, method === 'POST' ? {} : undefined), 401, 'unauthorized');
    }
    expect((await list(token, { pageSize: 51 })).status).toBe(400);
    expect((await list(token, { pageIndex: 0 })).status).toBe(400);
    expect((await callApi(t.app, 'POST', NOTIFICATION_PATHS.read, { id: 'x' }, { token })).status).toBe(400);
  });
});

describe('notifications: the live stream', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await buildTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /** Opens the stream and collects its events; `next(event)` waits for the next one of that name. */
  async function openStream(token: string) {
    const controller = new AbortController();
    const response = await fetch(base + NOTIFICATION_PATHS.stream, {
      headers: { token, platform: '4' },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events: string[] = [];
    const waiting: Array<() => void> = [];
    let ended = false;
    void (async () => {
      const decoder = new TextDecoder();
      let buffered = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffered += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffered.indexOf('\n\n')) !== -1) {
            const block = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            const name = /^event: (.+)$/m.exec(block)?.[1];
            if (name) events.push(name);
          }
          for (const wake of waiting.splice(0)) wake();
        }
      } catch {
        // aborted by the test
      }
      ended = true;
      for (const wake of waiting.splice(0)) wake();
    })();
    const until = async (check: () => boolean, ms = 5_000) => {
      const deadline = Date.now() + ms;
      while (!check() && !ended && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return check();
    };
    await until(() => events.includes('ready'));
    expect(events).toEqual(['ready']);
    return { events, until, close: () => controller.abort(), isEnded: () => ended };
  }

  it('tells an open page of a new message in its inbox, and only in its own', async () => {
    const member = await createMember(t.db);
    const other = await createMember(t.db);
    const stream = await openStream(member.token);
    const count = () => stream.events.filter((name) => name === 'userMessage').length;

    await notifyMember(t.ctx(), other.user.id, message(1));
    expect(await stream.until(() => count() > 0, 500)).toBe(false);

    await notifyMember(t.ctx(), member.user.id, message(2));
    expect(await stream.until(() => count() === 1)).toBe(true);
    // A row written straight into the table (another process, a script) is heard too.
    await t.db.execute(sql`
      insert into user_messages (user_id, message_title, message_content)
      values (${member.user.id}, '{"zhTW":"直","zhCN":"直","en":"Direct"}', '{"zhTW":"","zhCN":"","en":""}')`);
    expect(await stream.until(() => count() === 2)).toBe(true);
    // Nothing is heard before the transaction that wrote the message commits.
    await t.db.transaction(async (tx) => {
      await notifyMember({ ...t.ctx(), db: tx as never }, member.user.id, message(3));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(count()).toBe(2);
    });
    expect(await stream.until(() => count() === 3)).toBe(true);
    stream.close();
  });

  it('ends open streams when the app closes, without holding the shutdown', async () => {
    const own = await buildTestApp({ database: t.database });
    const ownBase = await own.app.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await createMember(t.db);
    const response = await fetch(ownBase + NOTIFICATION_PATHS.stream, { headers: { token, platform: '4' } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await reader.read();
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    let done = false;
    while (!done) done = (await reader.read()).done;
  });
});

describe('the demo inbox', () => {
  it('holds links of each form, messages without one, and jumps that lead nowhere', async () => {
    const { MEMBER_NOTIFICATIONS } = await import('../../seed/corpus/member-notifications.ts');
    const { notificationLink } = await import('@wellfit/contracts/notifications');
    const links = MEMBER_NOTIFICATIONS.map((entry) => ({ jump: entry.jump, link: notificationLink(entry.jump) }));
    expect(links.filter(({ jump, link }) => jump !== null && link === null)).toHaveLength(2);
    expect(links.some(({ jump }) => jump === null)).toBe(true);
    expect(links.some(({ jump }) => jump?.page !== undefined && links.length > 0)).toBe(true);
    expect(links.filter(({ link }) => link !== null).length).toBeGreaterThan(10);
  });
});
