import { access, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_MAX } from '@wellfit/contracts/address';
import { zipCodeOf } from '@wellfit/contracts/taiwan-places';
import { normaliseMobile } from '@wellfit/contracts/validation';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { createTestDatabase, buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createSession, createUser } from '../test/factories.ts';
import { DEMO_ENTERPRISE, DEMO_REDEEM_CODES } from './demo-accounts.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DatabaseNotEmptyError,
  describeDemoAccounts,
  seedDemoData,
  type SeedSummary,
} from './seed.ts';
import { seedIfEmpty } from './seed-on-start.ts';

/** One instant for every seed in this file, so their dates (and rows) can be compared. */
const NOW = new Date('2026-11-21T03:30:00Z');
const quietLog = { info: () => {} };

/** Both drivers answer raw SQL with `{ rows }`; the shared Drizzle type does not say so. */
async function select<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** A fingerprint of a table's full contents, ordered by the given columns. */
async function digest(db: Database, table: string, orderBy = 'id'): Promise<string> {
  const [row] = await select<{ digest: string }>(
    db,
    sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by ${orderBy}), '')) as digest from "${table}" t`),
  );
  return row!.digest;
}

const DIGESTED_TABLES: Array<[table: string, orderBy?: string]> = [
  ['users'],
  ['products'],
  ['product_skus'],
  ['product_addons', 'product_id, addon_product_id'],
  ['courses'],
  ['plan_courses'],
  ['articles'],
  ['home_cards'],
  ['orders'],
  ['order_items'],
  ['point_transactions'],
  ['user_messages'],
];

async function digests(db: Database): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const [table, orderBy] of DIGESTED_TABLES) result[table] = await digest(db, table, orderBy);
  return result;
}

describe('demo data seed', () => {
  let dataDir: string;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let firstSummary: SeedSummary;
  let secondSummary: SeedSummary;
  let testApp: TestApp;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wellfit-seed-test-'));
    first = await createTestDatabase();
    second = await createTestDatabase();
    firstSummary = await seedDemoData(first, { dataDir, now: NOW });
    secondSummary = await seedDemoData(second, { dataDir, now: NOW });
    testApp = await buildTestApp({ database: first });
  });

  afterAll(async () => {
    await testApp?.close();
    await first?.close();
    await second?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('writes the same rows twice for the same seed and instant', async () => {
    expect(await digests(second.db)).toEqual(await digests(first.db));
    expect(secondSummary.rows).toEqual(firstSummary.rows);
  });

  it('writes other rows for another seed', async () => {
    const other = await createTestDatabase();
    try {
      await seedDemoData(other, { dataDir, now: NOW, seed: 7 });
      expect(await digest(other.db, 'users')).not.toBe(await digest(first.db, 'users'));
      // The demo accounts do not depend on the seed.
      const demo = await select<{ email: string }>(
        other.db,
        sql`select email from users where id <= ${DEMO_ACCOUNTS.length} order by id`,
      );
      expect(demo.map((row) => row.email)).toEqual(DEMO_ACCOUNTS.map((account) => account.email));
    } finally {
      await other.close();
    }
  });

  it('makes the scale-1 demo set: 150 products, 300 members, content and offers', () => {
    expect(firstSummary.rows.users).toBe(300);
    expect(firstSummary.rows.products).toBeGreaterThanOrEqual(150);
    expect(firstSummary.rows.courses).toBeGreaterThanOrEqual(30);
    expect(firstSummary.rows.plans).toBe(12);
    expect(firstSummary.rows.coaches).toBe(12);
    expect(firstSummary.rows.articles).toBe(60);
    for (const table of [
      'product_skus',
      'product_addons',
      'product_bonuses',
      'home_cards',
      'faqs',
      'coupons',
      'user_messages',
      'orders',
      'campaigns',
    ]) {
      expect(firstSummary.rows[table], table).toBeGreaterThan(0);
    }
  });

  it('creates the documented demo accounts, each signing in with the demo password', async () => {
    const rows = await select<{
      id: number;
      phone: string;
      email: string;
      password_hash: string;
      vip: number;
      new_user: number;
      password_reset_required: boolean;
      enterprise_code: string | null;
    }>(
      first.db,
      sql`
      select u.id, u.phone, u.email, u.password_hash, u.vip, u.new_user, u.password_reset_required, e.code as enterprise_code
      from users u left join enterprises e on e.id = u.enterprise_id
      where u.id <= ${DEMO_ACCOUNTS.length} order by u.id`,
    );
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const row = rows[index]!;
      // SPEC §5: a leading 0 is removed before the number is stored and sent.
      expect(row.phone).toBe(normaliseMobile(account.mobile));
      expect(row.email).toBe(account.email);
      expect(await verify(row.password_hash, DEMO_PASSWORD)).toBe(true);
    }
    const byKey = Object.fromEntries(DEMO_ACCOUNTS.map((account, index) => [account.key, rows[index]!]));
    expect(byKey.vip!.vip).toBe(1);
    expect(byKey.member!.vip).toBe(0);
    expect(byKey.enterprise!.enterprise_code).toBe(DEMO_ENTERPRISE.code);
    expect(byKey.resetRequired!.password_reset_required).toBe(true);
    expect(byKey.newcomer!.new_user).toBe(1);

    const subscriptions = await select<{ status: string; expires_at: string }>(
      first.db,
      sql`select status, expires_at from user_subscriptions where user_id = ${byKey.vip!.id}`,
    );
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]!.status).toBe('active');
    expect(new Date(subscriptions[0]!.expires_at).getTime()).toBeGreaterThan(NOW.getTime());

    const text = describeDemoAccounts();
    for (const account of DEMO_ACCOUNTS) expect(text).toContain(account.email);
    expect(text).toContain(DEMO_PASSWORD);
    expect(text).toContain(DEMO_REDEEM_CODES.gift);
  });

  it('gives the demo member orders in every state, a cart, coupons and notifications', async () => {
    const member = DEMO_ACCOUNTS.find((account) => account.key === 'member')!;
    const [user] = await select<{ id: number }>(first.db, sql`select id from users where email = ${member.email}`);
    const states = await select<{ status: string }>(
      first.db,
      sql`select distinct status from orders where user_id = ${user!.id}`,
    );
    expect(states.map((row) => row.status).sort()).toEqual([
      'cancelled',
      'completed',
      'delivered',
      'invalid',
      'pending',
      'returned',
      'shipped',
      'unshipped',
    ]);
    const counts = await select<{ cart: number; coupons: number; messages: number; checkins: number }>(
      first.db,
      sql`
      select (select count(*)::int from cart_items where user_id = ${user!.id}) as cart,
             (select count(*)::int from user_coupons where user_id = ${user!.id} and status = 'unused') as coupons,
             (select count(*)::int from user_messages where user_id = ${user!.id}) as messages,
             (select count(*)::int from check_ins where user_id = ${user!.id}) as checkins`,
    );
    const row = counts[0]!;
    expect(row.cart).toBeGreaterThan(0);
    expect(row.coupons).toBeGreaterThan(0);
    // More than one page of ten (SPEC §9 notification page size).
    expect(row.messages).toBeGreaterThan(10);
    expect(row.checkins).toBeGreaterThan(0);

    const session = await createSession(testApp.db, user!.id);
    const details = await testApp.app.inject({
      method: 'GET',
      url: '/api/web/getUserDetails',
      headers: { token: session.token },
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().data).toMatchObject({
      nickName: member.nickName,
      email: member.email,
      phone: normaliseMobile(member.mobile),
      vip: 0,
    });
  });

  it('gives every member an address book the address calls accept: real places, one default, within the limit', async () => {
    const rows = await select<{ user_id: number; city: string; region: string; zip_code: string; is_default: boolean }>(
      first.db,
      sql`select user_id, city, region, zip_code, is_default from user_addresses where deleted_at is null`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => zipCodeOf(row.city, row.region) !== row.zip_code)).toEqual([]);
    const books = new Map<number, { addresses: number; defaults: number }>();
    for (const row of rows) {
      const book = books.get(row.user_id) ?? { addresses: 0, defaults: 0 };
      books.set(row.user_id, { addresses: book.addresses + 1, defaults: book.defaults + (row.is_default ? 1 : 0) });
    }
    for (const book of books.values()) {
      expect(book.defaults).toBe(1);
      expect(book.addresses).toBeLessThanOrEqual(ADDRESS_BOOK_MAX);
    }
  });

  it('answers the marquee, the free-shipping message and the app switches from the seeded dictionary', async () => {
    for (const locale of ['zhTW', 'zhCN', 'en'] as const) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/web/queryDataDictionary',
        headers: { locale },
        payload: { type: 'twVersionNotifyMsg' },
      });
      expect(response.statusCode).toBe(200);
      const { twNotifyMsg, twFreeChargeMsg } = response.json().data as { twNotifyMsg: string; twFreeChargeMsg: string };
      expect(twNotifyMsg.length).toBeGreaterThan(10);
      expect(JSON.parse(twFreeChargeMsg)).toEqual({ msg: expect.stringContaining('1,500'), link: '/product-list/all' });
    }
    const coins = await testApp.app.inject({
      method: 'POST',
      url: '/api/web/queryDataDictionary',
      payload: { type: 'appConfig', name: 'userCoinsSwitch' },
    });
    expect(coins.json().data).toMatchObject({ name: 'userCoinsSwitch', value: '1' });
    const maintenance = await testApp.app.inject({
      method: 'POST',
      url: '/api/web/queryDataDictionary',
      payload: { type: 'appConfig', name: 'maintenanceMode' },
    });
    expect(maintenance.json().data).toMatchObject({ name: 'maintenanceMode', value: '0' });
  });

  it('stores shopper-facing text in zhTW, zhCN and en, with zhCN converted from zhTW', async () => {
    const missing = await select<{ count: number }>(
      first.db,
      sql`
      select count(*)::int as count from products
      where coalesce(name->>'zhTW', '') = '' or coalesce(name->>'zhCN', '') = '' or coalesce(name->>'en', '') = ''
         or coalesce(detail_html->>'en', 'x') = '' or coalesce(detail_html->>'zhCN', 'x') = ''`,
    );
    expect(missing[0]!.count).toBe(0);
    const dumbbell = await select<{ zh_tw: string; zh_cn: string; en: string }>(
      first.db,
      sql`select name->>'zhTW' as zh_tw, name->>'zhCN' as zh_cn, name->>'en' as en from products where id = 1`,
    );
    expect(dumbbell[0]).toEqual({ zh_tw: '快速可調式啞鈴', zh_cn: '快速可调式哑铃', en: 'Quick-Adjust Dumbbell' });
    const articles = await select<{ converted: number; total: number }>(
      first.db,
      sql`
      select count(*) filter (where pc_html->>'zhCN' <> pc_html->>'zhTW')::int as converted, count(*)::int as total from articles`,
    );
    expect(articles[0]!.converted).toBe(articles[0]!.total);
    // SKU option names and values: the same pairs in every locale, English without Chinese.
    const specs = await select<{ with_specs: number; untranslated: number }>(
      first.db,
      sql`
      select count(*) filter (where jsonb_array_length(sp_data->'zhTW') > 0)::int as with_specs,
        count(*) filter (where jsonb_array_length(sp_data->'zhTW') <> jsonb_array_length(coalesce(sp_data->'zhCN', '[]'))
          or jsonb_array_length(sp_data->'zhTW') <> jsonb_array_length(coalesce(sp_data->'en', '[]'))
          or (sp_data->'en')::text ~ '[\u4e00-\u9fff]')::int as untranslated
      from product_skus`,
    );
    expect(specs[0]!.with_specs).toBeGreaterThan(0);
    expect(specs[0]!.untranslated).toBe(0);
  });

  it('gives every plan-list goal tab plans over several weeks, and series and article categories their content', async () => {
    const goals = await select<{ goal: string; plans: number; min_weeks: number }>(
      first.db,
      sql`
      select p.goal, count(*)::int as plans, min((select count(*) from plan_weeks w where w.plan_id = p.id))::int as min_weeks
      from plans p group by p.goal order by p.goal`,
    );
    expect(goals.map((row) => row.goal)).toEqual(['build_muscle', 'keep_fit', 'lose_weight']);
    for (const row of goals) expect(row.min_weeks, row.goal).toBeGreaterThanOrEqual(2);
    expect(firstSummary.rows.series).toBeGreaterThanOrEqual(5);
    const categories = await select<{ empty: number; total: number }>(
      first.db,
      sql`
      select count(*) filter (where not exists (select 1 from article_category_links l where l.category_id = c.id))::int as empty,
      count(*)::int as total from article_categories c`,
    );
    expect(categories[0]).toMatchObject({ empty: 0 });
    expect(categories[0]!.total).toBeGreaterThanOrEqual(3);
  });

  it('writes every picture it links to, once', async () => {
    const urls = await select<{ url: string }>(
      first.db,
      sql`
      select pic as url from products union select url from product_images union select cover_url from courses
      union select avatar_url from coaches union select cover_img from articles union select image from plans
      union select banner_xl from campaigns union select icon_url from product_categories
      union select content->'imageInfo'->>'imageUrl' from home_cards, jsonb_array_elements(contents) as content`,
    );
    const pictures = urls.map((row) => row.url).filter((url): url is string => Boolean(url));
    expect(pictures.length).toBeGreaterThan(50);
    for (const url of pictures) {
      expect(url).toMatch(/^\/uploads\/seed\/[a-z0-9-]+\.webp$/);
      await access(path.join(dataDir, url.replace(/^\//, '')));
    }
    expect(firstSummary.images.written + firstSummary.images.skipped).toBe(firstSummary.images.pool);
    // The second seed found every file in place.
    expect(secondSummary.images.written).toBe(0);
  });

  it('moves identity sequences past the seeded ids', async () => {
    const user = await createUser(testApp.db);
    expect(user.id).toBeGreaterThan(firstSummary.rows.users!);
  });

  it('never seeds over members; seedIfEmpty then only answers the accounts text', async () => {
    await expect(seedDemoData(second, { dataDir, now: NOW })).rejects.toBeInstanceOf(DatabaseNotEmptyError);
    const before = await digest(second.db, 'users');
    expect(await seedIfEmpty(second, { log: quietLog, dataDir })).toBe(describeDemoAccounts());
    expect(await digest(second.db, 'users')).toBe(before);
  });

  it('seeds flash sales around the seeding instant: running, sold out, free and coming, with SKU stock to sell', async () => {
    const rows = await select<{
      id: number;
      seckill_price: number;
      stock: number;
      sold: number;
      starts_at: Date | string;
      ends_at: Date | string;
      sku_stock: number;
    }>(
      first.db,
      sql`select f.id::int as id, f.seckill_price, f.stock, f.sold, f.starts_at, f.ends_at, s.stock as sku_stock
          from flash_sales f join product_skus s on s.id = f.product_sku_id order by f.id`,
    );
    const at = (value: Date | string) => new Date(value).getTime();
    const running = rows.filter((row) => at(row.starts_at) <= NOW.getTime() && NOW.getTime() < at(row.ends_at));
    expect(running.map((row) => row.id)).toEqual(expect.arrayContaining([1, 5, 6]));
    const [open, soldOut, free] = [1, 5, 6].map((id) => rows.find((row) => row.id === id));
    expect(at(open!.starts_at)).toBe(NOW.getTime() - 60 * 60 * 1000);
    expect(open!.stock - open!.sold).toBeGreaterThanOrEqual(100);
    expect(open!.sku_stock).toBeGreaterThanOrEqual(open!.stock - open!.sold);
    expect(soldOut!.sold).toBe(soldOut!.stock);
    expect(free!.seckill_price).toBe(0);
    expect(rows.filter((row) => at(row.starts_at) > NOW.getTime()).map((row) => row.id)).toContain(2);
    // Six sales on six different products' SKUs.
    expect(new Set(rows.map((row) => row.id)).size).toBe(6);
  });

  it('moves the running and coming demo flash sales to a later start of the seeded database', async () => {
    const later = NOW.getTime() + 30 * 24 * 60 * 60 * 1000;
    await seedIfEmpty(first, { log: quietLog, dataDir, now: later });
    const rows = await select<{ id: number; starts_at: Date | string; ends_at: Date | string }>(
      first.db,
      sql`select id::int as id, starts_at, ends_at from flash_sales order by id`,
    );
    const at = (value: Date | string) => new Date(value).getTime();
    const runningLater = rows.filter((row) => at(row.starts_at) <= later && later < at(row.ends_at));
    expect(runningLater.map((row) => row.id)).toEqual([1, 5, 6]);
    expect(at(rows.find((row) => row.id === 1)!.starts_at)).toBe(later - 60 * 60 * 1000);
    expect(at(rows.find((row) => row.id === 2)!.starts_at)).toBeGreaterThan(later);
    // The ended sale a demo member bought from keeps its dates.
    expect(at(rows.find((row) => row.id === 3)!.ends_at)).toBeLessThan(NOW.getTime());
  });

  it('lets the demo member check out the cart as seeded: its lapsed add-on is named and left out (issue 34)', async () => {
    const member = DEMO_ACCOUNTS.find((account) => account.key === 'member')!;
    const [user] = await select<{ id: number }>(first.db, sql`select id from users where email = ${member.email}`);
    const { token } = await createSession(testApp.db, user!.id);
    const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
      const response = await testApp.app.inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) });
      return { status: response.statusCode, body: response.json() };
    };

    const cart = (await call('GET', '/api/web/mall/car/list')).body.data;
    const cartIds: number[] = cart.validCartList.map((line: { id: number }) => line.id);
    expect(cartIds.length).toBeGreaterThan(0);
    const preview = await call('POST', '/api/web/mall/order/generateConfirmOrderV1', { type: 2, cartIds });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.unavailableItems.map((item: { reason: string }) => item.reason)).toEqual([
      'add_on_offer_ended',
    ]);
    const pricing = await call('POST', '/api/web/mall/car/pricing', { type: 4, ids: cartIds });
    expect(preview.body.data.calcAmount.payAmount).toBe(pricing.body.data.amountMap.payAmount);

    const addresses = (await call('GET', '/api/web/member/address/list')).body.data;
    const placed = await call('POST', '/api/web/mall/order/generateOrder', {
      type: 2,
      cartIds,
      memberReceiveAddressId: addresses[0].id,
      invoiceData: { invoiceType: 1 },
      agreeTerms: true,
      requestKey: 'demo-cart-checkout',
      expectedPayAmount: preview.body.data.calcAmount.payAmount,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data).toMatchObject({ status: 'pending', payAmount: preview.body.data.calcAmount.payAmount });
  });
});
