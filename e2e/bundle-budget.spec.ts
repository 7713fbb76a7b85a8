import { gzipSync } from 'node:zlib';
import { ENGLISH, expect, test, TRADITIONAL_CHINESE, waitForAppStart } from './fixtures';

/** The home route's JavaScript stays within 150 KB gzip; every other screen is split off. */
const BUDGET_BYTES = 150 * 1024;

for (const language of [TRADITIONAL_CHINESE, ENGLISH]) {
  test.describe(`home JavaScript (${language.locale})`, () => {
    test.use(language);

    test('is at most 150 KB gzip', async ({ page }) => {
      const scripts = new Map<string, number>();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.body().catch(() => null);
        if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body).length);
      });
      await page.goto('/');
      await waitForAppStart(page);
      await page.waitForLoadState('networkidle');

      const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      const report = [...scripts].map(([path, size]) => `${(size / 1024).toFixed(1)} KB ${path}`).join('\n');
      expect(total, `home JavaScript (gzip):\n${report}`).toBeLessThanOrEqual(BUDGET_BYTES);
      // Screens that are not the home page are not part of it.
      expect(
        [...scripts.keys()].filter((path) =>
          /\/(shopping-cart|member|static-page|toast-view|member-dropdown)-/.test(path),
        ),
      ).toEqual([]);
    });
  });
}
