import { documentStatusNotice, ENGLISH, expect, test, TRADITIONAL_CHINESE } from './fixtures';

const MESSAGE = 'Sorry, the page you are looking for does not exist.';

test.describe('not found (SPEC §2)', () => {
  test.use({ ...ENGLISH, allowedConsole: [documentStatusNotice(404)] });

  for (const path of ['/history', '/coop-partners', '/no-such-page', '/product/1/reviews/extra']) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGE);
      await expect(page).toHaveTitle('Page Not Found | WellFit');
      // The page keeps the site's header and a way home.
      await expect(page.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
    });
  }

  test('a dated campaign outside its window is not found; its /show variant is shown', async ({ page }) => {
    // SPEC §9: the 2025 windows end by Dec 1 2025 (Asia/Taipei).
    const closed = await page.goto('/event/fathers-day');
    expect(closed?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGE);

    const forced = await page.goto('/event/fathers-day/show');
    expect(forced?.status()).toBe(200);
    await expect(page).toHaveTitle("Father's Day: Dad Strong | WellFit");
  });
});

test.describe('not found in the default language', () => {
  test.use({ ...TRADITIONAL_CHINESE, allowedConsole: [documentStatusNotice(404)] });

  test('says so in Traditional Chinese', async ({ page }) => {
    const response = await page.goto('/coop-partners');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('抱歉，您要找的頁面不存在。');
    await expect(page).toHaveTitle('找不到頁面 | WellFit');
  });
});
