/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import { documentStatusNotice, expect, STORAGE_PREFIX, test, TRADITIONAL_CHINESE, waitForAppStart } from './fixtures';

test.use({ ...TRADITIONAL_CHINESE, cookieConsentAnswered: false });

test('the cookie banner asks once; the answer is stored and remembered after a reload (SPEC §2, §3)', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByTestId('cookie-consent');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading')).toHaveText('我們使用 Cookie');

  await banner.getByRole('button', { name: '接受' }).click();
  await expect(banner).toBeHidden();

  const record = await page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'),
    `${STORAGE_PREFIX}cookie_consent`,
  );
  expect(record).toEqual({ id: expect.any(String), status: true, updatedAt: expect.any(Number) });
  expect(Math.abs(record.updatedAt - Date.now())).toBeLessThan(60_000);

  await page.reload();
  await waitForAppStart(page);
  await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
});

test('the banner comes with the first paint for a new visitor, and never shows to one who answered', async ({
  page,
}) => {
  // The page's JavaScript is held back: what shows is the server's HTML and the inline scripts.
  let release = () => {};
  const holdScripts = () => new Promise<void>((resolve) => (release = resolve));
  let held = holdScripts();
  await page.route('**/assets/**/*.js', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/faq', { waitUntil: 'commit' });
  const banner = page.getByTestId('cookie-consent');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading')).toHaveText('我們使用 Cookie');
  release();
  await waitForAppStart(page);
  await banner.getByRole('button', { name: '接受' }).click();
  await expect(banner).toBeHidden();

  held = holdScripts();
  await page.reload({ waitUntil: 'commit' });
  await expect(banner).toBeAttached();
  await expect(banner).toBeHidden();
  release();
  await waitForAppStart(page);
  await expect(banner).toHaveCount(0);
});

test('declining is an answer too', async ({ page }) => {
  await page.goto('/faq');
  await page.getByTestId('cookie-consent').getByRole('button', { name: '拒絕' }).click();
  await page.goto('/');
  await waitForAppStart(page);
  await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
  const record = await page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'),
    `${STORAGE_PREFIX}cookie_consent`,
  );
  expect(record.status).toBe(false);
});

test.describe('special entry pages', () => {
  // /ezr/token-1 is not a real enterprise link: checkEzAccount answers 400, which Chrome may report.
  test.use({ allowedConsole: [documentStatusNotice(400)] });

  test('special entry pages hide the banner (SPEC §2)', async ({ page }) => {
    for (const path of ['/app-download-redirect', '/r/FRIEND88', '/ez/ACME88/0', '/ezr/token-1']) {
      await page.goto(path);
      await waitForAppStart(page);
      await expect(page.getByTestId('cookie-consent'), path).toHaveCount(0);
    }
    // The same visitor, unanswered, still gets asked on an ordinary page.
    await page.goto('/about-us');
    await expect(page.getByTestId('cookie-consent')).toBeVisible();
  });
});
