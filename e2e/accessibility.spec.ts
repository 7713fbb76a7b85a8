import type { Page } from '@playwright/test';
import { DEMO_MEMBER, DEMO_PASSWORD, signInByPassword, startWithSession } from './accounts.fixtures';
import { expectNoViolations, failingViolations } from './axe';
import { documentStatusNotice, expect, requestTracker, test, TRADITIONAL_CHINESE, waitForAppStart } from './fixtures';

/**
 * Issue 14, accessibility: axe-core with the WCAG 2.1 A/AA rules and its best practices on every
 * page type, public and signed in, at a phone's and a laptop's width. A serious or critical
 * violation fails the test, and so do the two moderate ones the issue found (landmarks without
 * unique names, a skipped heading level); the message lists each as page, rule, impact, element.
 * One page per test is reused across its pages, which keeps the file's run short.
 */

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** One of every public page type, on the seeded demo data (the lists share the cards checked here). */
const PUBLIC_PAGES = [
  '/',
  '/content',
  '/?tab=shop',
  '/product-list/all',
  '/product/1',
  `/search/product?keyword=${encodeURIComponent('瑜珈')}`,
  '/course/1',
  '/plan/1',
  '/series/1',
  '/article/1',
  '/coach/1',
  '/terms-of-service',
  `/faq?keyword=${encodeURIComponent('影片')}`,
  '/contact-us',
];

/** The pages behind a login: the cart, checkout (its address book), orders, collections and the member area. */
const MEMBER_PAGES = [
  '/shopping-cart',
  '/checkout',
  '/order-list',
  '/collection/product',
  '/member/info',
  '/member/sport',
  '/member/coupons',
  '/member/settings',
  '/member/points/check-in',
  '/member/redemption',
];

/**
 * Opens the page and waits until it has started. Public pages arrive rendered by the server;
 * member pages load their parts in the browser after start, so those wait for the network too.
 */
async function open(page: Page, path: string, { status = 200, clientData = false } = {}): Promise<void> {
  const requests = requestTracker(page);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await waitForAppStart(page);
  if (clientData) await requests.settled();
}

test.use(TRADITIONAL_CHINESE);
// The two viewports' tests can run side by side.
test.describe.configure({ mode: 'parallel' });

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('every public page type passes axe', async ({ page }) => {
      // Fifteen pages, each loaded and scanned, beside the other width's test on 2 cores: 65 s
      // once on a slower CI machine (axe alone took 6–7 s on the home pages), 84–108 s on another.
      test.setTimeout(180_000);
      const violations: string[] = [];
      for (const path of PUBLIC_PAGES) {
        await open(page, path);
        violations.push(...(await failingViolations(page, path)));
      }
      // The login dialog, over the last page.
      await page.getByRole('banner').getByRole('button', { name: '登入', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      violations.push(...(await failingViolations(page, 'login dialog')));
      expectNoViolations(violations);
    });

    test.describe('not found', () => {
      test.use({ allowedConsole: [documentStatusNotice(404)] });

      test('the not-found page passes axe', async ({ page }) => {
        await open(page, '/no-such-page', { status: 404 });
        expectNoViolations(await failingViolations(page, '/no-such-page'));
      });
    });

    test('every member page type passes axe', async ({ page, request }) => {
      test.setTimeout(180_000);
      const session = await signInByPassword(request, DEMO_MEMBER.email, DEMO_PASSWORD);
      await startWithSession(page, session.userToken);
      const violations: string[] = [];
      for (const path of MEMBER_PAGES) {
        await open(page, path, { clientData: true });
        violations.push(...(await failingViolations(page, path)));
      }
      expectNoViolations(violations);
    });
  });
}
