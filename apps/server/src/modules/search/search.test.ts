import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createProduct } from '../../test/factories.ts';
import { searchWebServices } from './search.web-services.ts';
import { productSearchCondition } from './search.queries.ts';
import { searchTermsOf } from './search.service.ts';

const names = (data: { list: Array<{ name: string }> }) => data.list.map((item) => item.name);
const search = (t: TestApp, query: string, locale?: string) =>
  callApi(t.app, 'GET', `/api/web/search?${query}`, undefined, locale ? { locale } : {});

describe('GET /api/web/search', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const add = async (key: string, overrides: Parameters<typeof createProduct>[1], stock = 5) => {
      ids[key] = (await createProduct(t.db, overrides, { stock })).product.id;
    };
    await add('hexDumbbell', {
      name: { zhTW: '包膠六角啞鈴', zhCN: '包胶六角哑铃', en: 'Rubber Hex Dumbbell' },
      sales: 10,
    });
    await add('quickDumbbell', {
      name: { zhTW: '快速可調式啞鈴', zhCN: '快速可调式哑铃', en: 'Quick-Adjust Dumbbell' },
      sales: 500,
    });
    // Only its keywords mention dumbbells: found, but ranked below names that match.
    await add('bench', {
      name: { zhTW: '多功能重訓椅', zhCN: '多功能重训椅', en: 'Weight Bench' },
      keywords: { zhTW: '啞鈴 臥推', zhCN: '哑铃 卧推', en: 'dumbbell press' },
      sales: 9000,
    });
    // Stored only in Traditional Chinese: a Simplified query must still find it.
    await add('mat', { name: { zhTW: '雙色瑜珈墊', zhCN: '雙色瑜珈墊', en: 'Two-Tone Mat' }, sales: 3 }, 0);
    await add('hostile', {
      name: { zhTW: '<img src=x onerror=alert(1)>彈力帶', zhCN: '<img src=x onerror=alert(1)>弹力带', en: 'Band' },
    });
    await add('offShelf', {
      name: { zhTW: '下架啞鈴', zhCN: '下架哑铃', en: 'Retired dumbbell' },
      status: 'off_shelf',
    });
    await add('deleted', {
      name: { zhTW: '刪除啞鈴', zhCN: '删除哑铃', en: 'Deleted dumbbell' },
      deletedAt: new Date(),
    });
    await add('addon', { name: { zhTW: '加購啞鈴架', zhCN: '加购哑铃架', en: 'Add-on rack' }, productType: 'addon' });
  });
  afterAll(() => t.close());

  it('finds a two-character Han keyword, names before keywords, then by sales, in the request locale', async () => {
    const { status, body } = await search(t, 'tab=product&keyword=啞鈴');
    expect(status).toBe(200);
    expect(body.data.total).toBe(3);
    expect(names(body.data)).toEqual(['快速可調式啞鈴', '包膠六角啞鈴', '多功能重訓椅']);
    const first = body.data.list[0];
    expect(first).toMatchObject({ id: ids.quickDumbbell, listPrice: 1200, salePrice: 990, soldOut: false });

    const english = await search(t, 'keyword=啞鈴', 'en');
    expect(names(english.body.data)).toEqual(['Quick-Adjust Dumbbell', 'Rubber Hex Dumbbell', 'Weight Bench']);
  });

  it('matches Traditional and Simplified spellings of each other, and one Han character', async () => {
    const simplified = await search(t, `keyword=${encodeURIComponent('哑铃')}`);
    expect(names(simplified.body.data)).toEqual(['快速可調式啞鈴', '包膠六角啞鈴', '多功能重訓椅']);

    const yoga = await search(t, `keyword=${encodeURIComponent('瑜珈垫')}`);
    expect(yoga.body.data.list).toEqual([expect.objectContaining({ id: ids.mat, soldOut: true })]);

    const oneCharacter = await search(t, `keyword=${encodeURIComponent('墊')}`);
    expect(names(oneCharacter.body.data)).toEqual(['雙色瑜珈墊']);
  });

  it('matches English case-insensitively, every term of a multi-word keyword, and full-width letters', async () => {
    expect(names((await search(t, 'keyword=DUMBBELL', 'en')).body.data)).toHaveLength(3);
    expect(names((await search(t, 'keyword=hex%20dumbbell', 'en')).body.data)).toEqual(['Rubber Hex Dumbbell']);
    expect(names((await search(t, `keyword=${encodeURIComponent('ＨＥＸ')}`, 'en')).body.data)).toEqual([
      'Rubber Hex Dumbbell',
    ]);
    // LIKE wildcards in a keyword are plain characters.
    expect((await search(t, 'keyword=%25')).body.data.total).toBe(0);
    expect((await search(t, 'keyword=_')).body.data.total).toBe(0);
  });

  it('marks the matched text as separate text segments, so a name cannot inject markup', async () => {
    const { body } = await search(t, `keyword=${encodeURIComponent('弹力带')}`);
    expect(body.data.list).toHaveLength(1);
    expect(body.data.list[0].nameHighlight).toEqual([
      { text: '<img src=x onerror=alert(1)>', match: false },
      { text: '彈力帶', match: true },
    ]);

    const hex = await search(t, 'keyword=hex', 'en');
    expect(hex.body.data.list[0].nameHighlight).toEqual([
      { text: 'Rubber ', match: false },
      { text: 'Hex', match: true },
      { text: ' Dumbbell', match: false },
    ]);
  });

  it('pages the results and reports the total on every page, also past the end', async () => {
    const first = await search(t, 'keyword=啞鈴&pageIndex=1&pageSize=2');
    const second = await search(t, 'keyword=啞鈴&pageIndex=2&pageSize=2');
    const beyond = await search(t, 'keyword=啞鈴&pageIndex=5&pageSize=2');
    expect(names(first.body.data)).toEqual(['快速可調式啞鈴', '包膠六角啞鈴']);
    expect(names(second.body.data)).toEqual(['多功能重訓椅']);
    expect([first.body.data.total, second.body.data.total, beyond.body.data.total]).toEqual([3, 3, 3]);
    expect(beyond.body.data.list).toEqual([]);
  });

  it('answers an empty list for an empty keyword and a clear 400 for a keyword over 50 characters', async () => {
    expect((await search(t, 'keyword=')).body.data).toEqual({ tab: 'product', list: [], total: 0, msg: 'success' });
    expect((await search(t, `keyword=${encodeURIComponent('   ')}`)).body.data.total).toBe(0);

    const tooLong = await search(t, `keyword=${encodeURIComponent('啞'.repeat(51))}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ key: 'validation_too_long', msg: expect.stringContaining('keyword') });
    expect(tooLong.body.msg).toContain('50');
    expect((await search(t, 'keyword=a&pageSize=51')).status).toBe(400);
    expect((await search(t, 'keyword=a&tab=unknown')).status).toBe(400);
  });

  it('serves the page loader in-process with the same answer and the same limits', async () => {
    const services = searchWebServices(t.database);
    const answer = await services.search('zhTW', { keyword: '啞鈴', pageIndex: 1, pageSize: 1 });
    expect(answer.total).toBe(3);
    expect(answer.list.map((item) => item.id)).toEqual([ids.quickDumbbell]);
    await expect(services.search('zhTW', { keyword: 'x'.repeat(51) })).rejects.toMatchObject({ status: 400 });
  });

  it('finds a two-character keyword through the bigram index, not a table scan', async () => {
    // Enough rows that a sequential scan is the expensive choice for the planner.
    await t.db.execute(sql`
      insert into products (name, keywords, status, list_price, sale_price)
      select jsonb_build_object('zhTW', '訓練器材 ' || n, 'zhCN', '训练器材 ' || n, 'en', 'Training gear ' || n),
             jsonb_build_object('zhTW', '居家 健身', 'zhCN', '居家 健身', 'en', 'home'), 'on_sale', 1000, 900
      from generate_series(1, 5000) as n`);
    // What autovacuum does in production: moves GIN's pending list into the index and refreshes statistics.
    await t.db.execute(sql`vacuum analyze products`);
    const explained = (await t.db.execute(
      sql`explain select id from products where ${productSearchCondition(searchTermsOf('啞鈴'))}`,
    )) as unknown as { rows: Array<Record<string, string>> };
    const plan = explained.rows.map((row) => Object.values(row).join(' ')).join('\n');
    expect(plan).toContain('products_search_tokens_idx');
    expect(plan).not.toMatch(/Seq Scan on products/);
  });
});
