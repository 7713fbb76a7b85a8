// Issue 4 budget: product search p95 ≤ 50 ms at 10,000 products.
// Seed first: DATABASE_URL=… npm run seed -- --scale 100 (10,000+ products), then
// Usage: node bench/search.mjs [--requests 1000] [--concurrency 10] [--database-url postgres://…]
import { parseArgs } from 'node:util';
import { report, startShop, waitFor } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '10' },
    'database-url': { type: 'string' },
  },
});
const BUDGET_P95_MS = 50;
// One and two Han characters (the hard case for an index), Simplified spellings, English, and a miss.
const KEYWORDS = ['啞鈴', '墊', '瑜珈墊', '哑铃', '跑步機', '飛輪', '彈力帶', 'yoga', 'dumbbell', '不存在'];
const shop = startShop({
  PORT: '3311',
  DATA_DIR: 'data/bench',
  SEED_ON_START: 'false',
  ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
});

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

let failed = false;
try {
  await waitFor(`${shop.url}/readyz`);
  const headers = { token: 'notoken', platform: '4', locale: 'zhTW' };
  const total = Number(values.requests);
  const run = async (count) => {
    const latencies = [];
    let next = 0;
    let totals = 0;
    const worker = async () => {
      while (next < count) {
        const keyword = KEYWORDS[next++ % KEYWORDS.length];
        const started = performance.now();
        const response = await fetch(`${shop.url}/api/web/search?keyword=${encodeURIComponent(keyword)}&pageSize=20`, {
          headers,
        });
        const body = await response.json();
        latencies.push(performance.now() - started);
        if (!response.ok) throw new Error(`search answered ${response.status}: ${JSON.stringify(body)}`);
        totals += body.data.total;
      }
    };
    await Promise.all(Array.from({ length: Number(values.concurrency) }, worker));
    return { latencies: latencies.sort((a, b) => a - b), totals };
  };
  await run(100); // warm-up
  const { latencies, totals } = await run(total);
  const p95 = percentile(latencies, 0.95);
  failed = p95 > BUDGET_P95_MS || totals === 0;
  report(
    `GET /api/web/search, ${total} requests, ${values.concurrency} at a time (${values['database-url'] ? 'PostgreSQL' : 'PGlite'})`,
    [
      {
        'p50 ms': percentile(latencies, 0.5).toFixed(1),
        'p95 ms': p95.toFixed(1),
        'p99 ms': percentile(latencies, 0.99).toFixed(1),
        'hits per search': Math.round(totals / total),
        budget: `p95 ≤ ${BUDGET_P95_MS} ms`,
        verdict: failed ? 'OVER' : 'within',
      },
    ],
  );
} finally {
  await shop.stop();
}
process.exit(failed ? 1 : 0);
