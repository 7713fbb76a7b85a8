// Issue 40 budgets: the shop as two app nodes behind HAProxy (deploy/haproxy.cfg) on one
// PostgreSQL, against the same shop as one host, in the same run on the same machine:
//   the cached product detail and the checkout preview give at least 0.9× the one-host figure
//   (what the balancer costs), and no request fails while a node is drained (SIGTERM during load).
// The one host runs WEB_CONCURRENCY=auto (one process per core); the two nodes one process each,
// so both shapes run as many server processes as the machine has cores (2 here). HAProxy's own
// CPU counts with the nodes'.
//
// Usage: node bench/nodes.mjs --database-url postgres://postgres@127.0.0.1:5432/wellfit_nodes_bench
//   [--duration 10] [--members 50] [--port 3270] [--best-of 3]
// The database must exist (createdb); the shop migrates it, members sign up by code, and the
// product they look at and buy is made here in the database. Needs `haproxy` (Debian package).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { API_HEADERS, cpuText, pick, printMachineSpeed, signInMembers, throughput, Verdicts } from './lib/measure.mjs';
import { cpuMeter } from './lib/cpu-usage.mjs';
import { root, startShop, waitFor } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '10' },
    members: { type: 'string', default: '50' },
    port: { type: 'string', default: '3270' },
    'best-of': { type: 'string', default: '3' },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) throw new Error('--database-url is required: several nodes share one PostgreSQL');
const duration = Number(values.duration);
const firstPort = Number(values.port);
/** As deploy/haproxy.cfg asks: longer than its health checks' inter × fall. */
const DRAIN_MS = 3_000;
const RATIO = 0.9;
/** The machine is shared: each figure is the best of this many runs, for both shapes alike. */
const BEST_OF = Number(values['best-of']);

await printMachineSpeed();
const env = { DATABASE_URL: databaseUrl, SEED_ON_START: 'false' };

// Members sign up on a one-process shop of their own (which also migrates the database).
const tokens = await signInMembers({ ...env, PORT: String(firstPort) }, Number(values.members));

/** A product of one SKU with stock enough for every run (there is no admin API). */
async function benchProduct() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const name = JSON.stringify({ zhTW: '節點測試商品', zhCN: '节点测试商品', en: 'Nodes bench product' });
    const {
      rows: [product],
    } = await client.query(
      `insert into products (name, status, list_price, sale_price) values ($1, 'on_sale', 1200, 990) returning id`,
      [name],
    );
    const {
      rows: [sku],
    } = await client.query(
      `insert into product_skus (product_id, sku_code, stock, price) values ($1, $2, 1000000, 990) returning id`,
      [product.id, `NODES-${Date.now()}`],
    );
    // node-postgres answers bigint ids as strings; the API wants numbers.
    return { productId: Number(product.id), productSkuId: Number(sku.id) };
  } finally {
    await client.end();
  }
}
const bought = await benchProduct();
const detail = () => ({ path: `/api/web/mall/product/detail/${bought.productId}`, headers: API_HEADERS });
const preview = () => ({
  method: 'POST',
  path: '/api/web/mall/order/generateConfirmOrderV1',
  headers: { ...API_HEADERS, token: pick(tokens) },
  body: JSON.stringify({ type: 1, ...bought, quantity: 1 }),
});

/**
 * The CPU of the shop's process trees (the database's backends counted once) and, apart, of the
 * balancer: `balancerMs` is its own cost, which the ratio budget is about.
 */
function meterOf(pids, balancerPid) {
  const meters = pids.map((pid, index) => cpuMeter(pid, index === 0 ? databaseUrl : undefined));
  const balancerMeter = balancerPid === undefined ? undefined : cpuMeter(balancerPid);
  return {
    async start() {
      const started = await Promise.all(meters.map((meter) => meter.start()));
      const balancerRun = await balancerMeter?.start();
      return {
        stop: () => ({
          ...started
            .map((run) => run.stop())
            .reduce((sum, spent) => ({
              serverMs: sum.serverMs + spent.serverMs,
              databaseMs: sum.databaseMs + spent.databaseMs,
            })),
          balancerMs: balancerRun?.stop().serverMs,
        }),
      };
    },
  };
}

