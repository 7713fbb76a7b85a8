import type { Page } from '@playwright/test';
import { expect, test, TRADITIONAL_CHINESE, waitForAppStart } from './fixtures';

/**
 * Issue 14: the seeded home cards (banners, ads, rails, shortcuts) on the content home, the shop
 * home, /content and /group-shop lead nowhere broken, and their card rows line up with their
 * headings.
 */
test.use(TRADITIONAL_CHINESE);

const CARD_PAGES = ['/', '/?tab=shop', '/content', '/group-shop'] as const;

/** Every link inside a home card, as the page renders it (carousels' hidden slides included). */
async function cardLinks(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await waitForAppStart(page);
  const cards = page.locator('[data-card-code]');
  await expect(cards.first()).toBeAttached();
  return cards.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test('every link of every seeded home card answers a page, not a 404', async ({ page, request }) => {
  const foundOn = new Map<string, string>();
  for (const path of CARD_PAGES) {
    for (const href of await cardLinks(page, path)) if (!foundOn.has(href)) foundOn.set(href, path);
  }
  expect(foundOn.size).toBeGreaterThan(50);

  // One request per link (no page load each), a few at a time.
  const pending = [...foundOn.keys()];
  const broken: string[] = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let href = pending.pop(); href !== undefined; href = pending.pop()) {
        const answer = await request.get(href);
        if (answer.status() >= 400) broken.push(`${href} (on ${foundOn.get(href)}): ${answer.status()}`);
      }
    }),
  );
  expect(broken).toEqual([]);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`card rows start where their headings start at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await waitForAppStart(page);
    const misaligned = await page.locator('[data-card-code]').evaluateAll((sections) =>
      sections.flatMap((section) => {
        const heading = section.querySelector('h2');
        const firstCard = section.querySelector('ol > li, ul > li');
        if (!heading || !firstCard) return [];
        const headingLeft = Math.round(heading.getBoundingClientRect().left);
        const cardLeft = Math.round(firstCard.getBoundingClientRect().left);
        return headingLeft === cardLeft
          ? []
          : [`${section.getAttribute('data-card-code')}: ${headingLeft} vs ${cardLeft}`];
      }),
    );
    expect(misaligned).toEqual([]);
  });
}
