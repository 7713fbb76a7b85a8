// Budget: a second `npm start` (already built, already seeded) answers / within 5 s; and the
// idle server's resident memory on PGlite and on PostgreSQL (≤ 200 MB RSS on PostgreSQL).
// Usage: node bench/startup.mjs [--database-url postgres://postgres@127.0.0.1:5432/wellfit_bench]
import { parseArgs } from 'node:util';
import { report, startShop, waitFor } from './lib/server.mjs';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } });
const targets = [{ name: 'PGlite', env: { DATA_DIR: 'data/bench-startup' } }];
const databaseUrl = values['database-url'];
if (databaseUrl)
  targets.push({ name: 'PostgreSQL', env: { DATA_DIR: 'data/bench-startup-pg', DATABASE_URL: databaseUrl } });

let failed = false;
const rows = [];
for (const target of targets) {
  // The first start seeds the database; the budget is for the start after it.
  for (const attempt of ['first', 'second']) {
    const shop = startShop({ PORT: '3320', ...target.env });
    try {
      await waitFor(`${shop.url}/`, 300_000);
      const answeredMs = Math.round(performance.now() - shop.startedAt);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const idleRssMb = shop.rssMb();
      const rssBudget = target.name === 'PostgreSQL' ? 200 : Infinity;
      const ok = attempt === 'first' || (answeredMs <= 5000 && idleRssMb <= rssBudget);
      failed ||= !ok;
      rows.push({
        database: target.name,
        start: attempt,
        'answers / after ms': answeredMs,
        'idle RSS MB': idleRssMb,
        verdict: attempt === 'first' ? '(seeding)' : ok ? 'within' : 'OVER',
      });
    } finally {
      await shop.stop();
    }
  }
}
report('npm start: time until / answers, idle memory', rows);
process.exit(failed ? 1 : 0);
