import { PARTNER_EVENTS } from '../apps/server/src/seed/corpus/campaign-pages.ts';
import { documentStatusNotice, ENGLISH, expect, test } from './fixtures';

// SPEC §2, §3, §9 campaign pages, on the seeded demo: `mirror` is undated (always live),
// `fathers-day` ended with its 2025 window.
test.describe('campaign pages (SPEC §2, §3, §9)', () => {
  test.use({ ...ENGLISH, allowedConsole: [documentStatusNotice(404)] });

  test('a live campaign renders its title, one responsive banner and its products', async ({ page }) => {
    const response = await page.goto('/event/mirror');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Smart Fitness Mirror | WellFit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smart Fitness Mirror');
    const banner = page.locator('[data-testid=campaign-page] picture');
    await expect(banner.locator('source')).toHaveCount(3);
    await expect(banner.getByRole('img', { name: 'Smart Fitness Mirror' })).toBeVisible();
    const products = page.getByTestId('campaign-products').getByRole('link');
    expect(await products.count()).toBeGreaterThan(0);
    // Product links are on the host the page is served from.
    for (const href of await products.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href)))
      expect(new URL(href).host).toBe(new URL(page.url()).host);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
  });

  test('an expired campaign is the not-found page; its /show variant renders', async ({ page }) => {
    const closed = await page.goto('/event/fathers-day');
    expect(closed?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sorry, the page you are looking for does not exist.',
    );
    const forced = await page.goto('/event/fathers-day/show');
    expect(forced?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Father's Day: Dad Strong");
  });
});

test.describe('a partner event (SPEC §2 /event/{hash}, §3)', () => {
  test.use({ ...ENGLISH, allowedConsole: [documentStatusNotice(404)] });
  const [partner] = PARTNER_EVENTS;

  test('renders its title images and product tiles on the shop host; an unknown hash is not found', async ({
    page,
  }) => {
    const response = await page.goto(`/event/${partner!.hash}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${partner!.title.en} | WellFit`);
    const event = page.getByTestId('partner-event');
    await expect(event.getByRole('heading', { level: 1 })).toHaveText(partner!.title.en);
    await expect(event.locator('picture source[media="(min-width: 768px)"]')).toHaveCount(1);
    await expect(event.getByRole('img', { name: partner!.title.en })).toBeVisible();
    const tiles = page.getByTestId('partner-event-products').getByRole('link');
    await expect(tiles).toHaveCount(partner!.columns.length);
    for (const href of await tiles.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href)))
      expect(new URL(href).host).toBe(new URL(page.url()).host);

    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);

    const unknown = await page.goto('/event/no-such-partner-0000');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sorry, the page you are looking for does not exist.',
    );
  });
});

test.describe('campaign pages under reduced motion', () => {
  test.use({ ...ENGLISH, reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });

  test('every section is shown at once, without animation', async ({ page }) => {
    await page.goto('/event/mirror');
    const sections = page.locator('[data-testid=campaign-page] section');
    expect(await sections.count()).toBeGreaterThan(0);
    for (const section of await sections.all()) {
      await expect(section).toHaveAttribute('data-reveal', 'static');
      await expect(section).toHaveCSS('opacity', '1');
    }
  });
});
