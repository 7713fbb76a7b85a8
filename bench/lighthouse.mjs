// Lighthouse 12 budgets of issues 4 and 5 against the real, built server (PGlite with the demo
// data), mobile preset with devtools throttling, Debian's chromium:
//   shop pages (/, /product-list/all, /product/{id}): performance, accessibility and SEO ≥ 95,
//     LCP ≤ 2.0 s, CLS ≤ 0.05;
//   content pages (/course/{id}, /plan/{id}, /article/{id}): performance and accessibility ≥ 95;
//   issue 13: /faq, a campaign page and the partner event page: performance, accessibility and SEO ≥ 95.
// Each page runs --runs times (default 3) and the median performance run is reported, as
// Lighthouse's own docs advise for variance.
// Usage: node bench/lighthouse.mjs [--runs 3] [--route /product/1 …]
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { report, root, startShop, waitFor } from './lib/server.mjs';

const run = promisify(execFile);

const SHOP_BUDGET = { performance: 95, accessibility: 95, seo: 95, lcpMs: 2000, cls: 0.05 };
const CONTENT_BUDGET = { performance: 95, accessibility: 95 };
const SUPPORT_AND_CAMPAIGN_BUDGET = { performance: 95, accessibility: 95, seo: 95 };
const DEFAULT_ROUTES = {
  '/': SHOP_BUDGET,
  '/product-list/all': SHOP_BUDGET,
  '/product/1': SHOP_BUDGET,
  '/course/1': CONTENT_BUDGET,
  '/plan/1': CONTENT_BUDGET,
  '/article/1': CONTENT_BUDGET,
  '/faq': SUPPORT_AND_CAMPAIGN_BUDGET,
  '/event/mirror': SUPPORT_AND_CAMPAIGN_BUDGET,
  '/event/nslife-wellness-2026': SUPPORT_AND_CAMPAIGN_BUDGET,
};

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, route: { type: 'string', multiple: true } },
});
const runs = Number(values.runs);
const routes = values.route?.length
  ? Object.fromEntries(values.route.map((route) => [route, DEFAULT_ROUTES[route] ?? SHOP_BUDGET]))
  : DEFAULT_ROUTES;

const outputDir = path.join(root, 'data/bench-lighthouse');
await rm(outputDir, { recursive: true, force: true });
await mkdir(outputDir, { recursive: true });
const shop = startShop({ PORT: '3330', DATA_DIR: 'data/bench-lighthouse/shop' });

async function lighthouse(url, index) {
  const output = path.join(outputDir, `${index}.json`);
  await run(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,seo',
      '--throttling-method=devtools',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 1 << 26 },
  );
  const result = JSON.parse(await readFile(output, 'utf8'));
  const score = (name) => Math.round((result.categories[name]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcpMs: Math.round(result.audits['largest-contentful-paint'].numericValue),
    cls: Number(result.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    tbtMs: Math.round(result.audits['total-blocking-time'].numericValue),
  };
}

let failed = false;
try {
  await waitFor(`${shop.url}/readyz`);
  const rows = [];
  let index = 0;
  for (const [route, budget] of Object.entries(routes)) {
    await fetch(`${shop.url}${route}`); // warm the server's caches as a visited shop would be
    const samples = [];
    for (let attempt = 0; attempt < runs; attempt += 1) samples.push(await lighthouse(`${shop.url}${route}`, index++));
    samples.sort((a, b) => a.performance - b.performance);
    const median = samples[Math.floor(samples.length / 2)];
    const misses = Object.entries(budget).filter(([metric, limit]) =>
      metric === 'lcpMs' || metric === 'cls' ? median[metric] > limit : median[metric] < limit,
    );
    failed ||= misses.length > 0;
    rows.push({ route, ...median, verdict: misses.length ? `OVER: ${misses.map(([m]) => m).join(', ')}` : 'within' });
  }
  report(`Lighthouse 12, mobile preset, devtools throttling, median of ${runs}`, rows);
} finally {
  await shop.stop();
}
process.exit(failed ? 1 : 0);
