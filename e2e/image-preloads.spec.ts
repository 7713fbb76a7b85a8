/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import type { Page } from '@playwright/test';
import { ENGLISH, expect, PHONE, test } from './fixtures';

/**
 * The server-rendered pages preload their first picture (React writes a `<link rel="preload"
 * as="image">` for an eager `<img>`, with the same srcset and sizes). The preload only helps if the
 * browser picks the same width for both; otherwise the visitor downloads two pictures and sees one.
 * Each page is loaded fresh, as a visitor arriving on it would: a page before it could leave a
 * larger width of the same picture in the browser's memory, which Chromium then shows instead.
 */

const PAGES = [
  '/',
  '/product-list/all',
  '/product/1',
  '/course/1',
  '/coach/1',
  '/article/1',
  '/series/1',
  '/series-list',
];

const VIEWPORTS = [
  { name: 'a phone', use: PHONE },
  { name: 'a laptop', use: { viewport: { width: 1366, height: 900 } } },
];

test.use(ENGLISH);

/** The pictures a page preloaded: whether one of its images shows each, and how often each was fetched. */
function preloadedPictures(page: Page) {
  return page.evaluate(() => {
    const fetched = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const shown = new Set(Array.from(document.images, (image) => image.currentSrc));
    return {
      preloadLinks: document.querySelectorAll('link[rel="preload"][as="image"]').length,
      preloaded: fetched
        .filter((entry) => entry.initiatorType === 'link' && entry.name.includes('/uploads/'))
        .map((entry) => ({
          url: entry.name,
          shown: shown.has(entry.name),
          fetches: fetched.filter((other) => other.name === entry.name).length,
        })),
    };
  });
}

for (const { name, use } of VIEWPORTS) {
  test.describe(`on ${name}`, () => {
    test.use(use);

    for (const path of PAGES) {
      test(`${path} shows the pictures it preloads, each fetched once`, async ({ page }) => {
        await page.goto(path, { waitUntil: 'load' });
        const pictures = await preloadedPictures(page);
        expect(pictures.preloadLinks).toBeGreaterThan(0);
        expect(pictures.preloaded).toEqual(
          pictures.preloaded
            .map((picture) => ({ ...picture, shown: true, fetches: 1 }))
            .slice(0, pictures.preloadLinks),
        );
      });
    }
  });
}

test("a course shows its coach at an avatar's width, so the coach's page then shows the width it preloads", async ({
  page,
}) => {
  // The course page once sent the whole portrait to its 48-px avatar; Chromium then preferred that
  // larger picture, already in memory, on the coach's page, and the preloaded width went unused.
  await page.goto('/course/1', { waitUntil: 'load' });
  // Below the fold and lazy: it loads once scrolled to.
  const avatar = page.locator('a[href="/coach/1"] img');
  await avatar.scrollIntoViewIfNeeded();
  await expect
    .poll(() => avatar.evaluate((image: HTMLImageElement) => image.currentSrc && new URL(image.currentSrc).search))
    .toBe('?w=160');

  // The coach's page preloads its portrait at 160 px for a 128-px slot, and shows that one.
  await page.goto('/coach/1', { waitUntil: 'load' });
  const portrait = page.locator('[data-testid="coach-detail"] header img');
  expect(await portrait.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).search)).toBe('?w=160');
});
