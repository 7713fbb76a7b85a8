// Issue 12 checkout budgets, against the real built shop on PostgreSQL:
//   generateConfirmOrderV1 and calCarAmountV1 p95 ≤ 60 ms, generateOrder p95 ≤ 150 ms under 50
//   concurrent members; a flash sale where 2,000 signed-in members buy 50 units at once: exactly
//   50 orders, none oversold, every other answer sold out, p99 ≤ 500 ms, ≥ 1,000 attempts/s; and
//   after both, for every SKU, stock + reserved + sold = its stock before the run.
//
// Usage: node bench/checkout.mjs --database-url postgres://postgres@127.0.0.1:5432/wellfit_shop_bench
//   [--duration 10] [--members 50] [--buyers 2000] [--units 50] [--only checkout,flash] [--port 3260]
// The database must be seeded (npm run seed; scale 100 for the stated catalogue size). The
// products bought and the flash offer are made by this script directly in the database (there is
// no admin API), so the seeded stock is never used up.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { api, API_HEADERS, percentile, pick, signInMembers, timedLoops, Verdicts } from './lib/measure.mjs';
import { startShop, waitFor } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '10' },
    members: { type: 'string', default: '50' },
    buyers: { type: 'string', default: '2000' },
    units: { type: 'string', default: '50' },
    only: { type: 'string' },
    port: { type: 'string', default: '3260' },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) throw new Error('--database-url is required: the checkout budgets are stated on PostgreSQL');
const PARTS = ['checkout', 'flash'];
const only = values.only?.split(',').map((part) => part.trim());
const runs = (part) => !only || only.includes(part);
const duration = Number(values.duration);
const MEMBERS = Number(values.members);
const BUYERS = Number(values.buyers);
const UNITS = Number(values.units);
const firstPort = Number(values.port);
if (only?.some((part) => !PARTS.includes(part))) throw new Error(`--only: parts are ${PARTS.join(', ')}`);

const ADDRESS = {
  firstName: '測試',
  lastName: '王',
  mobile: '0912345678',
  city: '臺北市',
  region: '大安區',
  detailAddress: '復興南路一段 219 號',
};

