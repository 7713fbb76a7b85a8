/// <reference lib="dom" />
import type { APIRequestContext, Page } from '@playwright/test';
import { formatDiscountLabel } from '@wellfit/contracts/price';
import { ENGLISH, expect, test, TRADITIONAL_CHINESE, waitForAppStart } from './fixtures';

/*
 * The shop's product lists against the seeded demo catalogue (issue 4): shortcut → list →
 * product, sorting, paging (with and without JavaScript), the empty state and discount labels.
 */

interface Summary {
  id: number;
  listPrice: number;
  salePrice: number;
}

async function listAnswer(request: APIRequestContext, query: string) {
  const response = await request.get(`/api/web/mall/product/list?${query}`, { headers: { locale: 'en' } });
  expect(response.ok()).toBe(true);
  return (await response.json()).data as { list: Summary[]; total: number };
}

const cards = (page: Page) => page.getByTestId('product-card');
const cardIds = (page: Page) =>
  cards(page).evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-product-id'))));
async function salePrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByTestId('sale-price')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

test.describe('product lists (en)', () => {
  test.use(ENGLISH);

  test('a category shortcut leads to its list and a card to the product page', async ({ page }) => {
    // The shortcut address itself (the home page's shortcut links are the home page's tests).
    await page.goto('/yoga');
    await waitForAppStart(page);
    await expect(page).toHaveTitle('Yoga | WellFit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yoga');
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await expect(categories.getByRole('link', { name: 'Yoga', exact: true })).toHaveAttribute('aria-current', 'page');

    // Another category through the chips, then a product.
    await categories.getByRole('link', { name: 'Home Gym', exact: true }).click();
    await expect(page).toHaveURL(/\/product-list\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home Gym');
    const first = cards(page).first();
    await expect(first).toBeVisible();
    const id = await first.getAttribute('data-product-id');
    await first.getByRole('link').click();
    await expect(page).toHaveURL((url) => url.pathname === `/product/${id}`);
  });

  test('sorting by price changes the order', async ({ page }) => {
    await page.goto('/product-list/all');
    await waitForAppStart(page);
    const featured = await cardIds(page);
    const sort = page.getByRole('navigation', { name: 'Sort by' });

    await sort.getByRole('link', { name: 'Price: low to high' }).click();
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    await expect(sort.getByRole('link', { name: 'Price: low to high' })).toHaveAttribute('aria-current', 'true');
    const ascending = await salePrices(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(await cardIds(page)).not.toEqual(featured);

    await sort.getByRole('link', { name: 'Price: high to low' }).click();
    await expect(page).toHaveURL(/[?&]sort=price_desc/);
    // The router writes the address before React commits the new list: wait for the render.
    await expect(sort.getByRole('link', { name: 'Price: high to low' })).toHaveAttribute('aria-current', 'true');
    const descending = await salePrices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[0]!);
  });

  test('pages through the list, 24 to a page', async ({ page, request }) => {
    const { total } = await listAnswer(request, 'pageSize=1');
    expect(total).toBeGreaterThan(24);
    await page.goto('/product-list/all?sort=newest');
    await waitForAppStart(page);
    await expect(page.getByTestId('product-total')).toHaveText(`Products: ${total}`);
    await expect(cards(page)).toHaveCount(24);
    const firstPage = await cardIds(page);

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const secondPage = await cardIds(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
    // The sort is kept while paging.
    expect(new URL(page.url()).searchParams.get('sort')).toBe('newest');
  });

  test('a filter without matches shows the empty state, and clearing it brings the products back', async ({ page }) => {
    await page.goto('/product-list/all');
    await waitForAppStart(page);
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByLabel('Min').fill('9000000');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]priceMin=9000000/);
    const empty = page.getByTestId('product-list-empty');
    await expect(empty).toContainText('No products match these filters');
    await expect(page.getByTestId('product-total')).toHaveText('Products: 0');
    await empty.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/product-list/all' && url.search === '');
    await expect(cards(page).first()).toBeVisible();
  });

  test('shows that the next page is loading while its data is on the way', async ({ page }) => {
    await page.goto('/product-list/all');
    await waitForAppStart(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the client navigation's data request, as a slow connection would.
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: 'Newest' }).click();
    await expect(page.getByTestId('product-list-pending')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Products' })).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page).toHaveURL(/sort=newest/);
    await expect(page.getByTestId('product-list-pending')).toHaveCount(0);
  });

  test('only in-stock products remain with the in-stock filter', async ({ page }) => {
    await page.goto('/product-list/all?inStock=1&sort=best_selling');
    await waitForAppStart(page);
    await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByText('Sold out', { exact: true })).toHaveCount(0);
  });
});

