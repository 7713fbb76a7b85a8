// Throughput budgets of issue 2 under `autocannon -c 50` against the real, built server:
//   a server-rendered static page ≥ 500 req/s with p99 ≤ 200 ms;
//   POST /api/web/queryDataDictionary ≥ 3,000 req/s with p99 ≤ 25 ms (on PGlite).
// Usage: node bench/http.mjs [--duration 10] [--database-url postgres://…]
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { report, startShop, waitFor } from './lib/server.mjs';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, 'database-url': { type: 'string' } },
});
const duration = Number(values.duration);
const shop = startShop({
  PORT: '3310',
  DATA_DIR: 'data/bench',
  ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
});

const budgets = [
  {
    name: 'static page /terms-of-service (SSR)',
    request: { path: '/terms-of-service', headers: { 'accept-language': 'zh-TW' } },
    minRps: 500,
    maxP99: 200,
  },
  {
    name: 'POST /api/web/queryDataDictionary',
    request: {
      path: '/api/web/queryDataDictionary',
      method: 'POST',
      headers: { 'content-type': 'application/json', token: 'notoken', platform: '4', country: 'TW', language: 'zh' },
      body: JSON.stringify({ type: 'twVersionNotifyMsg' }),
    },
    minRps: 3000,
    maxP99: 25,
  },
];

let failed = false;
try {
  await waitFor(`${shop.url}/readyz`);
  const rows = [];
  for (const budget of budgets) {
    const { path, ...request } = budget.request;
    const run = (seconds) => autocannon({ url: `${shop.url}${path}`, connections: 50, duration: seconds, ...request });
    await run(2); // warm-up: JIT, caches, connection pool
    const result = await run(duration);
    const ok = result.requests.average >= budget.minRps && result.latency.p99 <= budget.maxP99 && result.non2xx === 0;
    failed ||= !ok;
    rows.push({
      endpoint: budget.name,
      'req/s': Math.round(result.requests.average),
      'p99 ms': result.latency.p99,
      'p50 ms': result.latency.p50,
      errors: result.errors + result.non2xx,
      budget: `≥ ${budget.minRps} req/s, p99 ≤ ${budget.maxP99} ms`,
      verdict: ok ? 'within' : 'OVER',
    });
  }
  report(`autocannon -c 50 -d ${duration} (${values['database-url'] ? 'PostgreSQL' : 'PGlite'})`, rows);
} finally {
  await shop.stop();
}
process.exit(failed ? 1 : 0);
