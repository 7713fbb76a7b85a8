/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser.
import type { APIRequestContext, Page } from '@playwright/test';
import { failingViolations, expectNoViolations } from './axe';
import { ENGLISH, expect, SIMPLIFIED_CHINESE, test, TRADITIONAL_CHINESE, waitForAppStart } from './fixtures';

/**
 * Issue 14, "done when": every page reachable from the home page, in each locale, answers (no
 * link leads to a 404), and one page of each kind renders at a phone's and a laptop's width with
 * no console error, no untranslated text and no serious axe violation.
 *
 * Following every link takes one request each (the server renders the page; ~700 per locale on
 * the demo data). Loading every one of them in Chromium twice would take minutes, while pages of
 * one kind (/product/1, /product/2…) share their code and text: one of each kind is rendered.
 */

const LANGUAGES = [
  { name: 'zhTW', options: TRADITIONAL_CHINESE },
  { name: 'zhCN', options: SIMPLIFIED_CHINESE },
  { name: 'en', options: ENGLISH },
] as const;

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** Pages that ask a visitor to log in: e2e/accessibility.spec.ts renders them signed in. */
const MEMBER_PAGE = /^\/(shopping-cart|checkout|order-|member\/|collection\/|browse-history\/)/;

/** A page's kind: its path with the ids taken out, without the query. */
function kindOf(path: string): string {
  return path.split('?')[0]!.replace(/\/\d+(?=\/|$)/g, '/:id');
}

interface CrawlResult {
  /** Every page found, with its HTTP status. */
  statuses: Map<string, number>;
  /** Where each page was first linked from. */
  linkedFrom: Map<string, string>;
}

/** Every same-origin page linked from `/`, directly or not, requested a few at a time. */
async function crawl(request: APIRequestContext): Promise<CrawlResult> {
  const statuses = new Map<string, number>();
  const linkedFrom = new Map<string, string>([['/', '(start)']]);
  const queue = ['/'];
  const origin = 'http://crawl.invalid';
  const visit = async (path: string) => {
    const answer = await request.get(path, { maxRedirects: 0 });
    statuses.set(path, answer.status());
    const follow = (href: string) => {
      const url = new URL(href.replaceAll('&amp;', '&'), `${origin}${path}`);
      if (url.origin !== origin) return;
      const next = url.pathname + url.search;
      if (linkedFrom.has(next)) return;
      linkedFrom.set(next, path);
      queue.push(next);
    };
    const location = answer.headers()['location'];
    if (answer.status() >= 300 && answer.status() < 400 && location) follow(location);
    if (!(answer.headers()['content-type'] ?? '').includes('text/html')) return;
    for (const match of (await answer.text()).matchAll(/<a\b[^>]*?\shref="([^"#][^"]*)"/g)) follow(match[1]!);
  };
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) await visit(path);
    }),
  );
  return { statuses, linkedFrom };
}

/** Text that is not in the page's language: a raw translation key, an unfilled placeholder, or (in en) Han characters. */
async function untranslatedText(page: Page, english: boolean): Promise<string[]> {
  return page.evaluate((checkHan) => {
    // A person's name is kept as written (translate="no"), and the language menu names each language in itself.
    const skipped = 'script, style, [translate="no"], select';
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!text || node.parentElement?.closest(skipped)) continue;
      const key =
        /\b(common|titles|home|search|cart|catalog|collections|content|courses|pages|product|sport|messages):[a-z_]+\.?[a-z_.]*/.exec(
          text,
        );
      if (key) found.push(`raw key ${key[0]}`);
      if (text.includes('{{')) found.push(`placeholder in "${text}"`);
      if (checkHan && /[\u3400-\u9fff]/.test(text)) found.push(`Chinese in English: "${text.slice(0, 40)}"`);
    }
    return found;
  }, english);
}

test.describe.configure({ mode: 'parallel' });

for (const language of LANGUAGES) {
  test.describe(language.name, () => {
    test.use(language.options);

    test('every page reachable from home answers, and one of each kind renders cleanly at both widths', async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      const { statuses, linkedFrom } = await crawl(request);
      const broken = [...statuses]
        .filter(([, status]) => status >= 400)
        .map(([path, status]) => `${path}: ${status} (linked from ${linkedFrom.get(path)})`);
      expect(broken, 'links that lead nowhere').toEqual([]);
      expect(statuses.size).toBeGreaterThan(300);

      const examples = new Map<string, string>();
      for (const [path, status] of statuses) {
        if (status !== 200 || MEMBER_PAGE.test(path)) continue;
        if (!examples.has(kindOf(path))) examples.set(kindOf(path), path);
      }
      expect(examples.size).toBeGreaterThan(30);

      const problems: string[] = [];
      for (const [index, viewport] of VIEWPORTS.entries()) {
        await page.setViewportSize(viewport);
        for (const [pageIndex, path] of [...examples.values()].entries()) {
          await page.goto(path);
          await waitForAppStart(page);
          const label = `${path} at ${viewport.width}px`;
          for (const text of await untranslatedText(page, language.name === 'en')) problems.push(`${label}: ${text}`);
          // axe takes a second a page: each kind is checked at one of the two widths, alternately.
          if (pageIndex % VIEWPORTS.length === index) problems.push(...(await failingViolations(page, label)));
        }
      }
      expectNoViolations(problems);
    });
  });
}
