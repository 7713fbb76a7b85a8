// Budgets of issue 4 (shop) against the real, built server; run it on the scale-100 data
// (10,000 products: `npm run seed -- --scale 100` into the database named here):
//   JSON product detail ≥ 3,000 req/s p99 ≤ 20 ms; product list (24 items) ≥ 1,000 req/s
//     p99 ≤ 50 ms (on PostgreSQL; PGlite reported beside it); POST /api/web/home/page ≥ 1,000 req/s;
//   search p95 ≤ 50 ms;
//   server-rendered /product/{id} and /product-list/all ≥ 400 req/s uncached, ≥ 3,000 req/s with
//     the anonymous HTML cache;
//   cart add and pricing p95 ≤ 60 ms under 50 concurrent members.
// autocannon -c 50 for throughput; exact p95 from timed loops where the budget is a p95.
// On PostgreSQL the shop runs as production on a host of its own: one process per core
// (WEB_CONCURRENCY=auto unless set; docs/decisions/web-concurrency.md). PGlite is one process.
// Usage: node bench/shop.mjs [--database-url postgres://… | --data-dir data/…] [--duration 10] [--members 50]
//   [--only detail,list,home,ssr,search,cart,cached] (default: every part)
import { parseArgs } from 'node:util';
import { api, API_HEADERS, BROWSER, pick, signInMembers, throughput, timedLoops, Verdicts } from './lib/measure.mjs';
import { report, startShop, waitFor } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '10' },
    members: { type: 'string', default: '50' },
    /** PGlite: a data folder seeded at scale 100 beforehand (DATA_DIR=… npm run seed -- --scale 100). */
    'data-dir': { type: 'string', default: 'data/bench-shop' },
    /** Comma-separated parts to run, to re-measure one budget without the others. */
    only: { type: 'string' },
  },
});
const PARTS = ['detail', 'list', 'home', 'ssr', 'search', 'cart', 'cached'];
const only = values.only?.split(',').map((part) => part.trim());
const unknownPart = only?.find((part) => !PARTS.includes(part));
if (unknownPart) throw new Error(`--only: unknown part ${unknownPart} (parts: ${PARTS.join(', ')})`);
const runs = (part) => !only || only.includes(part);
const duration = Number(values.duration);
const MEMBERS = Number(values.members);
const databaseEnv = values['database-url']
  ? { DATABASE_URL: values['database-url'], WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? 'auto' }
  : {};
const databaseName = values['database-url'] ? 'PostgreSQL' : 'PGlite';
const SEARCH_WORDS = ['瑜珈', '啞鈴', '跑步', '水壺', '彈力', '護膝', '智慧', '背包', '瑜伽', '哑铃', '墊', '球'];
const SORTS = ['recommended', 'newest', 'price_asc', 'price_desc', 'best_selling'];
const verdicts = new Verdicts();

/** Product ids across the whole catalogue, so no cache of one hot product flatters a figure. */
async function sampleProducts(base) {
  const firstPage = await api(base, '/api/web/mall/product/list?pageIndex=1&pageSize=48&sort=best_selling');
  const pages = Math.max(1, Math.floor(firstPage.total / 24));
  const productIds = [];
  for (let page = 1; page <= Math.min(pages, 20); page += 1) {
    const { list } = await api(base, `/api/web/mall/product/list?pageIndex=${page * 5}&pageSize=24&sort=newest`);
    productIds.push(...list.map((product) => product.id));
  }
  return { pages, productIds };
}

const runEnv = { DATA_DIR: values['data-dir'], ...databaseEnv };
const memberTokens = runs('cart') ? await signInMembers({ ...runEnv, PORT: '3322' }, MEMBERS) : [];

