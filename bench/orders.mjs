// Issue 35 budgets (after the sale), against the real, built shop with its answer caches off:
//   a member's order list page (GET /api/web/mall/order/list?tab=all&pageIndex=1&pageSize=10, ten
//   orders with their lines) and an order's detail (GET /api/web/mall/order/detail/{id}) cost no more
//   CPU per request (server + PostgreSQL) at 1,000,000 orders than at 10,000 (within 20%), and each
//   within 1.5× the CPU of the uncached product detail measured on the same shop in the same run;
//   an operator's search by order number p99 ≤ 20 ms; cancel and refund p95 ≤ 150 ms under 50
//   concurrent members. PGlite at the small scale is reported beside it (--data-dir).
//
// Orders come from bench/lib/seed-orders.mjs: settled orders of the past two years over members of
// their own (about 20 each), then the signed-in members' own histories of 50 orders each, and
// just before the cancels, fresh orders those members may cancel. The 1,000,000-order database is
// seeded once and kept (a few minutes on two cores); each run tops it up only if orders are missing.
//
// Usage:
//   createdb -h 127.0.0.1 -U postgres wellfit_bench_orders_10k
//   createdb -h 127.0.0.1 -U postgres wellfit_bench_orders
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/wellfit_bench_orders_10k npm run seed   (and the same for the other)
//   node bench/orders.mjs --small-database-url postgres://postgres@127.0.0.1:5432/wellfit_bench_orders_10k \
//     --database-url postgres://postgres@127.0.0.1:5432/wellfit_bench_orders
//   PGlite: DATA_DIR=data/bench-orders-pglite npm run seed; node bench/orders.mjs --data-dir data/bench-orders-pglite
// Options: [--orders 1000000] [--small-orders 10000] [--duration 10] [--members 50] [--readers 20]
//   [--history 50] [--only read,search,cancel] [--port 3340] (it and the next one) [--best-of 1]
//   [--operator-email admin@staff.wellfit.tw] [--operator-password …] (the seed's demo admin)
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  api,
  API_HEADERS,
  cpuText,
  percentile,
  pick,
  printMachineSpeed,
  signInMembers,
  throughput,
  Verdicts,
} from './lib/measure.mjs';
import { cpuMeter } from './lib/cpu-usage.mjs';
import { root, startShop, waitFor } from './lib/server.mjs';
import {
  BENCH_ORDER_PREFIX,
  benchOrderCount,
  seedBulkOrders,
  seedFreshOrders,
  seedMemberHistory,
} from './lib/seed-orders.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'small-database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    orders: { type: 'string', default: '1000000' },
    'small-orders': { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    members: { type: 'string', default: '50' },
    readers: { type: 'string', default: '20' },
    history: { type: 'string', default: '50' },
    only: { type: 'string' },
    port: { type: 'string', default: '3340' },
    'best-of': { type: 'string', default: '1' },
    /**
     * The operator who searches and refunds: the seed's demo admin (start banner). A database seeded
     * before operators existed gets them through `npm run operator -- create`.
     */
    'operator-email': { type: 'string', default: 'admin@staff.wellfit.tw' },
    'operator-password': { type: 'string', default: 'WellFitStaff2026' },
  },
});
const PARTS = ['read', 'search', 'cancel'];
const only = values.only?.split(',').map((part) => part.trim());
if (only?.some((part) => !PARTS.includes(part))) throw new Error(`--only: parts are ${PARTS.join(', ')}`);
const runs = (part) => !only || only.includes(part);
const duration = Number(values.duration);
const MEMBERS = Number(values.members);
const READERS = Number(values.readers);
const HISTORY = Number(values.history);
const firstPort = Number(values.port);
const bestOf = Number(values['best-of']);
if (!values['data-dir'] && !values['database-url'])
  throw new Error('give --database-url (and --small-database-url) or --data-dir');

/** The phones the bench signs in with (measure.mjs codeLogin): readers, then the cancelling members. */
const READER_INDEX = 30_000;
const CANCELLER_INDEX = 31_000;
const phoneOf = (index) =>
  String(70_000_000 + index)
    .padStart(8, '0')
    .replace(/^/, '9');

