// Budget: JavaScript loaded for the home and product routes ≤ 150 KB gzip (after `vite build`).
// Loads / in Debian's Chromium against the built server and gzips every script it fetched,
// so the figure is what a visitor's browser actually downloads for the home page.
// Usage: npm run build && node bench/bundle-size.mjs [--route /] [--port 3330]
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/chromium.mjs';
import { report, root, startShop, waitFor } from './lib/server.mjs';

const { values } = parseArgs({
  options: { route: { type: 'string', multiple: true, default: ['/'] }, port: { type: 'string', default: '3330' } },
});
const BUDGET_KB = 150;
/** Routes held to the budget; the others are measured only. */
const budgeted = (route) => route === '/' || /^\/product\/\d+$/.test(route);
// A fresh database of its own: a data directory left by an older build's migrations cannot start.
const DATA_DIR = path.join(root, 'data/bench-bundle');
await rm(DATA_DIR, { recursive: true, force: true });
const shop = startShop({ PORT: values.port, DATA_DIR });
const browser = await chromium.launch(chromiumLaunchOptions);

let failed = false;
try {
  await waitFor(`${shop.url}/readyz`);
  const rows = [];
  for (const route of values.route) {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(new URL(response.url()).pathname, gzipSync(await response.body(), { level: 9 }).length);
    });
    await page.goto(`${shop.url}${route}`, { waitUntil: 'networkidle' });
    await page.close();
    const totalKb = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
    const ok = !budgeted(route) || totalKb <= BUDGET_KB;
    failed ||= !ok;
    rows.push({
      route,
      scripts: scripts.size,
      'JS gzip KB': totalKb.toFixed(1),
      budget: budgeted(route) ? `≤ ${BUDGET_KB} KB` : '-',
      verdict: ok ? 'within' : 'OVER',
    });
    for (const [file, size] of [...scripts].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.BUNDLE_TOP ?? 8))) {
      console.info(`  ${route} ${file} ${(size / 1024).toFixed(1)} KB`);
    }
  }
  report('JavaScript loaded per route (gzip -9)', rows);
} finally {
  await browser.close();
  await shop.stop();
  await rm(DATA_DIR, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
