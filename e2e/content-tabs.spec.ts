import { expect, test, TRADITIONAL_CHINESE, waitForAppStart } from './fixtures';
import { freshEmail, signUpByEmail, startWithSession } from './accounts.fixtures';

/** The content tabs of /search/{tab}, /collection/{tab} and /browse-history/{tab} on the seeded demo data. */
test.use(TRADITIONAL_CHINESE);

test('a content word finds products, and the course tab lists courses with the word marked', async ({ page }) => {
  await page.goto(`/search/product?keyword=${encodeURIComponent('瑜珈')}`);
  await waitForAppStart(page);
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await page.getByRole('navigation', { name: '搜尋類別' }).getByRole('link', { name: '課程' }).click();
  await expect(page).toHaveURL(/\/search\/course\?keyword=%E7%91%9C%E7%8F%88$/);
  const courses = page.getByTestId('content-course-card');
  await expect(courses.first()).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(0);
  await expect(courses.first().getByTestId('search-highlight').first()).toHaveText('瑜珈');
  await expect(page.getByTestId('search-total')).toContainText('課程');

  // A Simplified spelling finds the Traditional name and marks it.
  await page.goto(`/search/course?keyword=${encodeURIComponent('哑铃')}`);
  await expect(courses.first()).toBeVisible();
  await expect(courses.first().getByTestId('search-highlight').first()).toHaveText('啞鈴');

  await courses.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/course\/\d+$/);
});

test('a viewed course is listed under /browse-history/course', async ({ page, request }) => {
  const { userToken } = await signUpByEmail(request, freshEmail('course-history'));
  await startWithSession(page, userToken);

  await page.goto(`/search/course?keyword=${encodeURIComponent('壺鈴')}`);
  await waitForAppStart(page);
  const card = page.getByTestId('content-course-card').first();
  const courseName = (await card.getByRole('link').textContent()) ?? '';
  // The view is recorded in the background once the page shows; leave only after it was.
  const recorded = page.waitForResponse((response) => response.url().includes('/api/web/browse-history/record'));
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/course\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(courseName);
  const coursePath = new URL(page.url()).pathname;
  expect((await recorded).ok()).toBe(true);

  await page.goto('/browse-history/course');
  const viewed = page.getByTestId('member-list-grid').getByRole('link', { name: courseName });
  await expect(viewed).toBeVisible();
  await expect(viewed).toHaveAttribute('href', coursePath);

  // Forgetting it empties the tab; the other tabs keep their own lists.
  await page.getByRole('button', { name: `刪除瀏覽紀錄：${courseName}` }).click();
  await expect(page.getByTestId('member-list-empty')).toContainText('還沒有瀏覽紀錄');
});

test('a favourite article is listed under /collection/article and can be removed there', async ({ page, request }) => {
  const { userToken } = await signUpByEmail(request, freshEmail('article-favourite'));
  await startWithSession(page, userToken);

  await page.goto('/collection/article');
  await waitForAppStart(page);
  await expect(page.getByTestId('member-list-empty')).toContainText('還沒有收藏的文章');

  await page.goto('/article-list/0');
  const card = page.getByTestId('article-card').first();
  const title = (await card.getByRole('link').textContent()) ?? '';
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/article\/\d+$/);
  const heart = page.getByRole('button', { name: '收藏', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/collection/article');
  await expect(page.getByTestId('article-card').getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByTestId('member-list-total')).toHaveText('共 1 件');

  await page.getByRole('button', { name: `從收藏移除：${title}` }).click();
  await expect(page.getByTestId('member-list-empty')).toBeVisible();
});
