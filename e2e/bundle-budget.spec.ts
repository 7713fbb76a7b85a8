import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { ENGLISH, expect, test, TRADITIONAL_CHINESE, waitForAppStart } from './fixtures';

/** The home and product routes' JavaScript stays within 150 KB gzip; every other screen is split off. */
const BUDGET_BYTES = 150 * 1024;

/** Gzip size of every script the page fetches, by path. */
function collectScripts(page: Page): Map<string, number> {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body).length);
  });
  return scripts;
}

function describeScripts(scripts: Map<string, number>): string {
  return [...scripts].map(([path, size]) => `${(size / 1024).toFixed(1)} KB ${path}`).join('\n');
}

function totalBytes(scripts: Map<string, number>): number {
  return [...scripts.values()].reduce((sum, size) => sum + size, 0);
}

for (const language of [TRADITIONAL_CHINESE, ENGLISH]) {
  test.describe(`home JavaScript (${language.locale})`, () => {
    test.use(language);

    test('is at most 150 KB gzip', async ({ page }) => {
      const scripts = collectScripts(page);
      await page.goto('/');
      await waitForAppStart(page);
      await page.waitForLoadState('networkidle');

      expect(totalBytes(scripts), `home JavaScript (gzip):\n${describeScripts(scripts)}`).toBeLessThanOrEqual(
        BUDGET_BYTES,
      );
      // Screens that are not the home page are not part of it.
      expect(
        [...scripts.keys()].filter((path) =>
          /\/(shopping-cart|member|static-page|toast-view|member-dropdown)-/.test(path),
        ),
      ).toEqual([]);
    });
  });
}

test.describe('product page JavaScript', () => {
  test.use(TRADITIONAL_CHINESE);

  test('is at most 150 KB gzip', async ({ page, request }) => {
    const answer = await request.get('/api/web/mall/product/list?pageSize=1');
    expect(answer.ok()).toBe(true);
    const body = (await answer.json()) as { data: { list: Array<{ id: number }> } };
    const product = body.data.list[0];
    if (!product) throw new Error('the seeded shop lists no product');

    const scripts = collectScripts(page);
    await page.goto(`/product/${product.id}`);
    await waitForAppStart(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('add-to-cart')).toBeVisible();

    expect(totalBytes(scripts), `product JavaScript (gzip):\n${describeScripts(scripts)}`).toBeLessThanOrEqual(
      BUDGET_BYTES,
    );
  });
});
