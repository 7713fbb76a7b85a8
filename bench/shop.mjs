// Budgets of issue 4 (shop) against the real, built server; run it on the scale-100 data
// (10,000 products: `npm run seed -- --scale 100` into the database named here):
//   JSON product detail ≥ 3,000 req/s p99 ≤ 20 ms; product list (24 items) ≥ 1,000 req/s
//     p99 ≤ 50 ms (on PostgreSQL; PGlite reported beside it); POST /api/web/home/page ≥ 1,000 req/s;
//   search p95 ≤ 50 ms;
//   server-rendered /product/{id} and /product-list/all ≥ 400 req/s uncached, ≥ 3,000 req/s with
//     the anonymous HTML cache;
//   cart add and pricing p95 ≤ 60 ms under 50 concurrent members.
// autocannon -c 50 for throughput; exact p95 from our own timed loops where the budget is a p95.
// Usage: node bench/shop.mjs [--database-url postgres://…] [--duration 10] [--members 50]
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { report, startShop, waitFor } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '10' },
    members: { type: 'string', default: '50' },
  },
});
const duration = Number(values.duration);
const MEMBERS = Number(values.members);
const databaseEnv = values['database-url'] ? { DATABASE_URL: values['database-url'] } : {};
const databaseName = values['database-url'] ? 'PostgreSQL' : 'PGlite';
const API_HEADERS = {
  'content-type': 'application/json',
  platform: '4',
  country: 'TW',
  language: 'zh',
  locale: 'zhTW',
};
const BROWSER = {
  'accept-language': 'zh-TW',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36',
};
const SEARCH_WORDS = ['瑜珈', '啞鈴', '跑步', '水壺', '彈力', '護膝', '智慧', '背包', '瑜伽', '哑铃', '墊', '球'];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

async function api(base, path, { method = 'GET', body, token = 'notoken' } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...API_HEADERS, token },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = await response.json();
  if (json.code !== 200) throw new Error(`${method} ${path} answered ${json.code}: ${json.msg}`);
  return json.data;
}

/** autocannon -c 50 over requests that each pick a fresh path, after a short warm-up. */
async function throughput(base, makeRequest) {
  const run = (seconds) =>
    autocannon({
      url: base,
      connections: 50,
      duration: seconds,
      requests: [{ setupRequest: (request) => ({ ...request, ...makeRequest() }) }],
    });
  await run(2);
  return run(duration);
}

/** `workers` loops for `duration` seconds, each timing every call it makes; answers sorted latencies per label. */
async function timedLoops(workers, body) {
  const times = new Map();
  const deadline = performance.now() + duration * 1000;
  const time = async (label, call) => {
    const started = performance.now();
    const result = await call();
    if (!times.has(label)) times.set(label, []);
    times.get(label).push(performance.now() - started);
    return result;
  };
  await Promise.all(
    Array.from({ length: workers }, async (_, index) => {
      while (performance.now() < deadline) await body(index, time);
    }),
  );
  return new Map([...times].map(([label, list]) => [label, list.sort((a, b) => a - b)]));
}

async function codeLogin(base, index) {
  const phone = `09${String(70_000_000 + index).padStart(8, '0')}`;
  await api(base, '/api/web/login/send', { method: 'POST', body: { phone, countryCode: '886' } });
  const outbox = await (await fetch(`${base}/dev/outbox.json?to=886${phone.slice(1)}`)).json();
  const code = outbox.messages[0].code;
  const login = await api(base, '/api/web/login/pcLogin', {
    method: 'POST',
    body: { loginType: 2, source: 4, countryCode: '886', data: { phone, code } },
  });
  return login.userToken;
}

const rows = [];
function verdictRow(budget, measured, ok) {
  rows.push({ budget, measured, verdict: ok ? 'within' : 'OVER' });
  return ok;
}

function autocannonRow(name, result, minRps, maxP99) {
  const ok = result.requests.average >= minRps && (maxP99 === undefined || result.latency.p99 <= maxP99);
  return verdictRow(
    `${name}: ≥ ${minRps} req/s${maxP99 === undefined ? '' : `, p99 ≤ ${maxP99} ms`}`,
    `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, p50 ${result.latency.p50} ms, errors ${result.errors + result.non2xx}`,
    ok && result.errors + result.non2xx === 0,
  );
}

let failed = false;