/** A failure answer as data (the sold-out answers are expected), with the time it took. */
function timedCall(base, path, body, token) {
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, base),
      {
        method: 'POST',
        agent: false,
        headers: { ...API_HEADERS, token, 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ ms: performance.now() - started, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function withAddresses(base, tokens) {
  const withAddress = [];
  for (let start = 0; start < tokens.length; start += 50) {
    const batch = tokens.slice(start, start + 50);
    const added = await Promise.all(
      batch.map(async (token) => {
        const list = await api(base, '/api/web/member/address/list', { token });
        const address =
          list[0] ?? (await api(base, '/api/web/member/address/add', { method: 'POST', token, body: ADDRESS }));
        return { token, addressId: address.id };
      }),
    );
    withAddress.push(...added);
  }
  return withAddress;
}

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const startedAt = new Date();
const stockBefore = new Map(
  (await client.query('select id::text as id, stock from product_skus')).rows.map((row) => [row.id, row.stock]),
);

/** stock + reserved + sold = stock before, for every SKU, counting the orders this run made. */
async function ledgerMismatches() {
  const { rows } = await client.query(
    `select s.id::text as id, s.stock,
       coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
                 where i.product_sku_id = s.id and o.created_at >= $1
                   and o.status not in ('cancelled', 'invalid')), 0)::int as held
     from product_skus s`,
    [startedAt],
  );
  return rows.filter((row) => stockBefore.has(row.id) && row.stock + row.held !== stockBefore.get(row.id));
}

const verdicts = new Verdicts();
const env = { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? 'auto' };
const signInEnv = { ...env, PORT: String(firstPort + 1) };
const checkoutTokens = runs('checkout') ? await signInMembers(signInEnv, MEMBERS, 5_000) : [];
const flashTokens = runs('flash') ? await signInMembers(signInEnv, BUYERS, 10_000) : [];

const shop = startShop({ ...env, PORT: String(firstPort) });
try {
  await waitFor(`${shop.url}/readyz`, 300_000);
  const base = shop.url;

  if (runs('checkout')) {
    const members = await withAddresses(base, checkoutTokens);
    // Products of its own with room for every order a run places, so the seeded catalogue's stock is left alone.
    const skus = [];
    for (let index = 0; index < 20; index += 1) {
      const {
        rows: [product],
      } = await client.query(
        `insert into products (name, status, list_price, sale_price)
         values ('{"zhTW":"結帳測試","zhCN":"结账测试","en":"Checkout bench"}', 'on_sale', 1200, 990) returning id`,
      );
      const {
        rows: [sku],
      } = await client.query(
        `insert into product_skus (product_id, sku_code, stock, price, promotion_price) values ($1, $2, 1000000, 1200, 990) returning id`,
        [product.id, `CHECKOUT-${Date.now()}-${index}`],
      );
      stockBefore.set(String(sku.id), 1_000_000);
      skus.push({ productId: Number(product.id), productSkuId: Number(sku.id) });
    }
    const times = await timedLoops(MEMBERS, duration, async (index, time) => {
      const { token, addressId } = members[index];
      const selection = { type: 1, ...pick(skus), quantity: 1 };
      const preview = await time('confirm', () =>
        api(base, '/api/web/mall/order/generateConfirmOrderV1', { method: 'POST', token, body: selection }),
      );
      await time('calc', () =>
        api(base, '/api/web/mall/order/calCarAmountV1', { method: 'POST', token, body: selection }),
      );
      await time('generate', () =>
        api(base, '/api/web/mall/order/generateOrder', {
          method: 'POST',
          token,
          body: {
            ...selection,
            memberReceiveAddressId: addressId,
            invoiceData: { invoiceType: 1 },
            agreeTerms: true,
            requestKey: randomUUID(),
            expectedPayAmount: preview.calcAmount.payAmount,
          },
        }),
      );
    });
    verdicts.percentiles(`generateConfirmOrderV1 (${MEMBERS} members)`, times.get('confirm'), 95, 60);
    verdicts.percentiles(`calCarAmountV1 (${MEMBERS} members)`, times.get('calc'), 95, 60);
    verdicts.percentiles(`generateOrder (${MEMBERS} members)`, times.get('generate'), 95, 150);
  }

  if (runs('flash')) {
    const buyers = await withAddresses(base, flashTokens);
    const {
      rows: [product],
    } = await client.query(
      `insert into products (name, status, list_price, sale_price)
       values ('{"zhTW":"搶購測試","zhCN":"抢购测试","en":"Flash bench"}', 'on_sale', 2000, 1500) returning id`,
    );
    const {
      rows: [sku],
    } = await client.query(
      `insert into product_skus (product_id, sku_code, stock, price) values ($1, $2, 500, 1500) returning id`,
      [product.id, `FLASH-${Date.now()}`],
    );
    stockBefore.set(String(sku.id), 500);
    const {
      rows: [offer],
    } = await client.query(
      `insert into flash_sales (product_id, product_sku_id, seckill_price, stock, limit_per_member, starts_at, ends_at)
       values ($1, $2, 999, $3, 1, now() - interval '1 minute', now() + interval '1 hour') returning id`,
      [product.id, sku.id, UNITS],
    );
    const selection = {
      type: 4,
      productId: Number(product.id),
      productSkuId: Number(sku.id),
      seckillProductId: Number(offer.id),
      quantity: 1,
    };
    const preview = await api(base, '/api/web/mall/order/generateConfirmOrderV1', {
      method: 'POST',
      token: buyers[0].token,
      body: selection,
    });
    const started = performance.now();
    const answers = await Promise.all(
      buyers.map(({ token, addressId }) =>
        timedCall(
          base,
          '/api/web/mall/order/generateOrder',
          {
            ...selection,
            memberReceiveAddressId: addressId,
            invoiceData: { invoiceType: 1 },
            agreeTerms: true,
            requestKey: randomUUID(),
            expectedPayAmount: preview.calcAmount.payAmount,
          },
          token,
        ),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const placed = answers.filter((answer) => answer.json.code === 200).length;
    const soldOut = answers.filter((answer) => answer.json.key === 'warning_flash_sold_out').length;
    const other = answers.length - placed - soldOut;
    const {
      rows: [after],
    } = await client.query('select sold, stock from flash_sales where id = $1', [offer.id]);
    const { rows: orderCount } = await client.query('select count(*)::int as n from orders where flash_sale_id = $1', [
      offer.id,
    ]);
    verdicts.add(
      `flash sale: exactly ${UNITS} orders of ${BUYERS} buyers, none oversold, the rest sold out`,
      `${placed} placed, ${orderCount[0].n} orders, sold ${after.sold}/${after.stock}, ${soldOut} sold out, ${other} other`,
      placed === UNITS && orderCount[0].n === UNITS && after.sold === UNITS && soldOut + placed === BUYERS,
    );
    const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    verdicts.add(
      'flash sale p99 ≤ 500 ms',
      `p99 ${percentile(latencies, 99).toFixed(1)} ms, p50 ${percentile(latencies, 50).toFixed(1)} ms`,
      percentile(latencies, 99) <= 500,
    );
    verdicts.add(
      'flash sale ≥ 1,000 attempts/s',
      `${Math.round(BUYERS / seconds)} attempts/s`,
      BUYERS / seconds >= 1000,
    );
  }

  const mismatches = await ledgerMismatches();
  verdicts.add(
    'every SKU: stock + reserved + sold = stock before the run',
    mismatches.length === 0 ? `${stockBefore.size} SKUs balance` : JSON.stringify(mismatches.slice(0, 5)),
    mismatches.length === 0,
  );
} finally {
  await shop.stop();
  await client.end();
}
console.table(verdicts.rows);
process.exitCode = verdicts.failed ? 1 : 0;