test.describe('product lists on a phone (390×844)', () => {
  const PHONE = { width: 390, height: 844 };

  test.describe('in Traditional Chinese', () => {
    test.use({ ...TRADITIONAL_CHINESE, viewport: PHONE });

    test('the first products show on the first screen, sorting and filters behind one button', async ({ page }) => {
      await page.goto('/product-list/all');
      await waitForAppStart(page);
      await expect(page.getByTestId('product-filter-button')).toHaveText('篩選與排序');
      await expect(page.getByRole('navigation', { name: '排序' })).toBeHidden();
      await expect(page.getByRole('form', { name: '篩選' })).toBeHidden();
      // The whole first card sits above the bottom bar, in the upper half of the screen.
      const card = (await cards(page).first().boundingBox())!;
      const bottomBar = (await page.getByTestId('bottom-nav').boundingBox())!;
      expect(card.y).toBeLessThan(PHONE.height / 2);
      expect(card.y + card.height).toBeLessThanOrEqual(bottomBar.y);
    });
  });

  test.describe('in English', () => {
    test.use({ ...ENGLISH, viewport: PHONE });

    test('the filter sheet opens from the keyboard, closes with Escape, sorts and filters the list', async ({
      page,
    }) => {
      await page.goto('/product-list/all');
      await waitForAppStart(page);
      const button = page.getByTestId('product-filter-button');
      const sheet = page.getByRole('dialog', { name: 'Filter & sort' });
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      await button.focus();
      await page.keyboard.press('Enter');
      await expect(sheet).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(sheet.getByRole('link', { name: 'Featured' })).toHaveAttribute('aria-current', 'true');
      await page.keyboard.press('Tab');
      await expect(sheet.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(sheet).toHaveCount(0);
      await expect(button).toBeFocused();

      // A sort is a link: choosing one shows the list in that order and closes the sheet.
      await button.click();
      await sheet.getByRole('link', { name: 'Price: low to high' }).click();
      await expect(page).toHaveURL(/[?&]sort=price_asc/);
      await expect(sheet).toHaveCount(0);
      await expect(page.getByTestId('product-sort-current')).toHaveText('Sorted by: Price: low to high');
      const ascending = await salePrices(page);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

      // The price filter keeps the sort; the button then says how many are applied.
      await button.click();
      await sheet.getByRole('form', { name: 'Filters' }).getByLabel('Max').fill('500');
      await sheet.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/priceMax=500/);
      expect(new URL(page.url()).searchParams.get('sort')).toBe('price_asc');
      await expect(sheet).toHaveCount(0);
      await expect(button).toContainText('2 applied');
      const prices = await salePrices(page);
      expect(prices.length).toBeGreaterThan(0);
      expect(prices.every((price) => price <= 500)).toBe(true);
    });
  });
});

test.describe('product lists without JavaScript', () => {
  test.use({ ...ENGLISH, javaScriptEnabled: false });

  test('sorting, paging and filtering are plain links and a GET form', async ({ page }) => {
    await page.goto('/product-list/all');
    await expect(cards(page)).toHaveCount(24);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await page.getByRole('link', { name: 'Price: low to high' }).click();
    await expect(page).toHaveURL(/sort=price_asc/);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await page.getByRole('form', { name: 'Filters' }).getByLabel('Max').fill('500');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/priceMax=500/);
    await page.waitForLoadState('domcontentloaded');
    const prices = await salePrices(page);
    expect(prices.every((price) => price <= 500)).toBe(true);
  });
});

for (const [locale, options] of [
  ['zhTW', TRADITIONAL_CHINESE],
  ['en', ENGLISH],
] as const) {
  test.describe(`discount labels (${locale})`, () => {
    test.use(options);

    test('a discounted card shows its label and the struck-through list price', async ({ page, request }) => {
      const { list } = await listAnswer(request, 'scope=discounts&pageSize=24');
      const product = list.find((entry) => formatDiscountLabel(entry.salePrice, entry.listPrice, locale) !== null);
      expect(product, 'a seeded discounted product').toBeDefined();
      await page.goto('/discounts');
      await waitForAppStart(page);
      const card = page.locator(`[data-testid="product-card"][data-product-id="${product!.id}"]`);
      await expect(card.getByTestId('discount-label')).toHaveText(
        formatDiscountLabel(product!.salePrice, product!.listPrice, locale)!,
      );
      await expect(card.locator('s')).toContainText(`NT$${product!.listPrice.toLocaleString('en-US')}`);
    });
  });
}
