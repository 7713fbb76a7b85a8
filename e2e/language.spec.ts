/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import type { APIRequestContext } from '@playwright/test';
import { expect, STORAGE_PREFIX, test, TRADITIONAL_CHINESE, waitForAppStart } from './fixtures';

async function marqueeText(request: APIRequestContext, locale: string): Promise<string> {
  const response = await request.post('/api/web/queryDataDictionary', {
    data: { type: 'twVersionNotifyMsg' },
    headers: { locale },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { twNotifyMsg: string } }).data.twNotifyMsg;
}

test.describe('language (SPEC §1: zhTW default, zhCN, en)', () => {
  test.use(TRADITIONAL_CHINESE);

  test('the server renders in the visitor language: cookie first, then Accept-Language', async ({ request }) => {
    const byHeader = await request.get('/', { headers: { 'accept-language': 'en-GB,en;q=0.8' } });
    expect(await byHeader.text()).toMatch(/<html lang="en"/);
    const byCookie = await request.get('/', { headers: { 'accept-language': 'en', cookie: 'locale=zhCN' } });
    const html = await byCookie.text();
    expect(html).toMatch(/<html lang="zh-Hans-CN"/);
    expect(html).toContain('<title>首页 | WellFit</title>');
    const byDefault = await request.get('/', { headers: { 'accept-language': 'fr-FR' } });
    expect(await byDefault.text()).toContain('<title>首頁 | WellFit</title>');
  });

  test('switching changes text, title and server content without a reload, and is kept after one', async ({
    page,
    request,
  }) => {
    const [marqueeZhTW, marqueeEn] = await Promise.all([marqueeText(request, 'zhTW'), marqueeText(request, 'en')]);

    await page.goto('/');
    await waitForAppStart(page);
    await expect(page).toHaveTitle('首頁 | WellFit');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');
    await expect(page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '課程' })).toBeVisible();
    await expect(page.getByTestId('notice-marquee')).toContainText(marqueeZhTW);

    await page.evaluate(() => {
      (window as unknown as { e2eMarker: string }).e2eMarker = 'same document';
    });
    await page.getByTestId('language-switcher').selectOption('en');

    await expect(page).toHaveTitle('Home | WellFit');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Courses' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Train smarter, live well');
    // Server-provided text follows: the loaders were revalidated in the new language.
    await expect(page.getByTestId('notice-marquee')).toContainText(marqueeEn);
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe('same document');

    const stored = await page.evaluate((key) => window.localStorage.getItem(key), `${STORAGE_PREFIX}locale`);
    expect(stored).toBe('"en"');
    const cookie = (await page.context().cookies()).find((each) => each.name === 'locale');
    expect(cookie?.value).toBe('en');
    expect(cookie?.path).toBe('/');
    // One year, give or take the seconds this test takes.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    await page.reload();
    await expect(page).toHaveTitle('Home | WellFit');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('notice-marquee')).toContainText(marqueeEn);
  });

  test('switching on another page updates that page title too', async ({ page }) => {
    await page.goto('/course-list');
    await waitForAppStart(page);
    await expect(page).toHaveTitle('課程列表 | WellFit');
    await page.getByTestId('language-switcher').selectOption('zhCN');
    await expect(page).toHaveTitle('课程列表 | WellFit');
    // The page's own text follows too: 課程 (zhTW) becomes 课程 (zhCN).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('课程');
  });
});
