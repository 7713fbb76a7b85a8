import { expect, test, TRADITIONAL_CHINESE, waitForAppStart } from './fixtures';
import { freshEmail, signUpByEmail, startWithSession } from './accounts.fixtures';

/** SPEC §2 /search/{tab}, /collection/{tab} and /browse-history/{tab} on the seeded demo shop. */
test.use(TRADITIONAL_CHINESE);

test('a two-character Chinese keyword finds products with the match marked; Simplified finds the same', async ({
  page,
}) => {
  await page.goto('/search/product');
  await waitForAppStart(page);
  await expect(page.getByTestId('search-idle')).toBeVisible();

  const box = page.getByRole('searchbox', { name: '搜尋關鍵字' });
  await box.fill('啞鈴');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/product\?keyword=%E5%95%9E%E9%88%B4/);
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  await expect(cards.first().getByTestId('search-highlight').first()).toHaveText('啞鈴');
  await expect(page.getByTestId('search-total')).toContainText('啞鈴');

  // The Simplified spelling, rendered on the server from the URL alone, finds the same products.
  await page.goto(`/search/product?keyword=${encodeURIComponent('哑铃')}`);
  await expect(cards).toHaveCount(count);
  await expect(cards.first().getByTestId('search-highlight').first()).toHaveText('啞鈴');

  // Over 50 characters: said under the box, no error page.
  await page.goto(`/search/product?keyword=${'啞'.repeat(51)}`);
  await expect(page.getByRole('alert')).toHaveText('關鍵字最多 50 個字');
  await expect(page.getByTestId('search-idle')).toBeVisible();

  await page.goto(`/search/product?keyword=${encodeURIComponent('不存在的商品名稱')}`);
  await expect(page.getByTestId('search-no-results')).toBeVisible();
  await page.getByRole('link', { name: '瑜珈墊' }).click();
  await expect(page).toHaveURL(/keyword=/);
  await expect(cards.first()).toBeVisible();
});

test('favourite a product on its page, confirmed by a toast that leads to /collection/product, and find it in browse history', async ({
  page,
  request,
}) => {
  const { userToken } = await signUpByEmail(request, freshEmail('favourites'));
  await startWithSession(page, userToken);

  await page.goto(`/search/product?keyword=${encodeURIComponent('壺鈴')}`);
  await waitForAppStart(page);
  const firstCard = page.getByTestId('product-card').first();
  const productId = await firstCard.getAttribute('data-product-id');
  await firstCard.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/product/${productId}$`));

  const heart = page.getByRole('button', { name: '收藏', exact: true });
  const toast = page.getByTestId('toast');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(toast).toContainText('已加入收藏');
  // Taking it back says so too; each toast leads to the favourites of the item's type.
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(toast).toContainText('已從收藏移除');
  await expect(toast.getByRole('link', { name: '查看收藏' })).toHaveAttribute('href', '/collection/product');
  await heart.click();
  await expect(toast).toContainText('已加入收藏');
  await toast.getByRole('link', { name: '查看收藏' }).click();
  await expect(page).toHaveURL(/\/collection\/product$/);

  const favourite = page.locator(`[data-testid="product-card"][data-product-id="${productId}"]`);
  await expect(favourite).toBeVisible();
  await expect(page.getByTestId('member-list-total')).toHaveText('共 1 件');

  await page.goto('/browse-history/product');
  await expect(page.locator(`[data-testid="product-card"][data-product-id="${productId}"]`)).toBeVisible();

  // Removing from favourites empties the list; the heart on the product page is off again.
  await page.goto('/collection/product');
  await page.getByRole('button', { name: /^從收藏移除：/ }).click();
  await expect(page.getByTestId('member-list-empty')).toBeVisible();
  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('button', { name: '收藏', exact: true })).toHaveAttribute('aria-pressed', 'false');
});

test('a visitor pressing the heart is asked to log in, and the heart stays off', async ({ page }) => {
  await page.goto(`/search/product?keyword=${encodeURIComponent('跑步機')}`);
  await waitForAppStart(page);
  await page.getByTestId('product-card').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  const heart = page.getByRole('button', { name: '收藏', exact: true });
  await heart.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});