// ── Run 1: the HTML cache off, for the JSON endpoints, uncached SSR, search and the cart ──
{
  const shop = startShop({
    PORT: '3320',
    DATA_DIR: 'data/bench-shop',
    SSR_CACHE_TTL_MS: '0',
    DEV_OUTBOX: 'true',
    AUTH_CODE_HOURLY_LIMIT_PER_IP: '1000000',
    ...databaseEnv,
  });
  try {
    await waitFor(`${shop.url}/readyz`, 300_000);
    const base = shop.url;
    const firstPage = await api(base, '/api/web/mall/product/list?pageIndex=1&pageSize=48&sort=sales');
    const productIds = firstPage.list.map((product) => product.id);
    const pages = Math.max(1, Math.floor(firstPage.total / 24));
    const sorts = ['newest', 'price_asc', 'price_desc', 'sales'];

    const detail = await throughput(base, () => ({ path: `/api/web/mall/product/detail/${pick(productIds)}` }));
    failed ||= !autocannonRow('JSON product detail', detail, 3000, 20);
    const list = await throughput(base, () => ({
      path: `/api/web/mall/product/list?pageIndex=${1 + Math.floor(Math.random() * Math.min(pages, 50))}&pageSize=24&sort=${pick(sorts)}`,
    }));
    failed ||= !autocannonRow('JSON product list, 24 items', list, 1000, 50);
    const home = await throughput(base, () => ({
      method: 'POST',
      path: '/api/web/home/page',
      headers: API_HEADERS,
      body: JSON.stringify({ code: pick(['webHome', 'mallHome']) }),
    }));
    failed ||= !autocannonRow('POST /api/web/home/page', home, 1000);

    const ssrProduct = await throughput(base, () => ({ path: `/product/${pick(productIds)}`, headers: BROWSER }));
    failed ||= !autocannonRow('SSR /product/{id}, uncached', ssrProduct, 400);
    const ssrList = await throughput(base, () => ({ path: '/product-list/all', headers: BROWSER }));
    failed ||= !autocannonRow('SSR /product-list/all, uncached', ssrList, 400);

    const searchTimes = await timedLoops(10, async (_, time) => {
      await time('search', () =>
        api(
          base,
          `/api/web/search?tab=product&keyword=${encodeURIComponent(pick(SEARCH_WORDS))}&pageIndex=1&pageSize=20`,
        ),
      );
    });
    const search = searchTimes.get('search');
    const searchP95 = percentile(search, 95);
    failed ||= !verdictRow(
      'search p95 ≤ 50 ms (10 concurrent searchers)',
      `p95 ${searchP95.toFixed(1)} ms, p50 ${percentile(search, 50).toFixed(1)} ms, ${search.length} searches`,
      searchP95 <= 50,
    );

    // Members and SKUs with room for many adds, found through the public API as a shopper would.
    const tokens = [];
    for (let index = 0; index < MEMBERS; index += 1) tokens.push(await codeLogin(base, index));
    const skus = [];
    for (const id of productIds) {
      const product = await api(base, `/api/web/mall/product/detail/${id}`);
      for (const sku of product.skuStockList ?? [])
        if (sku.stock >= 200) skus.push({ productId: id, productSkuId: sku.id });
    }
    if (skus.length === 0) throw new Error('no SKU with stock ≥ 200 among the best sellers');
    const cartTimes = await timedLoops(MEMBERS, async (index, time) => {
      const token = tokens[index];
      const sku = pick(skus);
      await time('add', () =>
        api(base, '/api/web/mall/car/add', { method: 'POST', token, body: { ...sku, quantity: 1 } }),
      );
      const cart = await api(base, '/api/web/mall/car/list', { token });
      const ids = cart.validCartList.map((line) => line.id);
      await time('pricing', () =>
        api(base, '/api/web/mall/car/pricing', { method: 'POST', token, body: { type: 4, ids } }),
      );
      if (ids.length >= 8) await api(base, `/api/web/mall/car/delete?ids=${ids.join(',')}`, { token });
    });
    for (const label of ['add', 'pricing']) {
      const times = cartTimes.get(label);
      const p95 = percentile(times, 95);
      failed ||= !verdictRow(
        `cart ${label} p95 ≤ 60 ms (${MEMBERS} concurrent members)`,
        `p95 ${p95.toFixed(1)} ms, p50 ${percentile(times, 50).toFixed(1)} ms, ${times.length} calls`,
        p95 <= 60,
      );
    }
  } finally {
    await shop.stop();
  }
}

// ── Run 2: the anonymous HTML cache on (its default TTL) ──
{
  const shop = startShop({ PORT: '3321', DATA_DIR: 'data/bench-shop', ...databaseEnv });
  try {
    await waitFor(`${shop.url}/readyz`, 300_000);
    const base = shop.url;
    const { list } = await api(base, '/api/web/mall/product/list?pageIndex=1&pageSize=24&sort=sales');
    const ids = list.slice(0, 10).map((product) => product.id);
    const ssrProduct = await throughput(base, () => ({ path: `/product/${pick(ids)}`, headers: BROWSER }));
    failed ||= !autocannonRow('SSR /product/{id}, HTML cached', ssrProduct, 3000);
    const ssrList = await throughput(base, () => ({ path: '/product-list/all', headers: BROWSER }));
    failed ||= !autocannonRow('SSR /product-list/all, HTML cached', ssrList, 3000);
  } finally {
    await shop.stop();
  }
}

report(`Shop budgets on ${databaseName} (autocannon -c 50 -d ${duration}; timed loops for p95)`, rows);
process.exit(failed ? 1 : 0);