async function measure(base, meter) {
  return {
    detail: await throughput(base, duration, detail, { meter, bestOf: BEST_OF }),
    checkout: await throughput(base, duration, preview, { meter, bestOf: BEST_OF }),
  };
}

const line = (result) => {
  const balancer = result.cpu?.balancerMs === undefined ? '' : ` + HAProxy ${result.cpu.balancerMs.toFixed(2)} ms`;
  return `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}${cpuText(result.cpu)}${balancer}`;
};

// ── One host: one shop, one process per core ──
const oneHost = startShop({ ...env, PORT: String(firstPort), WEB_CONCURRENCY: 'auto' });
let single;
try {
  await waitFor(`${oneHost.url}/readyz`);
  single = await measure(oneHost.url, meterOf([oneHost.child.pid]));
  console.info(`one host: detail ${line(single.detail)}; checkout preview ${line(single.checkout)}`);
} finally {
  await oneHost.stop();
}

// ── Two nodes behind HAProxy ──
const nodeEnv = { ...env, WEB_CONCURRENCY: '1', TRUST_PROXY: 'true', DRAIN_MS: String(DRAIN_MS) };
// One after the other: `npm start` rebuilds a stale build, and two builds at once collide.
const nodeA = startShop({ ...nodeEnv, PORT: String(firstPort + 1) });
await waitFor(`${nodeA.url}/readyz`);
const nodeB = startShop({ ...nodeEnv, PORT: String(firstPort + 2) });
const balancer = spawn('haproxy', ['-db', '-f', path.join(root, 'deploy/haproxy.cfg')], {
  env: {
    ...process.env,
    WELLFIT_BIND: `127.0.0.1:${firstPort}`,
    WELLFIT_NODE_A: `127.0.0.1:${firstPort + 1}`,
    WELLFIT_NODE_B: `127.0.0.1:${firstPort + 2}`,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const lb = `http://127.0.0.1:${firstPort}`;
let double;
let drain;
try {
  await Promise.all([waitFor(`${nodeA.url}/readyz`), waitFor(`${nodeB.url}/readyz`)]);
  await waitFor(`${lb}/readyz`);
  // Both nodes checked up again by the balancer before measuring.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  double = await measure(lb, meterOf([nodeA.child.pid, nodeB.child.pid], balancer.pid));
  console.info(`two nodes: detail ${line(double.detail)}; checkout preview ${line(double.checkout)}`);

  // Drain: node B gets SIGTERM a third of the way into a run of the cached detail.
  const stopping = new Promise((resolve) => setTimeout(resolve, (duration * 1000) / 3)).then(async () => {
    const started = performance.now();
    await nodeB.stop();
    return performance.now() - started;
  });
  drain = await throughput(lb, duration, detail);
  drain.stopMs = await stopping;
  console.info(`drain: ${line(drain)}; node B exited ${Math.round(drain.stopMs)} ms after SIGTERM`);
} finally {
  balancer.kill('SIGTERM');
  await Promise.all([nodeA.stop(), nodeB.stop()]);
}

const verdicts = new Verdicts();
const ratio = (name, two, one) => {
  const value = two.requests.average / one.requests.average;
  verdicts.add(
    `${name}: two nodes ≥ ${RATIO}× one host`,
    `${value.toFixed(2)}× (${Math.round(two.requests.average)} against ${Math.round(one.requests.average)} req/s)`,
    value >= RATIO && two.errors + two.non2xx === 0,
  );
};
ratio('cached product detail', double.detail, single.detail);
ratio('checkout preview (generateConfirmOrderV1, 50 members)', double.checkout, single.checkout);
verdicts.add(
  'no request fails while node B drains',
  `${drain.requests.total} requests, ${drain.errors} errors, ${drain.non2xx} non-2xx`,
  drain.errors + drain.non2xx === 0 && drain.requests.total > 0,
);
process.exit(verdicts.failed ? 1 : 0);
