/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import { test as base, expect, type ConsoleMessage, type Page, type Request } from '@playwright/test';
import { NOTIFICATION_PATHS } from '@wellfit/contracts/notifications';

export { expect };

/** The local-storage prefix and version of the web app (packages/contracts constants, SPEC §9). */
export const STORAGE_PREFIX = 'wellfit_';
const STORAGE_VERSION = '2';

export const ENGLISH = { locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' } } as const;
export const SIMPLIFIED_CHINESE = {
  locale: 'zh-CN',
  extraHTTPHeaders: { 'accept-language': 'zh-CN,zh;q=0.9' },
} as const;
export const TRADITIONAL_CHINESE = {
  locale: 'zh-TW',
  extraHTTPHeaders: { 'accept-language': 'zh-TW,zh;q=0.9' },
} as const;

/**
 * A phone as Chromium emulates one: the screen as wide as the viewport. Left at the Desktop Chrome
 * preset's 1920-px screen, a mobile viewport of 390 px made Chromium pick a picture's srcset width
 * from one for the page and from the other for its preload: two downloads, and a console warning.
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} as const;

interface Fixtures {
  /** Console messages a test expects (for example the browser's note about a 404 document). */
  allowedConsole: RegExp[];
  /** Whether the visitor has already answered the cookie banner (most tests do not look at it). */
  cookieConsentAnswered: boolean;
  consoleGuard: void;
}

/**
 * An unexpected console error or warning fails the test (STYLE.md §10), which also catches
 * React hydration mismatches.
 */
export const test = base.extend<Fixtures>({
  allowedConsole: [[], { option: true }],
  cookieConsentAnswered: [true, { option: true }],
  page: async ({ page, cookieConsentAnswered }, use) => {
    if (cookieConsentAnswered) {
      await page.addInitScript(
        ({ prefix, version }) => {
          if (window.localStorage.getItem(`${prefix}cookie_consent`)) return;
          window.localStorage.setItem(`${prefix}storage_version`, version);
          window.localStorage.setItem(
            `${prefix}cookie_consent`,
            JSON.stringify({ id: 'e2e', status: true, updatedAt: Date.now() }),
          );
        },
        { prefix: STORAGE_PREFIX, version: STORAGE_VERSION },
      );
    }
    await use(page);
  },
  consoleGuard: [
    async ({ page, allowedConsole }, use) => {
      const unexpected: string[] = [];
      const record = (message: ConsoleMessage) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = message.text();
        // The address names the failed resource, which "Failed to load resource" does not.
        const where = message.location().url;
        if (!allowedConsole.some((pattern) => pattern.test(text)))
          unexpected.push(`${message.type()}: ${text}${where ? ` (${where})` : ''}`);
      };
      page.on('console', record);
      page.on('pageerror', (error) => unexpected.push(`pageerror: ${error.message}`));
      await use();
      expect(unexpected, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

/** Chrome reports a document answered with an error status on the console; tests expecting one allow it. */
export function documentStatusNotice(status: number): RegExp {
  return new RegExp(`Failed to load resource: the server responded with a status of ${status}`);
}

/** Resolves once the page has hydrated and app start (SPEC §4) has finished: <html data-app-ready>. */
export async function waitForAppStart(page: Page): Promise<void> {
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
}

/**
 * Watches a page's requests so a test can wait until its calls have settled. Playwright's
 * `networkidle` never comes for a member: the notification stream stays open as long as the page
 * does (docs/decisions/notification-stream.md), so it is left out of the count here.
 */
export function requestTracker(page: Page): { settled(quietMs?: number): Promise<void> } {
  const pending = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === NOTIFICATION_PATHS.stream) return;
    pending.add(request);
    lastChange = Date.now();
  });
  const finished = (request: Request) => {
    if (pending.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    async settled(quietMs = 500) {
      await expect
        .poll(() => pending.size === 0 && Date.now() - lastChange >= quietMs, { timeout: 20_000, intervals: [100] })
        .toBe(true);
    },
  };
}
