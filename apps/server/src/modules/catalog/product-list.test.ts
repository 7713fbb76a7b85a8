import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '@wellfit/contracts/catalog';
import { PRODUCT_LIST_SORTS } from '@wellfit/contracts/catalog-options';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createProduct } from '../../test/factories.ts';
import { productCategories, productSkus, products } from './catalog.tables.ts';
import { selectProductPage } from './product-list.queries.ts';
import { FORGET_AT_MOST_EVERY_MS } from '../../answer-cache.ts';
import { writeUnheard } from '../../test/unheard-writes.ts';
import { LIST_TTL_MS } from './catalog.answer-cache.ts';

let t: TestApp;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const named = (zhTW: string, en: string) => ({ zhTW, zhCN: zhTW, en });

/** The fixture: three listed products in a small tree, and every kind of product that must stay hidden. */
const ids = {
  homeGym: 0,
  dumbbells: 0,
  yoga: 0,
  subscriptions: 0,
  hidden: 0,
  hiddenChild: 0,
  bench: 0,
  kettlebell: 0,
  mat: 0,
  seasonPass: 0,
};

async function createCategory(values: Partial<typeof productCategories.$inferInsert> & { slug: string }) {
  const [row] = await t.db
    .insert(productCategories)
    .values({ name: named(values.slug, values.slug), ...values })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  ids.homeGym = await createCategory({ slug: 'home-gym', name: named('居家健身', 'Home Gym'), sort: 1 });
  ids.dumbbells = await createCategory({ slug: 'dumbbells', name: named('啞鈴', 'Dumbbells'), parentId: ids.homeGym });
  ids.yoga = await createCategory({ slug: 'yoga', name: named('瑜珈', 'Yoga'), sort: 2 });
  ids.subscriptions = await createCategory({ slug: 'subscription', sort: 3 });
  ids.hidden = await createCategory({ slug: 'retired', isShow: false, sort: 0 });
  ids.hiddenChild = await createCategory({ slug: 'retired-child', parentId: ids.hidden });

  // Recommended order (sort): kettlebell, mat, bench. Newest: kettlebell, mat, bench.
  ids.bench = (
    await createProduct(
      t.db,
      {
        name: named('重訓椅', 'Weight bench'),
        subtitle: named('可調角度', 'Adjustable'),
        couponLabel: named('滿千折百', 'NT$100 off NT$1,000'),
        categoryId: ids.homeGym,
        pic: '/uploads/seed/bench.webp',
        listPrice: 1000,
        salePrice: 800,
        sales: 50,
        sort: 3,
        createdAt: daysAgo(3),
      },
      { stock: 5 },
    )
  ).product.id;
  const kettlebell = await createProduct(
    t.db,
    {
      name: named('壺鈴', 'Kettlebell'),
      categoryId: ids.dumbbells,
      listPrice: 500,
      salePrice: 500,
      sales: 10,
      sort: 1,
      groupShop: true,
      createdAt: daysAgo(1),
    },
    { stock: 0 },
  );
  ids.kettlebell = kettlebell.product.id;
  // A deleted SKU's stock does not count: the kettlebell stays sold out.
  await t.db.insert(productSkus).values({
    productId: ids.kettlebell,
    skuCode: 'KETTLEBELL-OLD',
    stock: 9,
    price: 500,
    delTag: 1,
  });
  ids.mat = (
    await createProduct(
      t.db,
      {
        name: named('瑜珈墊', 'Yoga mat'),
        categoryId: ids.yoga,
        listPrice: 2000,
        salePrice: 1500,
        sales: 100,
        sort: 2,
        usport: true,
        enterpriseOnly: true,
        createdAt: daysAgo(2),
      },
      { stock: 3 },
    )
  ).product.id;
  ids.seasonPass = (
    await createProduct(t.db, {
      name: named('季訂閱', 'Season pass'),
      productType: 'subscription',
      categoryId: ids.subscriptions,
      listPrice: 1500,
      salePrice: 1200,
    })
  ).product.id;

  // Never listed: drafts, off-shelf, deleted, and the types bought only with another product.
  for (const overrides of [
    { status: 'draft' as const },
    { status: 'off_shelf' as const },
    { deletedAt: daysAgo(1) },
    { productType: 'addon' as const },
    { productType: 'bonus' as const, salePrice: 0 },
    { productType: 'fictional' as const },
  ]) {
    await createProduct(t.db, {
      name: named('不應出現', 'Hidden'),
      categoryId: ids.homeGym,
      usport: true,
      groupShop: true,
      ...overrides,
    });
  }
});
afterAll(() => t.close());

