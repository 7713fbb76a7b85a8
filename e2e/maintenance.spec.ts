import { MAINTENANCE_BASE_URL } from '../playwright.config';
import { documentStatusNotice, ENGLISH, expect, test } from './fixtures';

/** Against the second server, started with MAINTENANCE_MODE=true (playwright.config.ts). */
test.use({ ...ENGLISH, baseURL: MAINTENANCE_BASE_URL, allowedConsole: [documentStatusNotice(503)] });

const MESSAGE = 'The site is under maintenance, please come back later';

for (const path of ['/', '/product/1', '/member/info', '/no-such-page']) {
  test(`${path} shows the maintenance screen with HTTP 503`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(503);
    await expect(page.getByTestId('maintenance')).toContainText(MESSAGE);
    await expect(page).toHaveTitle('Under Maintenance | WellFit');
  });
}

test('the API answers 503 with the maintenance message in the envelope', async ({ request }) => {
  const response = await request.get('/api/web/getUserDetails', { headers: { locale: 'en' } });
  expect(response.status()).toBe(503);
  expect(await response.json()).toMatchObject({ code: 503, key: 'under_maintenance', msg: MESSAGE });
});

test('the maintenance screen speaks the visitor language', async ({ request }) => {
  const response = await request.get('/', { headers: { 'accept-language': 'zh-TW' } });
  expect(response.status()).toBe(503);
  const html = await response.text();
  expect(html).toContain('網站維護中，請稍後再來');
  expect(html).toContain('<title>網站維護中 | WellFit</title>');
});
