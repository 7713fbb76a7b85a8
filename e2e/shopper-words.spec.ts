import { ENGLISH, expect, test, TRADITIONAL_CHINESE, waitForAppStart } from './fixtures';
import { freshEmail, signUpByEmail, startWithSession } from './accounts.fixtures';

/**
 * Issue 14 "Words and numbers": page titles name what the page shows, numbers read one way per
 * locale, the plan description is shown once, W Coin is spelled one way, and English quotes
 * have no gap before them. Ids 1 are published in the demo set (apps/server/src/seed).
 */

test.describe('in Traditional Chinese', () => {
  test.use(TRADITIONAL_CHINESE);

  test('every detail page is titled with its own name, and a missing one as not found', async ({ page, request }) => {
    for (const path of ['/product/1', '/course/1', '/plan/1', '/series/1', '/coach/1', '/article/1']) {
      await page.goto(path);
      // Content pages check login on entry (SPEC §2 checkAuth): once app start finishes, a visitor
      // is asked to log in, and the modal dialog hides the page from the accessibility tree.
      const heading = page.getByRole('heading', { level: 1, includeHidden: true });
      const name = (await heading.innerText()).trim();
      expect(name, path).not.toBe('');
      await expect(page, path).toHaveTitle(`${name} | WellFit`);
    }
    // The title a browser shows is the server's <title>; one request per missing page is enough.
    for (const path of ['/product', '/course', '/plan', '/series', '/coach', '/article'].map(
      (base) => `${base}/999999`,
    )) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(404);
      expect(await answer.text(), path).toContain('<title>找不到頁面 | WellFit</title>');
    }
  });

  test('a plan reads its numbers the same way in the list and on its page, and its description once', async ({
    page,
  }) => {
    await page.goto('/plan-list/all');
    await waitForAppStart(page);
    const card = page.getByTestId('plan-card').first();
    const participantsInList = await card.getByText(/人參加$/).innerText();
    // Seeded plans have hundreds to thousands of participants and thousands of kcal: grouped digits.
    expect(participantsInList).toMatch(/^\d{1,3}(,\d{3})* 人參加$/);
    const kcalInList = await card.getByText(/大卡$/).innerText();
    expect(kcalInList).toMatch(/^\d{1,3}(,\d{3})+ 大卡$/);

    await card.getByRole('link').click();
    const plan = page.getByTestId('plan-detail');
    await expect(plan).toBeVisible();
    await expect(plan.getByTestId('participation-count')).toHaveText(participantsInList.replace(/ 人參加$/, ''));
    await expect(plan.getByRole('definition').filter({ hasText: /大卡$/ })).toHaveText(kcalInList);

    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toBeTruthy();
    await expect(plan.getByText(description!).filter({ visible: true })).toHaveCount(1);
  });

  test('W Coin is spelled W Coin, as written, in the member area', async ({ page, request }) => {
    const { userToken } = await signUpByEmail(request, freshEmail('wcoin'));
    await startWithSession(page, userToken);
    await page.goto('/member/points/check-in');
    await waitForAppStart(page);
    const heading = page.getByRole('heading', { name: 'W Coin 中心' });
    await expect(heading).toBeVisible();
    // innerText is the text as drawn (after text-transform), which is what the shopper reads.
    expect(await heading.innerText()).toBe('W Coin 中心');
    expect(await page.locator('body').innerText()).not.toMatch(/W ?COIN/);
  });
});

test.describe('in English', () => {
  test.use(ENGLISH);

  test('the search result count has no gap before the opening quote', async ({ page }) => {
    await page.goto('/search/product?keyword=dumbbell');
    const total = page.getByTestId('search-total');
    await expect(total).toContainText('for “dumbbell”');
    // A full-width quote (as a Chinese face draws it) is one em wide; an English one about half.
    const quoteWidthInEm = await total.evaluate((element) => {
      const text = element.firstChild!;
      const at = text.textContent!.indexOf('“');
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      return range.getBoundingClientRect().width / parseFloat(getComputedStyle(element).fontSize);
    });
    expect(quoteWidthInEm).toBeLessThan(0.6);
  });
});
