import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { CAMPAIGN_NAMES } from '@wellfit/contracts/campaigns';
import { ROUTE_REDIRECTS } from '@wellfit/contracts/routes';
import routes from './routes';
import { loader as notFoundLoader } from './routes/not-found';

const appDirectory = fileURLToPath(new URL('.', import.meta.url));

function toRouteObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const base = { id: entry.file, path: entry.path, caseSensitive: false };
    return entry.index
      ? { ...base, index: true }
      : { ...base, children: entry.children ? toRouteObjects(entry.children) : undefined };
  });
}

const routeObjects = toRouteObjects(routes);

/** The module rendering a path (the deepest match), as its file under app/. */
function screenOf(pathname: string): string | undefined {
  return matchRoutes(routeObjects, pathname)?.at(-1)?.route.id;
}

/** The flags a module declares in its `handle` (what the layout and the gate read). */
function flagsOf(file: string): string[] {
  const source = readFileSync(`${appDirectory}${file}`, 'utf8');
  const handle = /export const handle: RouteHandle = \{([^]*?)\};/.exec(source)?.[1] ?? '';
  return ['needAuth', 'checkAuth', 'skipAuth', 'hideCookieBanner'].filter((flag) => handle.includes(`${flag}: true`));
}

function flagsOfPath(pathname: string): string[] {
  const files = (matchRoutes(routeObjects, pathname) ?? []).map((match) => match.route.id ?? '');
  return [...new Set(files.flatMap(flagsOf))].sort();
}

