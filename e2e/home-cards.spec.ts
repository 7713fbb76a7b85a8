import type { Page } from '@playwright/test';
import { HOME_CARD_CODES } from '@wellfit/contracts/home-page';
import { ENGLISH, expect, test, waitForAppStart } from './fixtures';

test.use(ENGLISH);

async function cardCodesOn(page: Page, path: string, last: string): Promise<string[]> {
  await page.goto(path);
  await waitForAppStart(page);
  await expect(page.locator(`[data-card-code="${last}"]`)).toBeAttached();
  return page
    .locator('[data-card-code]')
    .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-card-code') ?? ''));
}

test.describe('home page cards', () => {
  test('the seeded pages render a component for every SPEC §3 card code', async ({ page }) => {
    const seen = new Set<string>();
    for (const [path, last] of [
      ['/', 'fictProduct'],
      ['/?tab=shop', 'subscribeProduct'],
      ['/group-shop', 'groupMode'],
    ] as const) {
      const codes = await cardCodesOn(page, path, last);
      expect(codes.length, path).toBeGreaterThan(1);
      for (const code of codes) seen.add(code);
    }
    expect([...seen].sort()).toEqual([...HOME_CARD_CODES].sort());

    // Rails are filled from the server-resolved details: products, courses, coaches.
    await page.goto('/');
    const recommended = page.locator('[data-card-code="recommendProduct"]');
    await expect(recommended.getByTestId('product-card').first()).toBeVisible();
    const firstProduct = recommended.getByTestId('product-card').first().getByRole('link');
    await expect(firstProduct).toHaveAttribute('href', /^\/product\/\d+$/);
    await expect(page.locator('[data-card-code="healthCourse"] a[href^="/course/"]').first()).toBeVisible();
    await expect(page.locator('[data-card-code="contentCoach"] a[href^="/coach/"]').first()).toBeVisible();
    await expect(page.locator('[data-card-code="serialCourse"] a[href^="/series/"]').first()).toBeVisible();
  });

  test('renders the cards on the server, with the first banner as the only eager picture', async ({ request }) => {
    const html = await (await request.get('/', { headers: { 'user-agent': 'Mozilla/5.0 Chrome/140' } })).text();
    expect(html).toContain('data-card-code="slideBanner"');
    expect(html).toContain('data-card-code="recommendProduct"');
    const eager = html.match(/<img[^>]*fetchPriority="high"[^>]*>|<img[^>]*fetchpriority="high"[^>]*>/gi) ?? [];
    expect(eager).toHaveLength(1);
  });

  test('switches between the content home and the shop home, each with its own URL', async ({ page }) => {
    await page.goto('/');
    await waitForAppStart(page);
    const tabs = page.getByRole('navigation', { name: 'Home page' });
    await expect(tabs.getByRole('link', { name: 'Training' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[data-card-code="healthPlan"]')).toBeVisible();

    await tabs.getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('tab') === 'shop');
    await expect(tabs.getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[data-card-code="mallProductCategory"]')).toBeVisible();
    await expect(page.locator('[data-card-code="healthPlan"]')).toHaveCount(0);

    await tabs.getByRole('link', { name: 'Training' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expect(page.locator('[data-card-code="healthPlan"]')).toBeVisible();
  });

  test('/content and /group-shop render their own pages', async ({ page }) => {
    await page.goto('/content');
    await expect(page.locator('[data-card-code="healthCourse"]')).toBeVisible();
    await page.goto('/group-shop');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Group Shop');
    await expect(page.locator('[data-card-code="groupMode"]').getByTestId('product-card').first()).toBeVisible();
  });

  test('/group-shop lists the products marked for group buying, below its cards', async ({ page, request }) => {
    type ListAnswer = { data: { total: number; list: Array<{ id: number }> } };
    const group = (await (await request.get('/api/web/mall/product/list?scope=group')).json()) as ListAnswer;
    const all = (await (await request.get('/api/web/mall/product/list?pageSize=1')).json()) as ListAnswer;
    expect(group.data.total).toBeGreaterThan(0);
    expect(group.data.total).toBeLessThan(all.data.total);

    await page.goto('/group-shop');
    await expect(page.getByTestId('product-total')).toHaveText(`Products: ${group.data.total}`);
    const listed = await page
      .getByTestId('product-grid')
      .locator('a[href^="/product/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => Number(link.getAttribute('href')?.split('/').pop())))]);
    expect(listed).toEqual(group.data.list.map((product) => product.id));
    // The highlights card shows group-buying products too.
    const groupIds = new Set(group.data.list.map((product) => product.id));
    const highlighted = await page
      .locator('[data-card-code="groupMode"] a[href^="/product/"]')
      .evaluateAll((links) => links.map((link) => Number(link.getAttribute('href')?.split('/').pop())));
    expect(highlighted.length).toBeGreaterThan(0);
    if (group.data.total <= group.data.list.length) {
      for (const id of highlighted) expect(groupIds.has(id), `product ${id}`).toBe(true);
    }
  });
});

test.describe('banner carousel', () => {
  test.use({ reducedMotion: 'reduce' });

  test('is worked by keyboard and stands still for reduced motion', async ({ page }) => {
    await page.goto('/');
    await waitForAppStart(page);
    const carousel = page.locator('[data-card-code="slideBanner"]');
    const slides = carousel.getByTestId('banner-slide');
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);
    const shown = () =>
      slides.evaluateAll((items) => items.findIndex((item) => item.getAttribute('aria-hidden') !== 'true'));

    // Reduced motion: no rotation, so no pause control either.
    await expect(carousel.getByRole('button', { name: 'Pause slide show' })).toHaveCount(0);
    expect(await shown()).toBe(0);

    const next = carousel.getByRole('button', { name: 'Next slide' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(shown).toBe(1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(shown).toBe(2);
    await page.keyboard.press('End');
    await expect.poll(shown).toBe(count - 1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(shown).toBe(0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(shown).toBe(count - 1);
    await page.keyboard.press('Home');
    await expect.poll(shown).toBe(0);

    // A dot per slide; the current one is marked, and the hidden slides take no focus.
    const dots = carousel.getByRole('button', { name: /^Show slide/ });
    await expect(dots).toHaveCount(count);
    await dots.nth(2).click();
    await expect.poll(shown).toBe(2);
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(slides.nth(0).getByRole('link')).toHaveCount(0);
    await expect(slides.nth(2).getByRole('link')).toHaveCount(1);
  });
});

test.describe('banner words', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });

  test("are HTML in the visitor's language, whole on a phone, over a picture without words", async ({ page }) => {
    await page.goto('/');
    await waitForAppStart(page);
    const slide = page.locator('[data-card-code="slideBanner"]').getByTestId('banner-slide').first();
    const link = slide.getByRole('link', { name: /30 Days Free/ });
    await expect(link).toBeVisible();
    await expect(link.getByText('30 Days Free', { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(slide.getByRole('img')).toHaveCount(0); // the picture is decorative (alt="")
    const words = await link.getByText('30 Days Free', { exact: true }).boundingBox();
    const frame = await slide.boundingBox();
    expect(words && frame && words.x >= frame.x && words.x + words.width <= frame.x + frame.width).toBe(true);
  });
});

test.describe('banner carousel with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('rotates on its own and can be paused', async ({ page }) => {
    await page.goto('/');
    await waitForAppStart(page);
    const carousel = page.locator('[data-card-code="slideBanner"]');
    const pause = carousel.getByRole('button', { name: 'Pause slide show' });
    await pause.click();
    await expect(carousel.getByRole('button', { name: 'Play slide show' })).toBeVisible();
  });
});