async function list(query = '', headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: `/api/web/mall/product/list${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  const { code, data } = response.json();
  expect(code).toBe(200);
  return data as { list: ProductSummary[]; total: number; pageIndex: number; pageSize: number };
}
const idsOf = (page: { list: ProductSummary[] }) => page.list.map((product) => product.id);

describe('GET /api/web/mall/product/list', () => {
  it('lists only shelved equipment, in the shop order, 24 per page', async () => {
    const page = await list();
    expect(idsOf(page)).toEqual([ids.kettlebell, ids.mat, ids.bench]);
    expect(page).toMatchObject({ total: 3, pageIndex: 1, pageSize: 24 });
    expect(page.list.find((product) => product.id === ids.bench)).toEqual({
      id: ids.bench,
      name: '重訓椅',
      subtitle: '可調角度',
      pic: '/uploads/seed/bench.webp',
      listPrice: 1000,
      salePrice: 800,
      productType: 'equipment',
      categoryId: ids.homeGym,
      soldOut: false,
      sales: 50,
      couponLabel: '滿千折百',
      enterpriseOnly: false,
    });
  });

  it('marks sold out when every live SKU has no stock, and flags enterprise-only products', async () => {
    const byId = new Map((await list()).list.map((product) => [product.id, product]));
    expect(byId.get(ids.kettlebell)).toMatchObject({ soldOut: true, enterpriseOnly: false });
    expect(byId.get(ids.mat)).toMatchObject({ soldOut: false, enterpriseOnly: true });
  });

  it('answers in the request locale', async () => {
    const page = await list('?categoryId=' + ids.homeGym, { locale: 'en' });
    expect(page.list.map((product) => product.name)).toEqual(['Kettlebell', 'Weight bench']);
    expect(page.list[1]?.couponLabel).toBe('NT$100 off NT$1,000');
  });

  it.each([
    ['newest', () => [ids.kettlebell, ids.mat, ids.bench]],
    ['price_asc', () => [ids.kettlebell, ids.bench, ids.mat]],
    ['price_desc', () => [ids.mat, ids.bench, ids.kettlebell]],
    ['best_selling', () => [ids.mat, ids.bench, ids.kettlebell]],
  ])('sorts by %s', async (sort, expected) => {
    expect(idsOf(await list(`?sort=${sort}`))).toEqual(expected());
  });

  it('filters by category (a parent includes its children), scope, price range and stock', async () => {
    expect(idsOf(await list(`?categoryId=${ids.homeGym}`))).toEqual([ids.kettlebell, ids.bench]);
    expect(idsOf(await list(`?categoryId=${ids.dumbbells}`))).toEqual([ids.kettlebell]);
    expect(idsOf(await list('?scope=discounts'))).toEqual([ids.mat, ids.bench]);
    expect(idsOf(await list('?scope=usport'))).toEqual([ids.mat]);
    expect(idsOf(await list('?scope=group'))).toEqual([ids.kettlebell]);
    expect(idsOf(await list('?priceMin=600&priceMax=1000'))).toEqual([ids.bench]);
    expect(idsOf(await list('?priceMin=800&priceMax=800'))).toEqual([ids.bench]);
    expect(idsOf(await list('?inStock=true&sort=price_asc'))).toEqual([ids.bench, ids.mat]);
    const none = await list(`?categoryId=${ids.yoga}&priceMax=100`);
    expect(none).toMatchObject({ list: [], total: 0 });
  });

  it.each(['recommended', 'newest', 'price_asc', 'price_desc', 'best_selling'])(
    'combines a category, a price range and paging in the %s order, page and total alike',
    async (sort) => {
      // Each sort leads its scan by a different index (product-list.queries.ts, FilterScan).
      const inHomeGym = `?categoryId=${ids.homeGym}&priceMin=400&priceMax=900&sort=${sort}`;
      const both = await list(inHomeGym);
      expect(new Set(idsOf(both))).toEqual(new Set([ids.kettlebell, ids.bench]));
      expect(both.total).toBe(2);
      const second = await list(`${inHomeGym}&pageSize=1&pageIndex=2`);
      expect(second).toMatchObject({ total: 2, list: [{ id: idsOf(both)[1] }] });
      expect(await list(`${inHomeGym}&pageSize=1&pageIndex=3`)).toMatchObject({ total: 2, list: [] });
      expect(idsOf(await list(`?categoryId=${ids.homeGym}&priceMin=600&sort=${sort}`))).toEqual([ids.bench]);
    },
  );

  it('runs filter shapes whose statement names share their first 63 bytes on one connection', async () => {
    // Every filter set: the two shapes' statement names differ only past PostgreSQL's 63-byte
    // limit. A transaction holds one connection, where a clipped name would already exist.
    const everyFilter = {
      productTypes: ['equipment', 'subscription'],
      categoryId: ids.homeGym,
      discountedOnly: true,
      usportOnly: false,
      groupShopOnly: false,
      priceMin: 1,
      priceMax: 5000,
      inStockOnly: false,
    } as const;
    const page = { sort: 'best_selling', pageIndex: 1, pageSize: 24 } as const;
    await t.db.transaction(async (tx) => {
      for (const filter of [everyFilter, { ...everyFilter, inStockOnly: true }]) {
        const { list, total } = await selectProductPage(tx, 'zhTW', filter, page);
        expect(list.map((product) => product.id)).toEqual([ids.bench]);
        expect(total).toBe(1);
      }
    });
  });

  it('answers a category page alike whether it walks a list index or sorts the few matches', async () => {
    // With no row estimate for products (pg_class.reltuples is -1 until VACUUM or ANALYZE), a
    // page in a category walks its sort's list index; with one, a category of few matches is
    // sorted from its count's scan instead (product-list.queries.ts, fewMatches). The queries
    // are called directly: the route would answer the second round from its answer cache.
    const shelfEstimate = async () => {
      const answer = await t.db.execute(sql`select reltuples as rows from pg_class where oid = 'products'::regclass`);
      return Number((answer as unknown as { rows: Array<{ rows: number }> }).rows[0]?.rows);
    };
    const filters = [
      { categoryId: ids.homeGym },
      { categoryId: ids.homeGym, priceMin: 400, priceMax: 900 },
      { categoryId: ids.homeGym, inStockOnly: true },
      { categoryId: ids.yoga, discountedOnly: true },
      { categoryId: ids.dumbbells, priceMin: 600 },
    ];
    const everyPage = () =>
      Promise.all(
        PRODUCT_LIST_SORTS.flatMap((sort) =>
          filters.flatMap((filter) =>
            [1, 2, 3].map((pageIndex) =>
              selectProductPage(
                t.db,
                'en',
                {
                  productTypes: ['equipment', 'subscription'],
                  discountedOnly: false,
                  usportOnly: false,
                  groupShopOnly: false,
                  inStockOnly: false,
                  ...filter,
                },
                { sort, pageIndex, pageSize: 1 },
              ),
            ),
          ),
        ),
      );
    expect(await shelfEstimate()).toBeLessThan(0);
    const walked = await everyPage();
    await t.db.execute(sql`analyze products`);
    expect(await shelfEstimate()).toBeGreaterThan(0);
    const sorted = await everyPage();
    expect(sorted).toEqual(walked);
    // The pages are the shelf's, not empty alike: the home gym's two products in price order.
    const priceAscending = PRODUCT_LIST_SORTS.indexOf('price_asc') * filters.length * 3;
    expect(sorted.slice(priceAscending, priceAscending + 3)).toEqual([
      { list: [expect.objectContaining({ id: ids.kettlebell })], total: 2 },
      { list: [expect.objectContaining({ id: ids.bench })], total: 2 },
      { list: [], total: 2 },
    ]);
  });

  it('lists subscription products only inside their own category', async () => {
    expect(idsOf(await list())).not.toContain(ids.seasonPass);
    const page = await list(`?categoryId=${ids.subscriptions}`);
    expect(page.list).toEqual([expect.objectContaining({ id: ids.seasonPass, productType: 'subscription' })]);
  });

  it('pages without overlap and counts every match', async () => {
    const first = await list('?sort=price_asc&pageSize=2&pageIndex=1');
    const second = await list('?sort=price_asc&pageSize=2&pageIndex=2');
    expect(idsOf(first)).toEqual([ids.kettlebell, ids.bench]);
    expect(idsOf(second)).toEqual([ids.mat]);
    expect([first.total, second.total]).toEqual([3, 3]);
    expect(await list('?pageIndex=9')).toMatchObject({ list: [], total: 3, pageIndex: 9 });
  });

  it.each([
    ['?pageSize=49', 'validation_out_of_range', 'pageSize'],
    ['?pageIndex=0', 'validation_out_of_range', 'pageIndex'],
    ['?sort=cheapest', 'validation_invalid', 'sort'],
    ['?scope=secret', 'validation_invalid', 'scope'],
    ['?priceMin=-1', 'validation_out_of_range', 'priceMin'],
    ['?priceMin=abc', 'validation_invalid', 'priceMin'],
    ['?inStock=maybe', 'validation_invalid', 'inStock'],
    ['?priceMin=900&priceMax=100', 'warning_price_range_invalid', ''],
  ] as const)('answers %s with 400 and a §8 key naming the field, changing nothing', async (query, key, field) => {
    const before = await t.db.select().from(products);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/web/mall/product/list${query}`,
      headers: { locale: 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, key, msg: expect.stringContaining(field), data: null });
    expect(await t.db.select().from(products)).toEqual(before);
  });

  it('gives the page loaders the same answer as the JSON route', async () => {
    const query = { scope: 'all', sort: 'price_desc', inStock: false, pageIndex: 1, pageSize: 24 } as const;
    const fromLoader = await t.app.webServices.catalog.productList('zhTW', query);
    // The route's envelope copies msg into data (SPEC §8); the rest is the same answer.
    expect({ ...fromLoader, msg: 'success' }).toEqual(await list('?sort=price_desc'));
  });

  it('answers a page asked for again the same for LIST_TTL_MS at most, then the shelf as it is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // A query no other test asked, so the page is first read under the fake clock.
    const page = '?sort=price_asc&inStock=true&pageSize=10';
    const prices = (answer: { list: Array<{ id: number; salePrice: number }> }) =>
      answer.list.map((product) => [product.id, product.salePrice]);
    try {
      expect(prices(await list(page))).toEqual([
        [ids.bench, 800],
        [ids.mat, 1500],
      ]);
      // Asked once, a page is not kept (most filtered pages are never asked again): the second
      // ask reads the shelf, and from then on the page is kept.
      await t.db.update(products).set({ salePrice: 1400 }).where(eq(products.id, ids.mat));
      // The change is heard (answer-caches-heard.md): let its forgetting pass before keeping the page.
      await new Promise((resolve) => setTimeout(resolve, FORGET_AT_MOST_EVERY_MS + 50));
      const kept = await list(page);
      expect(prices(kept)).toEqual([
        [ids.bench, 800],
        [ids.mat, 1400],
      ]);
      // A write no trigger tells of (a lost notification) shows once the TTL has passed; a heard
      // one at once (product-detail.test.ts, answer-caches-heard.md).
      await writeUnheard(t, sql`update products set sale_price = 700 where id = ${ids.mat}`);
      vi.advanceTimersByTime(LIST_TTL_MS - 1);
      expect(await list(page)).toEqual(kept);
      vi.advanceTimersByTime(1);
      expect(prices(await list(page))).toEqual([
        [ids.mat, 700],
        [ids.bench, 800],
      ]);
    } finally {
      vi.useRealTimers();
      await t.db.update(products).set({ salePrice: 1500 }).where(eq(products.id, ids.mat));
    }
  });
});