describe('route table (SPEC §2)', () => {
  it('points every route at an existing module', () => {
    const files = new Set<string>();
    const collect = (entries: RouteConfigEntry[]) =>
      entries.forEach((entry) => {
        files.add(entry.file);
        if (entry.children) collect(entry.children);
      });
    collect(routes);
    for (const file of files) expect(existsSync(`${appDirectory}${file}`), file).toBe(true);
  });

  it.each([
    ['/', 'routes/home.tsx'],
    ['/content', 'routes/content.tsx'],
    ['/usport-product-list', 'routes/usport-product-list.tsx'],
    ['/group-shop', 'routes/group-shop.tsx'],
    ['/daily-workout', 'routes/daily-workout.tsx'],
    ['/search/course', 'routes/search.tsx'],
    ['/register', 'routes/register.tsx'],
    ['/plan-list/all', 'routes/plan-list.tsx'],
    ['/plan/12', 'routes/plan-detail.tsx'],
    ['/course-list', 'routes/course-list.tsx'],
    ['/course/7', 'routes/course-detail.tsx'],
    ['/coach-list', 'routes/coach-list.tsx'],
    ['/coach/3', 'routes/coach-detail.tsx'],
    ['/series-list', 'routes/series-list.tsx'],
    ['/series/9', 'routes/series-detail.tsx'],
    ['/collaboration', 'routes/collaboration.tsx'],
    ['/about-us', 'routes/about-us.tsx'],
    ['/article-list/0', 'routes/article-list.tsx'],
    ['/article/5', 'routes/article-detail.tsx'],
    ['/faq', 'routes/faq.tsx'],
    ['/contact-us', 'routes/contact-us.tsx'],
    ['/plan-setup', 'routes/plan-setup.tsx'],
    ['/product-list/all', 'routes/product-list.tsx'],
    ['/product/101', 'routes/product-detail.tsx'],
    ['/terms-of-service', 'routes/terms-of-service.tsx'],
    ['/privacy-policy', 'routes/privacy-policy.tsx'],
    ['/cookie-declaration', 'routes/cookie-declaration.tsx'],
    ['/sitemap', 'routes/sitemap.tsx'],
    ['/member-guide', 'routes/member-guide.tsx'],
    ['/oauth-callback/google', 'routes/oauth-callback.tsx'],
    ['/under-maintenance', 'routes/under-maintenance.tsx'],
    ['/pages/a1b2c3', 'routes/telecom-vip-event.tsx'],
    ['/cht-oauth-tester', 'routes/cht-oauth-tester.tsx'],
    ['/discounts', 'routes/category-shortcut.tsx'],
    ['/accessories', 'routes/category-shortcut.tsx'],
    ['/app-download-redirect', 'routes/app-download-redirect.tsx'],
    ['/r/FRIEND88', 'routes/invite.tsx'],
    ['/ez/ACME/1', 'routes/enterprise-entry.tsx'],
    ['/ez/ACME', 'routes/enterprise-entry-redirect.tsx'],
    ['/ezr/token-1', 'routes/enterprise-registration.tsx'],
    ['/shopping-cart', 'routes/shopping-cart.tsx'],
    ['/checkout', 'routes/checkout.tsx'],
    ['/checkout/flash', 'routes/checkout-flash.tsx'],
    ['/order-paid/55', 'routes/order-paid.tsx'],
    ['/order-pay-fail/55', 'routes/order-pay-fail.tsx'],
    ['/order-pay-fail', 'routes/order-pay-fail.tsx'],
    ['/order-list', 'routes/order-list.tsx'],
    ['/order-list/unpaid', 'routes/order-list.tsx'],
    ['/order-pay/55', 'routes/order-pay.tsx'],
    ['/member/info', 'routes/member/info.tsx'],
    ['/member/subscription', 'routes/member/subscription.tsx'],
    ['/member/sport', 'routes/member/sport.tsx'],
    ['/member/coupons', 'routes/member/coupons.tsx'],
    ['/member/settings', 'routes/member/settings.tsx'],
    ['/member/points/check-in', 'routes/member/points-check-in.tsx'],
    ['/member/points/rewards', 'routes/member/points-rewards.tsx'],
    ['/member/points/history', 'routes/member/points-history.tsx'],
    ['/member/redemption', 'routes/member/redemption.tsx'],
    ['/collection/product', 'routes/collection.tsx'],
    ['/browse-history/course', 'routes/browse-history.tsx'],
    ['/event/a9f3e1', 'routes/event.tsx'],
    ['/history', 'routes/not-found.tsx'],
    ['/coop-partners', 'routes/not-found.tsx'],
    ['/no/such/page', 'routes/not-found.tsx'],
    ['/event/a9f3e1/extra/path', 'routes/not-found.tsx'],
  ])('%s → %s', (pathname, file) => {
    expect(screenOf(pathname)).toBe(file);
  });

  it('sends every SPEC §2 redirect source to the not-found module, whose loader redirects', () => {
    for (const source of Object.keys(ROUTE_REDIRECTS)) expect(screenOf(source), source).toBe('routes/not-found.tsx');
  });

  it('sends every campaign page, and its /show variant, to the event module', () => {
    for (const name of CAMPAIGN_NAMES) expect(screenOf(`/event/${name}`), name).toBe('routes/event.tsx');
    for (const name of CAMPAIGN_NAMES) expect(screenOf(`/event/${name}/show`), name).toBe('routes/event.tsx');
  });
  it.each([
    ['/shopping-cart', ['needAuth']],
    ['/checkout/flash', ['needAuth']],
    ['/order-list', ['needAuth']],
    ['/member/info', ['needAuth']],
    ['/member/points/history', ['needAuth']],
    ['/collection/product', ['needAuth']],
    ['/browse-history/product', ['needAuth']],
    ['/course/7', ['checkAuth']],
    ['/under-maintenance', ['skipAuth']],
    ['/app-download-redirect', ['hideCookieBanner', 'skipAuth']],
    ['/r/FRIEND88', ['hideCookieBanner', 'skipAuth']],
    ['/ez/ACME/0', ['hideCookieBanner', 'skipAuth']],
    ['/ezr/token-1', ['hideCookieBanner', 'skipAuth']],
    ['/', []],
    ['/product/101', []],
  ])('%s has flags %j', (pathname, flags) => {
    expect(flagsOfPath(pathname)).toEqual(flags);
  });
});

/** What a route loader answered: its HTTP status, redirect target and page data. */
function answerOf(result: unknown): { status: number; location: string | null; data: unknown } {
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get('location'), data: null };
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { status: init?.status ?? 200, location: null, data };
}

const request = (path: string) => ({ request: new Request(`http://shop.test${path}`) }) as never;

describe('not-found module (SPEC §2)', () => {
  it('redirects every SPEC §2 source, keeping the query, in any case and with a trailing slash', () => {
    for (const [source, target] of Object.entries(ROUTE_REDIRECTS)) {
      expect(answerOf(notFoundLoader(request(source))), source).toEqual({ status: 302, location: target, data: null });
      expect(answerOf(notFoundLoader(request(`${source.toUpperCase()}/?code=a1`))).location).toBe(`${target}?code=a1`);
    }
  });

  it.each(['/history', '/coop-partners', '/no/such/page', '/shop/extra'])('%s answers 404', (path) => {
    expect(answerOf(notFoundLoader(request(path)))).toEqual({ status: 404, location: null, data: null });
  });
});