/** The bench's reads and writes of a shop's database, a pg client or a PGlite opened while no shop runs. */
async function openDatabase(target) {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    return client;
  }
  const pglite = await PGlite.create(path.resolve(target.dataDir, 'pglite'));
  return {
    query: async (text, params) => {
      const result = await pglite.query(text, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
    end: () => pglite.close(),
  };
}

async function userIdsOf(db, firstIndex, count) {
  const phones = Array.from({ length: count }, (_, index) => phoneOf(firstIndex + index));
  const { rows } = await db.query(
    `select id::text, phone from users where country_code = '886' and phone = any($1::text[])`,
    [phones],
  );
  const byPhone = new Map(rows.map((row) => [row.phone, Number(row.id)]));
  return phones.map((phone) => {
    const id = byPhone.get(phone);
    if (id === undefined) throw new Error(`member ${phone} did not sign in`);
    return id;
  });
}

/**
 * Sequential and index scans, to tell afterwards whether a measured read walked an order table
 * (a missing index shows as rows read by sequential scans on every request) and how many lookups
 * it made.
 */
const ORDER_TABLES = [
  'orders',
  'order_items',
  'order_status_history',
  'order_events',
  'payments',
  'invoices',
  'invoice_allowances',
  'refunds',
  'refund_lines',
  'return_requests',
  'return_request_items',
];
async function scanCounts(db) {
  const { rows } = await db.query(
    `select relname, coalesce(seq_tup_read, 0)::bigint::text as seq_tup_read, coalesce(idx_scan, 0)::bigint::text as idx_scan
     from pg_stat_user_tables`,
  );
  return new Map(rows.map((row) => [row.relname, { rows: Number(row.seq_tup_read), lookups: Number(row.idx_scan) }]));
}
/**
 * Per request since `before`: rows the order tables gave sequential scans (a missing index), and
 * index lookups in all tables (each query of a request does one or more: a count that grows with
 * the page is one query per order). Statistics reach the view within 0.5 s.
 */
async function scansPerRequest(db, before, requests) {
  await new Promise((resolve) => setTimeout(resolve, 700));
  const after = await scanCounts(db);
  const sequential = [];
  let lookups = 0;
  for (const [table, { rows, lookups: tableLookups }] of after) {
    lookups += tableLookups - (before.get(table)?.lookups ?? 0);
    const read = rows - (before.get(table)?.rows ?? 0);
    if (read > 0 && ORDER_TABLES.includes(table)) sequential.push(`${table} ${(read / requests).toFixed(1)}`);
  }
  return `index lookups/request ${(lookups / requests).toFixed(1)}; ${
    sequential.length
      ? `sequential-scan rows/request: ${sequential.join(', ')}`
      : 'no sequential scan of the order tables'
  }`;
}

/** The bench's own unpaid orders of these members, left by an earlier run, lapse as the seed writes lapsed orders. */
async function lapseLeftUnpaid(db, userIds) {
  await db.query('begin');
  const { rows } = await db.query(
    `update orders set status = 'invalid', updated_at = now()
     where user_id = any($1::bigint[]) and status = 'pending' and order_no like '${BENCH_ORDER_PREFIX}%'
     returning id`,
    [userIds],
  );
  await db.query(
    `insert into order_status_history (order_id, from_status, to_status, reason, actor)
     select id, 'pending', 'invalid', 'payment_timeout', 'system' from unnest($1::bigint[]) id`,
    [rows.map((row) => row.id)],
  );
  await db.query('commit');
  if (rows.length > 0) console.info(`${rows.length} unpaid bench orders of earlier runs lapsed`);
}

const memberHeaders = (token) => ({ ...API_HEADERS, token });
const totalCpu = (cpu) => (cpu ? cpu.serverMs + cpu.databaseMs : NaN);

/** The operator API (packages/contracts/src/admin.ts): signs the operator in, answers the token. */
async function operatorSignIn(base) {
  const { ADMIN_PATHS } = await adminContract();
  const answer = await api(base, ADMIN_PATHS.login, {
    method: 'POST',
    body: { email: values['operator-email'], password: values['operator-password'] },
  });
  return answer.token;
}

/** Makes the operator with the shop's own command when the database has none by that address (no shop may run on PGlite meanwhile). */
async function ensureOperator(db, target) {
  const env = target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : { DATA_DIR: target.dataDir };
  const { rows } = await db.query('select 1 from operators where email = $1', [values['operator-email']]);
  if (rows.length > 0) return;
  const made = spawnSync(
    process.execPath,
    [
      'scripts/operator.mjs',
      'create',
      '--email',
      values['operator-email'],
      '--name',
      'Bench operator',
      '--role',
      'admin',
      '--password-stdin',
    ],
    { cwd: root, env: { ...process.env, ...env }, input: `${values['operator-password']}\n`, encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`npm run operator -- create failed: ${made.stderr}${made.stdout}`);
}
let adminContractModule;
async function adminContract() {
  if (!adminContractModule) {
    const { register } = await import('tsx/esm/api');
    register();
    adminContractModule = await import('../packages/contracts/src/admin.ts');
  }
  return adminContractModule;
}

/**
 * One database's part: the readers' histories, the shop with its answer caches off, the product
 * detail beside the order list and detail, and (at the large scale) the operator search and the
 * cancels. Answers the CPU per request of each read.
 */
async function measureDatabase(target, verdicts, { cancels }) {
  const { label } = target;
  const env = {
    ...(target.databaseUrl
      ? { DATABASE_URL: target.databaseUrl, WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? 'auto' }
      : { DATA_DIR: target.dataDir, WEB_CONCURRENCY: '1' }),
  };
  let db = await openDatabase(target);
  try {
    const existing = await benchOrderCount(db);
    if (existing < target.orders) {
      console.info(`${label}: ${existing} bench orders, seeding up to ${target.orders}`);
      await seedBulkOrders(db, target.orders);
    }
  } finally {
    if (!target.databaseUrl) {
      await db.end();
      db = undefined;
    }
  }
  // Members sign in on a one-process shop of their own (the developer outbox shows their codes).
  const signInEnv = { ...env, PORT: String(firstPort + 1) };
  const readerTokens = await signInMembers(signInEnv, READERS, READER_INDEX);
  const cancellerTokens = cancels ? await signInMembers(signInEnv, MEMBERS, CANCELLER_INDEX) : [];
  db ??= await openDatabase(target);
  const readerIds = await userIdsOf(db, READER_INDEX, READERS);
  await seedMemberHistory(db, readerIds, HISTORY);
  const { rows: readerOrders } = await db.query(
    `select id::text, user_id::text from orders where user_id = any($1::bigint[])`,
    [readerIds],
  );
  const tokenOfUser = new Map(readerIds.map((id, index) => [String(id), readerTokens[index]]));
  const readable = readerOrders.map((row) => ({ id: Number(row.id), token: tokenOfUser.get(row.user_id) }));
  const {
    rows: [{ n: orderCount }],
  } = await db.query('select count(*)::int as n from orders');
  // Order numbers from across the whole table, for the operator's search.
  const { rows: sampled } = await db.query(
    `select order_no from orders where id in (select (random() * (select max(id) from orders))::bigint from generate_series(1, 2000))`,
  );
  const orderNumbers = sampled.map((row) => row.order_no);
  let unpaidByMember;
  let paidByMember;
  let deliveredByMember;
  if (cancels) {
    if (runs('search') || runs('cancel')) await ensureOperator(db, target);
    const cancellerIds = await userIdsOf(db, CANCELLER_INDEX, MEMBERS);
    // Unpaid orders an earlier run left uncancelled would lapse (the shop's job, every minute) in
    // the middle of this run's measurements. They are the bench's own and never took stock (see
    // seed-orders.mjs), so they lapse here as the seed writes lapsed orders: invalid, with the move.
    await lapseLeftUnpaid(db, cancellerIds);
    // Four a second for each member through the run: more than 50 members at once get through
    // (each waits for its answer), and few enough that the small database stays near its size.
    // A member who runs out stops early, and the figures count the calls made.
    const perMember = Math.ceil(duration * 4);
    const fresh = async (status, placedMinutesAgo) => {
      const made = await seedFreshOrders(db, cancellerIds, perMember, { status, placedMinutesAgo });
      return cancellerIds.map((id) => made.get(String(id)));
    };
    unpaidByMember = await fresh('pending');
    paidByMember = await fresh('unshipped');
    // Delivered yesterday (placed four days ago), inside the return window: an operator refunds part of it.
    deliveredByMember = await fresh('delivered', 4 * 24 * 60);
  }
  if (!target.databaseUrl) {
    await db.end();
    db = undefined;
  }

  const results = {};
  const shop = startShop({
    ...env,
    PORT: String(firstPort),
    SSR_CACHE_TTL_MS: '0',
    ANSWER_CACHES: 'off',
  });
  try {
    await waitFor(`${shop.url}/readyz`, 300_000);
    const base = shop.url;
    const statsDb = target.databaseUrl ? await openDatabase(target) : undefined;
    const meter = cpuMeter(shop.child.pid, target.databaseUrl);
    const scans = async (run, requests) => (statsDb ? `; ${await scansPerRequest(statsDb, run, requests)}` : '');
    const name = `${label}, ${orderCount.toLocaleString('en')} orders`;
    try {
      if (statsDb) {
        // Refunds an earlier run's cancels asked for are made by the shop's job in the background:
        // the reads are measured once it has caught up (or after two minutes, said so).
        const waitingSince = performance.now();
        let due;
        do {
          ({
            rows: [{ due }],
          } = await statsDb.query(
            `select count(*)::int as due from refunds where status = 'pending' and next_attempt_at <= now()`,
          ));
          if (due > 0) await new Promise((resolve) => setTimeout(resolve, 2_000));
        } while (due > 0 && performance.now() - waitingSince < 120_000);
        const waited = Math.round((performance.now() - waitingSince) / 1000);
        if (waited > 1) console.info(`${name}: waited ${waited} s for earlier refunds to be made; ${due} still due`);
      }
      if (runs('read')) {
        const { list } = await api(base, '/api/web/mall/product/list?pageIndex=1&pageSize=48&sort=best_selling');
        const productIds = list.map((product) => product.id);
        const detail = await throughput(
          base,
          duration,
          () => ({ path: `/api/web/mall/product/detail/${pick(productIds)}` }),
          { meter, bestOf },
        );
        results.product = detail.cpu;
        console.info(
          `${name}: product detail, answer caches off: ${Math.round(detail.requests.average)} req/s, p99 ${detail.latency.p99} ms, errors ${detail.errors + detail.non2xx}${cpuText(detail.cpu)}`,
        );

        // The page measured is the one the budget names: ten orders, each with its lines.
        const firstPage = await api(base, '/api/web/mall/order/list?tab=all&pageIndex=1&pageSize=10', {
          token: readerTokens[0],
        });
        if (firstPage.list.length !== 10 || firstPage.list.some((order) => order.items.length === 0))
          throw new Error(`a reader's first page: ${JSON.stringify(firstPage).slice(0, 300)}`);
        const listBefore = statsDb && (await scanCounts(statsDb));
        const orderList = await throughput(
          base,
          duration,
          () => ({
            path: '/api/web/mall/order/list?tab=all&pageIndex=1&pageSize=10',
            headers: memberHeaders(pick(readerTokens)),
          }),
          { meter, bestOf },
        );
        results.list = orderList.cpu;
        console.info(
          `${name}: order list page (10 orders with lines): ${Math.round(orderList.requests.average)} req/s, p99 ${orderList.latency.p99} ms, errors ${orderList.errors + orderList.non2xx}${cpuText(orderList.cpu)}${await scans(listBefore, orderList.requests.total)}`,
        );
        results.listErrors = orderList.errors + orderList.non2xx;

        const detailBefore = statsDb && (await scanCounts(statsDb));
        const orderDetail = await throughput(
          base,
          duration,
          () => {
            const order = pick(readable);
            return { path: `/api/web/mall/order/detail/${order.id}`, headers: memberHeaders(order.token) };
          },
          { meter, bestOf },
        );
        results.detail = orderDetail.cpu;
        results.detailErrors = orderDetail.errors + orderDetail.non2xx;
        console.info(
          `${name}: order detail: ${Math.round(orderDetail.requests.average)} req/s, p99 ${orderDetail.latency.p99} ms, errors ${results.detailErrors}${cpuText(orderDetail.cpu)}${await scans(detailBefore, orderDetail.requests.total)}`,
        );
        for (const [what, cpu, errors] of [
          ['order list page', results.list, results.listErrors],
          ['order detail', results.detail, results.detailErrors],
        ]) {
          const ratio = totalCpu(cpu) / totalCpu(results.product);
          verdicts.add(
            `${label}: ${what} CPU ≤ 1.5× uncached product detail (${orderCount.toLocaleString('en')} orders)`,
            `${totalCpu(cpu).toFixed(2)} ms against ${totalCpu(results.product).toFixed(2)} ms: ${ratio.toFixed(2)}×, errors ${errors}`,
            ratio <= 1.5 && errors === 0,
          );
        }
      }

      if (cancels && runs('search')) {
        const { ADMIN_PATHS } = await adminContract();
        const operatorToken = await operatorSignIn(base);
        const times = [];
        const measuring = await meter.start();
        const searchBefore = statsDb && (await scanCounts(statsDb));
        const deadline = performance.now() + duration * 1000;
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        let missed = 0;
        // One operator at the desk, searching one order number after another.
        while (performance.now() < deadline) {
          const orderNo = pick(orderNumbers);
          const started = performance.now();
          const found = await api(base, `${ADMIN_PATHS.orders}?orderNo=${encodeURIComponent(orderNo)}`, {
            token: operatorToken,
            agent,
          });
          times.push(performance.now() - started);
          if (found.list.length !== 1 || found.list[0].orderNo !== orderNo) missed += 1;
        }
        agent.destroy();
        const spent = measuring.stop();
        times.sort((a, b) => a - b);
        verdicts.add(
          `${label}: operator search by order number p99 ≤ 20 ms (${orderCount.toLocaleString('en')} orders)`,
          `p99 ${percentile(times, 99).toFixed(1)} ms, p50 ${percentile(times, 50).toFixed(1)} ms, ${times.length} searches, ${missed} without exactly that order${cpuText({ serverMs: spent.serverMs / times.length, databaseMs: spent.databaseMs / times.length }, 'search')}${await scans(searchBefore, times.length)}`,
          percentile(times, 99) <= 20 && missed === 0,
        );
      }

      if (cancels && runs('cancel')) {
        const { ADMIN_PATHS, adminPath } = await adminContract();
        const operatorToken = await operatorSignIn(base);
        const memberCancel = (orderId, index, agent) =>
          api(base, '/api/web/mall/order/cancel', {
            method: 'POST',
            token: cancellerTokens[index],
            agent,
            body: { orderId, reason: 'changed_mind', requestKey: randomUUID() },
          });
        const moves = [
          ['member cancels an unpaid order', unpaidByMember, memberCancel],
          ['member cancels a paid order (refunded in full)', paidByMember, memberCancel],
          [
            'operator refunds NT$100 of a delivered order',
            deliveredByMember,
            (orderId, index, agent) =>
              api(base, adminPath(ADMIN_PATHS.refund, orderId), {
                method: 'POST',
                token: operatorToken,
                agent,
                body: { amount: 100, reason: 'bench: part of the order refunded', requestKey: randomUUID() },
              }),
          ],
        ];
        for (const [what, byMember, move] of moves) {
          const times = [];
          const refused = [];
          const measuring = await meter.start();
          const movesBefore = statsDb && (await scanCounts(statsDb));
          const deadline = performance.now() + duration * 1000;
          await Promise.all(
            byMember.map(async (orderIds, index) => {
              // Each caller on their own kept-alive connection, as their browser would be.
              const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
              for (const orderId of orderIds) {
                if (performance.now() >= deadline) break;
                const started = performance.now();
                try {
                  await move(orderId, index, agent);
                } catch (error) {
                  refused.push(String(error.message).slice(0, 200));
                }
                times.push(performance.now() - started);
              }
              agent.destroy();
            }),
          );
          const spent = measuring.stop();
          times.sort((a, b) => a - b);
          verdicts.add(
            `${label}: ${what}, p95 ≤ 150 ms (${byMember.length} at once)`,
            `p95 ${percentile(times, 95).toFixed(1)} ms, p50 ${percentile(times, 50).toFixed(1)} ms, ${times.length} calls, ${refused.length} refused${refused[0] ? ` (${refused[0]})` : ''}${cpuText({ serverMs: spent.serverMs / times.length, databaseMs: spent.databaseMs / times.length }, 'call')}${await scans(movesBefore, times.length)}`,
            percentile(times, 95) <= 150 && refused.length === 0,
          );
        }
      }
    } finally {
      await statsDb?.end();
    }
  } finally {
    await shop.stop();
    await db?.end();
  }
  return { ...results, orderCount };
}

const verdicts = new Verdicts();
await printMachineSpeed();
if (values['data-dir']) {
  const pglite = await measureDatabase(
    { label: 'PGlite', dataDir: values['data-dir'], orders: Number(values['small-orders']) },
    verdicts,
    { cancels: true },
  );
  void pglite;
} else {
  const small = values['small-database-url']
    ? await measureDatabase(
        { label: 'PostgreSQL', databaseUrl: values['small-database-url'], orders: Number(values['small-orders']) },
        verdicts,
        { cancels: false },
      )
    : undefined;
  const large = await measureDatabase(
    { label: 'PostgreSQL', databaseUrl: values['database-url'], orders: Number(values.orders) },
    verdicts,
    { cancels: true },
  );
  if (small && runs('read')) {
    for (const [what, key] of [
      ['order list page', 'list'],
      ['order detail', 'detail'],
    ]) {
      const ratio = totalCpu(large[key]) / totalCpu(small[key]);
      verdicts.add(
        `${what}: CPU at ${large.orderCount.toLocaleString('en')} orders within 20% of ${small.orderCount.toLocaleString('en')}`,
        `${totalCpu(large[key]).toFixed(2)} ms against ${totalCpu(small[key]).toFixed(2)} ms: ${ratio.toFixed(2)}×`,
        ratio <= 1.2,
      );
    }
  }
}
console.info(
  `\nOrder budgets (issue 35), answer caches off; uptime: ${(await import('node:os'))
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
console.table(verdicts.rows);
process.exit(verdicts.failed ? 1 : 0);
