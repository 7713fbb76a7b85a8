/**
 * SPEC §2 redirects. The web app answers each with an HTTP redirect (the query string is kept,
 * so /hamipoint/callback?code=… reaches /cht-oauth-tester with its code). /shop goes through
 * /usport on purpose: SPEC describes two hops.
 */
export const ROUTE_REDIRECTS = {
  '/search': '/search/product',
  '/plan-list': '/plan-list/all',
  '/article-list': '/article-list/0',
  '/product-list': '/product-list/all',
  '/member': '/member/info',
  '/member/points': '/member/points/check-in',
  '/collection': '/collection/product',
  '/browse-history': '/browse-history/product',
  '/shop': '/usport',
  '/usport': '/usport-product-list',
  '/hamipoint/callback': '/cht-oauth-tester',
} as const satisfies Record<`/${string}`, `/${string}`>;

export type RedirectSource = keyof typeof ROUTE_REDIRECTS;

export function isRedirectSource(path: string): path is RedirectSource {
  return Object.hasOwn(ROUTE_REDIRECTS, path);
}

/** SPEC §2: /ez/{enterpriseCode} is the enterprise entry with isDemo fixed to 0. */
export const ENTERPRISE_ENTRY_DEFAULT_IS_DEMO = '0';

export function enterpriseEntryPath(enterpriseCode: string, isDemo: string = ENTERPRISE_ENTRY_DEFAULT_IS_DEMO): string {
  return `/ez/${encodeURIComponent(enterpriseCode)}/${encodeURIComponent(isDemo)}`;
}

/** SPEC §2 paths that exist only to show the not-found page (HTTP 404). */
export const NOT_FOUND_PATHS = ['/history', '/coop-partners'] as const;
