// Issue 12 checkout budgets, against the real built shop on PostgreSQL:
//   generateConfirmOrderV1 and calCarAmountV1 p95 ≤ 60 ms, generateOrder p95 ≤ 150 ms under 50
//   concurrent members; a flash sale where 2,000 signed-in members buy 50 units at once: exactly
//   50 orders, none oversold, every other answer sold out, p99 ≤ 500 ms, ≥ 1,000 attempts/s; and
//   after both, for every SKU, stock + reserved + sold = its stock before the run; and payment
//   notifications (ECPay's form post with its CheckMacValue) ≥ 500/s with every one sent five times
//   in a shuffled order, each order moving to paid exactly once.
//
// Usage: node bench/checkout.mjs --database-url postgres://postgres@127.0.0.1:5432/wellfit_shop_bench
//   [--duration 10] [--members 50] [--buyers 2000] [--units 50] [--notified 400] [--only checkout,flash,notify]
//   [--port 3260] [--answer-caches on|off] [--cpu-prof dir]
// PGlite, reported beside the PostgreSQL figures: --data-dir data/bench-shop --only checkout (a folder
// seeded at scale 100 with `DATA_DIR=data/bench-shop npm run seed -- --scale 100`; each run works on
// a copy of it, since the shop's own process is the only one that can open a PGlite database).
// `--answer-caches off` runs the shop with ANSWER_CACHES=off, which also turns the per-process
// session cache off (docs/decisions/session-cache.md): every call checks its token in the database.
// The database must be seeded (npm run seed; scale 100 for the stated catalogue size). The
// products bought and the flash offer are made by this script directly in the database (there is
// no admin API), so the seeded stock is never used up.
import { randomUUID } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { Client } from 'undici';
import {
  api,
  API_HEADERS,
  cpuText,
  percentile,
  pick,
  signInMembers,
  timedLoops,
  Verdicts,
  printMachineSpeed,
} from './lib/measure.mjs';
import { cpuMeter } from './lib/cpu-usage.mjs';
import { startShop, waitFor } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '10' },
    members: { type: 'string', default: '50' },
    buyers: { type: 'string', default: '2000' },
    units: { type: 'string', default: '50' },
    notified: { type: 'string', default: '400' },
    only: { type: 'string' },
    port: { type: 'string', default: '3260' },
    'answer-caches': { type: 'string', default: 'on' },
    /** The measured shop runs under node --cpu-prof, writing a profile per process here (bench/lib/cpu-profile-summary.mjs). */
    'cpu-prof': { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
const databaseUrl = values['database-url'];
const seededDataDir = values['data-dir'];
if (!databaseUrl === !seededDataDir) throw new Error('give --database-url (PostgreSQL) or --data-dir (PGlite)');
if (!['on', 'off'].includes(values['answer-caches'])) throw new Error('--answer-caches: on or off');
const PARTS = ['checkout', 'flash', 'notify'];
const only = values.only?.split(',').map((part) => part.trim());
const runs = (part) => !only || only.includes(part);
const duration = Number(values.duration);
const MEMBERS = Number(values.members);
const BUYERS = Number(values.buyers);
const UNITS = Number(values.units);
const NOTIFIED = Number(values.notified);
const NOTIFY_REPLAYS = 5;
const firstPort = Number(values.port);
if (only?.some((part) => !PARTS.includes(part))) throw new Error(`--only: parts are ${PARTS.join(', ')}`);
if (seededDataDir && (only?.join() ?? '') !== 'checkout')
  throw new Error('on PGlite, --only checkout: the flash sale and notification budgets are stated on PostgreSQL');

const ADDRESS = {
  firstName: '測試',
  lastName: '王',
  mobile: '0912345678',
  city: '臺北市',
  region: '大安區',
  detailAddress: '復興南路一段 219 號',
};

/**
 * A call on a buyer's own connection, with the time it took; a failure answer is data (the
 * sold-out answers are expected).
 */
async function timedCall(connection, path, body, token) {
  const payload = JSON.stringify(body);
  const started = performance.now();
  const response = await connection.request({
    method: 'POST',
    path,
    headers: { ...API_HEADERS, token },
    body: payload,
  });
  const json = await response.body.json();
  return { ms: performance.now() - started, json };
}

/** One kept-alive connection per member, as each member's browser holds one to the shop. */
function browserConnections(count) {
  return Array.from({ length: count }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
}

/**
 * The same for the flash buyers, through undici: 2,000 buyers share the machine with the shop,
 * and undici spends about a third less CPU on a call than node:http (measured: 0.15 against
 * 0.21 ms per attempt), which the shop then has.
 */
function buyerConnections(base, count) {
  return Array.from({ length: count }, () => new Client(base, { pipelining: 1 }));
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

/**
 * The bench's own reads and writes of the shop's database: a pg client on PostgreSQL; on PGlite a
 * copy of the seeded folder, opened here only while no shop runs on it (before and after).
 */
const dataDir = seededDataDir && path.resolve(`data/bench-checkout-${Date.now()}`);
// The database alone: the pictures and clips beside it are not served by checkout.
if (seededDataDir) {
  cpSync(path.resolve(seededDataDir, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
async function openDatabase() {
  if (databaseUrl) {
    const pgClient = new pg.Client({ connectionString: databaseUrl });
    await pgClient.connect();
    return pgClient;
  }
  const pglite = await PGlite.create(path.join(dataDir, 'pglite'));
  return {
    query: async (text, params) => {
      const result = await pglite.query(text, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
    end: () => pglite.close(),
  };
}
let client = await openDatabase();
/**
 * Per SKU, its stock plus the units that orders still hold (pending, paid, shipped...), whenever
 * they were placed: an unpaid order of an earlier run that lapses during this one gives its units
 * back to the stock, which leaves this sum as it was.
 */
async function ledger() {
  const { rows } = await client.query(
    `select s.id::text as id, s.stock + coalesce(held.quantity, 0)::int as units
     from product_skus s
     left join (
       select i.product_sku_id, sum(i.quantity) as quantity
       from order_items i join orders o on o.id = i.order_id
       where o.status not in ('cancelled', 'invalid')
       group by i.product_sku_id
     ) held on held.product_sku_id = s.id`,
  );
  return new Map(rows.map((row) => [row.id, row.units]));
}
const stockBefore = await ledger();

/**
 * A product of the bench's own with one SKU of `stock` units (its names say which part made it,
 * and the next run lapses its unpaid orders by them); answers their ids.
 */
async function benchProduct({ names, listPrice, salePrice, stock, skuCode }) {
  const {
    rows: [product],
  } = await client.query(
    `insert into products (name, status, list_price, sale_price) values ($1, 'on_sale', $2, $3) returning id`,
    [JSON.stringify(names), listPrice, salePrice],
  );
  const {
    rows: [sku],
  } = await client.query(
    `insert into product_skus (product_id, sku_code, stock, price, promotion_price) values ($1, $2, $3, $4, $5) returning id`,
    [product.id, skuCode, stock, listPrice, salePrice],
  );
  stockBefore.set(String(sku.id), stock);
  return { productId: Number(product.id), productSkuId: Number(sku.id) };
}

/** Products of the bench's own with room for every order a run places, so the seeded catalogue's stock is left alone. */
async function benchSkus(count, label) {
  const skus = [];
  for (let index = 0; index < count; index += 1) {
    skus.push(
      await benchProduct({
        names: { zhTW: '結帳測試', zhCN: '结账测试', en: 'Checkout bench' },
        listPrice: 1200,
        salePrice: 990,
        stock: 1_000_000,
        skuCode: `${label}-${Date.now()}-${index}`,
      }),
    );
  }
  return skus;
}

/** generateOrder's body for a selection: the member's address, the member e-invoice, a fresh request key. */
function orderBody(selection, addressId, expectedPayAmount) {
  return {
    ...selection,
    memberReceiveAddressId: addressId,
    invoiceData: { invoiceType: 1 },
    agreeTerms: true,
    requestKey: randomUUID(),
    expectedPayAmount,
  };
}

/** Buy now of one unit by a member with an address: the order's id. */
async function placeOrder(base, { token, addressId }, sku) {
  const selection = { type: 1, ...sku, quantity: 1 };
  const preview = await api(base, '/api/web/mall/order/generateConfirmOrderV1', {
    method: 'POST',
    token,
    body: selection,
  });
  const order = await api(base, '/api/web/mall/order/generateOrder', {
    method: 'POST',
    token,
    body: orderBody(selection, addressId, preview.calcAmount.payAmount),
  });
  return order.orderId;
}

/** A form post as ECPay sends it to the shop's ReturnURL: urlencoded, answered in plain text. */
function postForm(base, path, form) {
  const payload = new URLSearchParams(form).toString();
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, base),
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ ms: performance.now() - started, text: Buffer.concat(chunks).toString() }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Runs `tasks` with at most `concurrency` at a time. */
async function inParallel(tasks, concurrency) {
  const results = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let index = next++; index < tasks.length; index = next++) results[index] = await tasks[index]();
    }),
  );
  return results;
}

/** stock + reserved + sold = stock before, for every SKU, counting the orders this run made. */
async function ledgerMismatches() {
  const after = await ledger();
  return [...stockBefore]
    .filter(([id, units]) => after.get(id) !== units)
    .map(([id, units]) => ({ id, before: units, after: after.get(id) }));
}

const verdicts = new Verdicts();
await printMachineSpeed();
const env = {
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
  // PGlite is embedded in the one process that serves.
  WEB_CONCURRENCY: databaseUrl ? (process.env.WEB_CONCURRENCY ?? 'auto') : '1',
  ANSWER_CACHES: values['answer-caches'],
};
// The products the checkout part buys (made before any shop starts, as PGlite needs).
const checkoutSkus = runs('checkout') ? await benchSkus(20, 'CHECKOUT') : [];

// Each purchase queues its "order placed" e-mail. What earlier runs left queued would be sent
// during this one's measurement (the shop works through it at start), so it is dropped first:
// the figures are for the run's own purchases and their e-mails.
const {
  rows: [jobs],
} = await client.query(`select to_regclass('pgboss.job') is not null as queued`);
// (A database no shop has started on yet has no job tables.)
if (jobs.queued)
  await client.query(
    `delete from pgboss.job where name = 'checkout.order-placed-email' and state in ('created', 'retry')`,
  );
// The shop's own rules and helpers, in TypeScript: the unpaid time below, ECPay's CheckMacValue.
register();
const { UNPAID_ORDER_TTL_MINUTES, UNPAID_ORDERS_PER_MEMBER_MAX } =
  await import('../packages/contracts/src/checkout.ts');

// Each run leaves thousands of unpaid orders, and the shop lets them lapse 30 minutes later:
// inside a later run's measurement. Earlier runs' unpaid orders lapse before this one measures
// instead: made overdue here, then worked through by the shop's expiry job (every minute).
const { rowCount: leftUnpaid } = await client.query(
  `update orders set created_at = now() - make_interval(mins => $1 + 1)
   where status = 'pending' and id in (
     select i.order_id from order_items i join products p on p.id = i.product_id
     where p.name->>'en' in ('Checkout bench', 'Flash bench'))`,
  [UNPAID_ORDER_TTL_MINUTES],
);
// On PGlite the shops below are the only process that may open the database.
if (!databaseUrl) await client.end();
const signInEnv = { ...env, PORT: String(firstPort + 1) };
// A member holds at most UNPAID_ORDERS_PER_MEMBER_MAX unpaid orders (docs/decisions/unpaid-order-limits.md)
// and the bench's orders stay unpaid, so each browser goes on to a fresh member after that many
// purchases: enough members for PURCHASES_PER_SECOND_MAX per browser, then the notified orders.
const PURCHASES_PER_SECOND_MAX = 10;
const checkoutMemberCount =
  (runs('checkout') ? MEMBERS * Math.ceil((duration * PURCHASES_PER_SECOND_MAX) / UNPAID_ORDERS_PER_MEMBER_MAX) : 0) +
  (runs('notify') ? Math.max(MEMBERS, Math.ceil(NOTIFIED / UNPAID_ORDERS_PER_MEMBER_MAX)) : 0);
const checkoutTokens = checkoutMemberCount > 0 ? await signInMembers(signInEnv, checkoutMemberCount, 5_000) : [];
/** The next member with room for an unpaid order, for as long as the signed-in members last. */
let purchasesBegun = 0;
function memberWithRoom(members) {
  const member = members[Math.floor(purchasesBegun / UNPAID_ORDERS_PER_MEMBER_MAX)];
  if (!member) throw new Error(`the ${members.length} signed-in members hold all the unpaid orders they may`);
  purchasesBegun += 1;
  return member;
}
const flashTokens = runs('flash') ? await signInMembers(signInEnv, BUYERS, 10_000) : [];
const shop = startShop(
  { ...env, PORT: String(firstPort) },
  { nodeArgs: values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`] : [] },
);
try {
  await waitFor(`${shop.url}/readyz`, 300_000);
  const base = shop.url;
  if (leftUnpaid > 0) {
    const lapsingSince = performance.now();
    for (;;) {
      const { rows } = await client.query(
        `select count(*)::int as n from orders where status = 'pending' and created_at < now() - make_interval(mins => $1)`,
        [UNPAID_ORDER_TTL_MINUTES],
      );
      if (rows[0].n === 0) break;
      if (performance.now() - lapsingSince > 300_000) throw new Error(`${rows[0].n} overdue orders did not lapse`);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    console.info(
      `${leftUnpaid} unpaid orders of earlier runs lapsed in ${Math.round((performance.now() - lapsingSince) / 1000)} s`,
    );
  }

  if (runs('checkout')) {
    const members = await withAddresses(base, checkoutTokens);
    const skus = checkoutSkus;
    // Each member is a browser on /checkout: its calls go one after another on its own kept-alive connection.
    const agents = browserConnections(MEMBERS);
    const meter = await cpuMeter(shop.child.pid, databaseUrl).start();
    const times = await timedLoops(MEMBERS, duration, async (index, time) => {
      const { token, addressId } = memberWithRoom(members);
      const agent = agents[index];
      const selection = { type: 1, ...pick(skus), quantity: 1 };
      const preview = await time('confirm', () =>
        api(base, '/api/web/mall/order/generateConfirmOrderV1', { method: 'POST', token, body: selection, agent }),
      );
      await time('calc', () =>
        api(base, '/api/web/mall/order/calCarAmountV1', { method: 'POST', token, body: selection, agent }),
      );
      await time('generate', () =>
        api(base, '/api/web/mall/order/generateOrder', {
          method: 'POST',
          token,
          body: orderBody(selection, addressId, preview.calcAmount.payAmount),
          agent,
        }),
      );
    });
    for (const agent of agents) agent.destroy();
    const spent = meter.stop();
    const purchases = times.get('generate').length;
    console.info(
      `checkout: ${purchases} purchases (preview, recalculation, order)${cpuText({ serverMs: spent.serverMs / purchases, databaseMs: spent.databaseMs / purchases }, 'purchase')}`,
    );
    verdicts.percentiles(`generateConfirmOrderV1 (${MEMBERS} members)`, times.get('confirm'), 95, 60);
    verdicts.percentiles(`calCarAmountV1 (${MEMBERS} members)`, times.get('calc'), 95, 60);
    verdicts.percentiles(`generateOrder (${MEMBERS} members)`, times.get('generate'), 95, 150);
  }

  if (runs('flash')) {
    const buyers = await withAddresses(base, flashTokens);
    // Each buyer is a browser on /checkout/flash: its own connection, opened by its own preview
    // (the page's generateConfirmOrderV1) and kept alive, carries its order when the sale opens.
    const connections = buyerConnections(base, buyers.length);
    /** One sale of UNITS units to every buyer at once, on a new offer: its answers and costs. */
    const flashSale = async (label) => {
      const { productId, productSkuId } = await benchProduct({
        names: { zhTW: '搶購測試', zhCN: '抢购测试', en: 'Flash bench' },
        listPrice: 2000,
        salePrice: 1500,
        stock: 500,
        skuCode: `FLASH-${Date.now()}`,
      });
      const {
        rows: [offer],
      } = await client.query(
        `insert into flash_sales (product_id, product_sku_id, seckill_price, stock, limit_per_member, starts_at, ends_at)
         values ($1, $2, 999, $3, 1, now() - interval '1 minute', now() + interval '1 hour') returning id`,
        [productId, productSkuId, UNITS],
      );
      const selection = {
        type: 4,
        productId,
        productSkuId,
        seckillProductId: Number(offer.id),
        quantity: 1,
      };
      let preview;
      for (let start = 0; start < buyers.length; start += 50) {
        const previews = await Promise.all(
          buyers
            .slice(start, start + 50)
            .map(({ token }, index) =>
              timedCall(connections[start + index], '/api/web/mall/order/generateConfirmOrderV1', selection, token),
            ),
        );
        const refused = previews.find((answer) => answer.json.code !== 200);
        if (refused) throw new Error(`flash preview refused: ${JSON.stringify(refused.json)}`);
        preview ??= previews[0].json.data;
      }
      const meter = await cpuMeter(shop.child.pid, databaseUrl).start();
      const clientCpu = process.cpuUsage();
      const started = performance.now();
      const answers = await Promise.all(
        buyers.map(({ token, addressId }, index) =>
          timedCall(
            connections[index],
            '/api/web/mall/order/generateOrder',
            orderBody(selection, addressId, preview.calcAmount.payAmount),
            token,
          ),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      const spent = meter.stop();
      if (values['cpu-prof']) {
        const endedAt = process.hrtime.bigint() / 1000n;
        const startedAt = endedAt - BigInt(Math.round(seconds * 1e6));
        console.info(`${label} in the profiles: --window ${startedAt}:${endedAt}`);
      }
      const clientSpent = process.cpuUsage(clientCpu);
      // What one attempt costs each side: on one machine, the burst can end no sooner than their sum
      // times the buyers over the cores.
      const perAttempt = cpuText(
        {
          serverMs: spent.serverMs / BUYERS,
          databaseMs: spent.databaseMs / BUYERS,
          clientMs: (clientSpent.user + clientSpent.system) / 1000 / BUYERS,
        },
        'attempt',
      );
      const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
      // When the winners' answers and the refusals went out tells a slow chain of orders from a busy machine.
      const span = (picked) => {
        const times = picked.map((answer) => answer.ms);
        return times.length ? `${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)} ms` : 'none';
      };
      return {
        offer,
        answers,
        latencies,
        timing:
          `p99 ${percentile(latencies, 99).toFixed(1)} ms, p50 ${percentile(latencies, 50).toFixed(1)} ms; ` +
          `orders answered at ${span(answers.filter((answer) => answer.json.code === 200))}, ` +
          `refusals at ${span(answers.filter((answer) => answer.json.code !== 200))}`,
        rate: `${Math.round(BUYERS / seconds)} attempts/s${perAttempt}`,
        attemptsPerSecond: BUYERS / seconds,
      };
    };

    // A shop at sale time has been selling for hours. A process's first thousand calls of a path
    // cost it several times what later ones do, while V8 still compiles the path and its young
    // generation still grows: a two-process shop spent 0.39 ms of CPU per sold-out answer in its
    // first burst of 2,000 and 0.08 ms from its fourth. So the first sale after the shop started
    // is run and reported, and the second one is judged.
    const first = await flashSale('first flash sale');
    console.info(`first flash sale after the shop started (not judged): ${first.timing}; ${first.rate}`);
    const sale = await flashSale('flash sale');
    await Promise.all(connections.map((connection) => connection.close()));
    const placed = sale.answers.filter((answer) => answer.json.code === 200).length;
    const soldOut = sale.answers.filter((answer) => answer.json.key === 'warning_flash_sold_out').length;
    const other = sale.answers.length - placed - soldOut;
    const {
      rows: [after],
    } = await client.query('select sold, stock from flash_sales where id = $1', [sale.offer.id]);
    const { rows: orderCount } = await client.query('select count(*)::int as n from orders where flash_sale_id = $1', [
      sale.offer.id,
    ]);
    verdicts.add(
      `flash sale: exactly ${UNITS} orders of ${BUYERS} buyers, none oversold, the rest sold out`,
      `${placed} placed, ${orderCount[0].n} orders, sold ${after.sold}/${after.stock}, ${soldOut} sold out, ${other} other`,
      placed === UNITS && orderCount[0].n === UNITS && after.sold === UNITS && soldOut + placed === BUYERS,
    );
    verdicts.add('flash sale p99 ≤ 500 ms', sale.timing, percentile(sale.latencies, 99) <= 500);
    verdicts.add('flash sale ≥ 1,000 attempts/s', sale.rate, sale.attemptsPerSecond >= 1000);
  }

  if (runs('notify')) {
    // The shop's own CheckMacValue (the test that gives it ECPay's published example guards it).
    const { checkMacValue } = await import('../apps/server/src/ecpay-crypto.ts');
    const keys = {
      hashKey: process.env.ECPAY_HASH_KEY ?? 'pwFHCqoQZGmho4w6',
      hashIv: process.env.ECPAY_HASH_IV ?? 'EkRm7iFT261dpevs',
    };
    const members = await withAddresses(base, checkoutTokens);
    const skus = await benchSkus(10, 'NOTIFY');
    const buyers = Array.from({ length: NOTIFIED }, () => memberWithRoom(members));
    const orderIds = await inParallel(
      buyers.map((buyer) => () => placeOrder(base, buyer, pick(skus))),
      MEMBERS,
    );
    await inParallel(
      orderIds.map(
        (orderId, index) => () =>
          api(base, '/api/web/pay/payment', {
            method: 'POST',
            token: buyers[index].token,
            body: { orderId, channel: 41, orderSource: 4, orderType: 2, requestKey: randomUUID() },
          }),
      ),
      MEMBERS,
    );
    const { rows: attempts } = await client.query(
      'select merchant_trade_no, amount from payments where order_id = any($1::bigint[])',
      [orderIds],
    );
    const forms = attempts.map((attempt, index) => {
      const form = {
        MerchantID: process.env.ECPAY_MERCHANT_ID ?? '3002607',
        MerchantTradeNo: attempt.merchant_trade_no,
        RtnCode: '1',
        RtnMsg: 'Succeeded',
        TradeNo: String(2_600_000_000 + index),
        TradeAmt: String(attempt.amount),
        PaymentDate: new Date().toISOString().slice(0, 19).replace('T', ' ').replaceAll('-', '/'),
        PaymentType: 'Credit_CreditCard',
        SimulatePaid: '0',
      };
      return { ...form, CheckMacValue: checkMacValue(form, keys) };
    });
    // Every notification five times (ECPay retries until it reads 1|OK), all in a shuffled order.
    const sends = forms.flatMap((form) => Array.from({ length: NOTIFY_REPLAYS }, () => form));
    for (let index = sends.length - 1; index > 0; index -= 1) {
      const other = Math.floor(Math.random() * (index + 1));
      [sends[index], sends[other]] = [sends[other], sends[index]];
    }
    const started = performance.now();
    const answers = await inParallel(
      sends.map((form) => () => postForm(base, '/api/web/pay/ecpay/notify', form)),
      MEMBERS,
    );
    const seconds = (performance.now() - started) / 1000;
    const { rows: moves } = await client.query(
      `select count(*)::int as paid_moves, count(distinct order_id)::int as orders
       from order_status_history
       where order_id = any($1::bigint[]) and from_status = 'pending' and to_status = 'unshipped'`,
      [orderIds],
    );
    const acknowledged = answers.filter((answer) => answer.text === '1|OK').length;
    verdicts.add(
      `payment notifications ≥ 500/s (${forms.length} orders × ${NOTIFY_REPLAYS}, shuffled)`,
      `${Math.round(sends.length / seconds)} notifications/s, p99 ${percentile(
        answers.map((answer) => answer.ms).sort((a, b) => a - b),
        99,
      ).toFixed(1)} ms`,
      sends.length / seconds >= 500,
    );
    verdicts.add(
      'every notification answered 1|OK, each order paid by exactly one transition',
      `${acknowledged}/${sends.length} answered 1|OK; ${moves[0].paid_moves} paid moves for ${moves[0].orders} of ${orderIds.length} orders`,
      acknowledged === sends.length && moves[0].paid_moves === orderIds.length && moves[0].orders === orderIds.length,
    );
  }
} finally {
  await shop.stop();
}
if (!databaseUrl) client = await openDatabase();
try {
  const mismatches = await ledgerMismatches();
  verdicts.add(
    'every SKU: stock + reserved + sold = stock before the run',
    mismatches.length === 0 ? `${stockBefore.size} SKUs balance` : JSON.stringify(mismatches.slice(0, 5)),
    mismatches.length === 0,
  );
} finally {
  await client.end();
}
console.log(`Checkout budgets on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, answer caches ${values['answer-caches']}`);
console.table(verdicts.rows);
process.exitCode = verdicts.failed ? 1 : 0;
