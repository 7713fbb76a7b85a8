import { BROWSE_HISTORY_LIMIT } from '@wellfit/contracts/collections';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createMember, createProduct } from '../../test/factories.ts';

describe('browse history: /api/web/browse-history/*', () => {
  let t: TestApp;
  const record = (token: string, targetId: number) =>
    callApi(t.app, 'POST', '/api/web/browse-history/record', { targetType: 'product', targetId }, { token });
  const list = (token: string, query = '') =>
    callApi(t.app, 'GET', `/api/web/browse-history/list?targetType=product${query}`, undefined, { token });
  const ids = (answer: { body: { data: { list: Array<{ id: number }> } } }) =>
    answer.body.data.list.map((item) => item.id);

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists the most recent view first; viewing again moves an item up without a second row', async () => {
    const { token } = await createMember(t.db);
    const [a, b, c] = await Promise.all([1, 2, 3].map(async () => (await createProduct(t.db)).product.id));
    for (const id of [a!, b!, c!]) expect((await record(token, id)).status).toBe(200);
    await Promise.all([record(token, a!), record(token, a!)]);

    const answer = await list(token);
    expect(ids(answer)).toEqual([a, c, b]);
    expect(answer.body.data.total).toBe(3);
    expect(ids(await list(token, '&pageIndex=2&pageSize=2'))).toEqual([b]);
  });

  it(`keeps only the ${BROWSE_HISTORY_LIMIT} most recent views per member`, async () => {
    const { token, user } = await createMember(t.db);
    const other = await createMember(t.db);
    const first = (await createProduct(t.db)).product.id;
    await record(other.token, first);
    await record(token, first);
    // Older views made directly, each one second older than the next: the limit is then one view away.
    await t.db.execute(sql`
      insert into products (name, status, list_price, sale_price)
      select jsonb_build_object('zhTW', '歷史商品 ' || n, 'zhCN', '历史商品 ' || n, 'en', 'Viewed ' || n), 'on_sale', 100, 100
      from generate_series(1, ${BROWSE_HISTORY_LIMIT}) as n`);
    await t.db.execute(sql`
      insert into browse_history (user_id, target_type, target_id, viewed_at)
      select ${user.id}, 'product', id, now() - make_interval(secs => 10 + row_number() over (order by id))
      from products where name->>'en' like 'Viewed %' and id <> ${first}
      order by id limit ${BROWSE_HISTORY_LIMIT - 1}`);
    expect((await list(token)).body.data.total).toBe(BROWSE_HISTORY_LIMIT);

    const newest = (await createProduct(t.db)).product.id;
    await record(token, newest);
    const answer = await list(token, '&pageSize=50');
    expect(answer.body.data.total).toBe(BROWSE_HISTORY_LIMIT);
    expect(ids(answer).slice(0, 2)).toEqual([newest, first]);
    // The other member's history is untouched.
    expect(ids(await list(other.token))).toEqual([first]);
  });

  it('deletes chosen items or clears everything, only for this member', async () => {
    const alice = await createMember(t.db);
    const bob = await createMember(t.db);
    const [a, b] = await Promise.all([1, 2].map(async () => (await createProduct(t.db)).product.id));
    for (const id of [a!, b!]) {
      await record(alice.token, id);
      await record(bob.token, id);
    }
    const deleted = await callApi(
      t.app,
      'POST',
      '/api/web/browse-history/delete',
      { targetType: 'product', targetIds: [a] },
      { token: alice.token },
    );
    expect(deleted.status).toBe(200);
    expect(ids(await list(alice.token))).toEqual([b]);

    await callApi(t.app, 'POST', '/api/web/browse-history/clear', { targetType: 'product' }, { token: alice.token });
    expect((await list(alice.token)).body.data.total).toBe(0);
    expect((await list(bob.token)).body.data.total).toBe(2);
  });

  it('refuses to record a hidden or unknown product and needs a login', async () => {
    const { token } = await createMember(t.db);
    const { product } = await createProduct(t.db, { deletedAt: new Date() });
    expect((await record(token, product.id)).status).toBe(404);
    expect((await list(token)).body.data.total).toBe(0);
    expect((await callApi(t.app, 'GET', '/api/web/browse-history/list')).status).toBe(401);
  });
});