// ── Run 1: the HTML cache off, for the JSON endpoints, uncached SSR, search and the cart ──
if (PARTS.some((part) => part !== 'cached' && runs(part))) {
  const shop = startShop({ ...runEnv, PORT: '3320', SSR_CACHE_TTL_MS: '0' });
  try {
    await waitFor(`${shop.url}/readyz`, 300_000);
    const base = shop.url;
    const { pages, productIds } = await sampleProducts(base);

    if (runs('detail')) {
      const detail = await throughput(base, duration, () => ({
        path: `/api/web/mall/product/detail/${pick(productIds)}`,
      }));
      verdicts.autocannon('JSON product detail', detail, 3000, 20);
    }
    if (runs('list')) {
      const list = await throughput(base, duration, () => ({
        path: `/api/web/mall/product/list?pageIndex=${1 + Math.floor(Math.random() * Math.min(pages, 50))}&pageSize=24&sort=${pick(SORTS)}`,
      }));
      verdicts.autocannon('JSON product list, 24 items', list, 1000, 50);
    }
    if (runs('home')) {
      const home = await throughput(base, duration, () => ({
        method: 'POST',
        path: '/api/web/home/page',
        headers: API_HEADERS,
        body: JSON.stringify({ code: pick(['webHome', 'mallHome']) }),
      }));
      verdicts.autocannon('POST /api/web/home/page', home, 1000);
    }

    if (runs('ssr')) {
      const ssrProduct = await throughput(base, duration, () => ({
        path: `/product/${pick(productIds)}`,
        headers: BROWSER,
      }));
      verdicts.autocannon('SSR /product/{id}, uncached', ssrProduct, 400);
      const ssrList = await throughput(base, duration, () => ({ path: '/product-list/all', headers: BROWSER }));
      verdicts.autocannon('SSR /product-list/all, uncached', ssrList, 400);
    }

    if (runs('search')) {
      const searchTimes = await timedLoops(10, duration, async (_, time) => {
        const keyword = encodeURIComponent(pick(SEARCH_WORDS));
        await time('search', () => api(base, `/api/web/search?tab=product&keyword=${keyword}&pageIndex=1&pageSize=20`));
      });
      verdicts.percentiles('search (10 concurrent searchers)', searchTimes.get('search'), 95, 50);
    }
    if (runs('cart')) {
      // SKUs with room for many adds, found through the public API as a shopper would.
      const skus = [];
      for (const id of productIds.slice(0, 100)) {
        const product = await api(base, `/api/web/mall/product/detail/${id}`);
        if (product.enterpriseOnly) continue;
        for (const sku of product.skuStockList)
          if (sku.stock >= 100) skus.push({ productId: id, productSkuId: sku.id });
      }
      if (skus.length === 0) throw new Error('no SKU with stock ≥ 100 among the sampled products');
      const cartTimes = await timedLoops(MEMBERS, duration, async (index, time) => {
        const token = memberTokens[index];
        const sku = pick(skus);
        const body = { ...sku, quantity: 1 };
        await time('add', () => api(base, '/api/web/mall/car/add', { method: 'POST', token, body }));
        const cart = await api(base, '/api/web/mall/car/list', { token });
        const ids = cart.validCartList.map((line) => line.id);
        await time('pricing', () =>
          api(base, '/api/web/mall/car/pricing', { method: 'POST', token, body: { type: 4, ids } }),
        );
        if (ids.length >= 8) await api(base, `/api/web/mall/car/delete?ids=${ids.join(',')}`, { token });
      });
      verdicts.percentiles(`cart add (${MEMBERS} concurrent members)`, cartTimes.get('add'), 95, 60);
      verdicts.percentiles(`cart pricing (${MEMBERS} concurrent members)`, cartTimes.get('pricing'), 95, 60);
    }
  } finally {
    await shop.stop();
  }
}

// ── Run 2: the anonymous HTML cache on (its default TTL) ──
if (runs('cached')) {
  const shop = startShop({ ...runEnv, PORT: '3321' });
  try {
    await waitFor(`${shop.url}/readyz`, 300_000);
    const base = shop.url;
    const { list } = await api(base, '/api/web/mall/product/list?pageIndex=1&pageSize=24&sort=best_selling');
    const ids = list.slice(0, 10).map((product) => product.id);
    const ssrProduct = await throughput(base, duration, () => ({ path: `/product/${pick(ids)}`, headers: BROWSER }));
    verdicts.autocannon('SSR /product/{id}, HTML cached (10 popular products)', ssrProduct, 3000);
    const ssrList = await throughput(base, duration, () => ({ path: '/product-list/all', headers: BROWSER }));
    verdicts.autocannon('SSR /product-list/all, HTML cached', ssrList, 3000);
  } finally {
    await shop.stop();
  }
}

report(`Shop budgets on ${databaseName} (autocannon -c 50 -d ${duration}; timed loops for p95)`, verdicts.rows);
process.exit(verdicts.failed ? 1 : 0);