describe('GET /api/web/mall/category/list', () => {
  it('answers the visible tree in display order, hiding hidden categories and their children', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/web/mall/category/list',
      headers: { locale: 'en' },
    });
    expect(response.statusCode).toBe(200);
    const tree = response.json().data;
    expect(tree).toEqual([
      {
        id: ids.homeGym,
        slug: 'home-gym',
        name: 'Home Gym',
        iconUrl: null,
        children: [{ id: ids.dumbbells, slug: 'dumbbells', name: 'Dumbbells', iconUrl: null }],
      },
      { id: ids.yoga, slug: 'yoga', name: 'Yoga', iconUrl: null, children: [] },
      { id: ids.subscriptions, slug: 'subscription', name: 'subscription', iconUrl: null, children: [] },
    ]);
    expect(await t.app.webServices.catalog.categories('en')).toEqual(tree);
  });
});

describe('with ANSWER_CACHES=off (benchmarks of the uncached paths)', () => {
  it('answers the shelf as it is on every call: page, total and product detail', async () => {
    const uncached = await buildTestApp({ config: { answerCaches: false } });
    try {
      const get = async (url: string) => {
        const response = await uncached.app.inject({ method: 'GET', url });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data;
      };
      const { product } = await createProduct(uncached.db, { salePrice: 900, listPrice: 1000 }, { stock: 2 });
      expect(await get('/api/web/mall/product/list')).toMatchObject({ total: 1, list: [{ salePrice: 900 }] });
      expect(await get(`/api/web/mall/product/detail/${product.id}`)).toMatchObject({ salePrice: 900 });

      await uncached.db.update(products).set({ salePrice: 700 }).where(eq(products.id, product.id));
      await createProduct(uncached.db, { salePrice: 1200, listPrice: 1200 });
      expect(await get('/api/web/mall/product/list?sort=price_asc')).toMatchObject({
        total: 2,
        list: [{ id: product.id, salePrice: 700 }, { salePrice: 1200 }],
      });
      expect(await get(`/api/web/mall/product/detail/${product.id}`)).toMatchObject({ salePrice: 700 });
    } finally {
      await uncached.close();
    }
  });
});
