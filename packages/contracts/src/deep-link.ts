/**
 * SPEC §2 "Mobile app deep links": links written for the mobile app (notifications, home
 * content blocks, campaign pages) are translated into web routes.
 *
 * The app's links have the form
 *
 *     wellfit://app/open?page=<page>&id=<id>&code=<code>
 *
 * (scheme `wellfit`, host `app`, path `/open`; SPEC fixes only the three query parameters).
 * Scheme and host are compared case-insensitively; a port or user name makes the host
 * unsupported (the authority must be exactly `app`); the path must be exactly `/open`. Parameters a page does not use are ignored.
 */

/** Compared lower-cased, without the colon. */
export const DEEP_LINK_SCHEME = 'wellfit';
export const DEEP_LINK_HOST = 'app';
export const DEEP_LINK_PATH = '/open';

/**
 * An id travels into a path segment, so it must be a plain token: 1–64 letters, digits,
 * `-` or `_` (numeric ids, and `all` for the category list, both qualify).
 */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A page opens a fixed route, a route built from `id`, or the route its `code` selects. */
type DeepLinkTarget =
  { route: string } | { routeForId: (id: string) => string } | { routeByCode: Readonly<Record<string, string>> };

/**
 * The machine values of `page` and their routes (§2 table, in its order). A page that needs an
 * id refuses a link without a valid one with reason `unsupported_page`: such a link does not
 * name a page the web can open.
 */
export const DEEP_LINK_PAGES = {
  courseDetail: { routeForId: (id: string) => `/course/${id}` },
  courseList: { route: '/course-list' },
  planDetail: { routeForId: (id: string) => `/plan/${id}` },
  planList: { route: '/plan-list' },
  mallHome: { route: '/shop' },
  productDetail: { routeForId: (id: string) => `/product/${id}` },
  categoryList: { routeForId: (id: string) => `/product-list/${id}` },
  orderList: { route: '/order-list' },
  about: { route: '/about-us' },
  articleDetail: { routeForId: (id: string) => `/article/${id}` },
  articleList: { route: '/article-list' },
  homeTemplate: { routeByCode: { gongjiancao: '/daily-workout' } },
} as const satisfies Record<string, DeepLinkTarget>;
export type DeepLinkPage = keyof typeof DEEP_LINK_PAGES;

export const DEEP_LINK_ERROR_REASONS = [
  'unsupported_protocol',
  'unsupported_host',
  'unsupported_path',
  'unsupported_page',
  'unsupported_code',
] as const;
export type DeepLinkErrorReason = (typeof DEEP_LINK_ERROR_REASONS)[number];

/** §8 deep-link errors. `message` is the catalogue key (messages.ts), `reason` the stable code to switch on. */
export class DeepLinkError extends Error {
  override readonly name = 'DeepLinkError';
  readonly messageKey: `deep_link_${DeepLinkErrorReason}`;

  constructor(
    readonly reason: DeepLinkErrorReason,
    readonly link: string,
  ) {
    const messageKey = `deep_link_${reason}` as const;
    super(messageKey);
    this.messageKey = messageKey;
  }
}

function isDeepLinkPage(page: string | undefined): page is DeepLinkPage {
  return page !== undefined && Object.hasOwn(DEEP_LINK_PAGES, page);
}

/** RFC 3986 appendix B, with the scheme required: scheme, authority, path, query. */
const ABSOLUTE_URI = /^([A-Za-z][A-Za-z0-9+.-]*):(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#.*)?$/;

interface ParsedLink {
  scheme: string;
  authority: string | undefined;
  path: string;
  query: string;
}

/*
 * Parsed by hand because contracts compile without DOM or Node types (no URL there); the
 * rules need only the four parts above.
 */
function parseAbsoluteLink(link: string): ParsedLink | undefined {
  const match = ABSOLUTE_URI.exec(link.trim());
  if (!match) return undefined;
  const [, scheme = '', authority, path = '', query = ''] = match;
  return { scheme: scheme.toLowerCase(), authority, path, query };
}

function decodeQueryPart(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** The first value of a query parameter, as URLSearchParams.get would give it; undefined when absent or malformed. */
function queryParam(query: string, name: string): string | undefined {
  for (const pair of query.split('&')) {
    const separator = pair.indexOf('=');
    const key = decodeQueryPart(separator === -1 ? pair : pair.slice(0, separator));
    if (key === name) return decodeQueryPart(separator === -1 ? '' : pair.slice(separator + 1));
  }
  return undefined;
}

/**
 * Returns the web path for an app deep link, or the link itself when it is a plain http(s)
 * address. Throws DeepLinkError for anything else; a string that is not an absolute URL
 * (including a site-relative path) has no protocol the table knows, so it is `unsupported_protocol`.
 */
export function translateDeepLink(link: string): string {
  const parsed = parseAbsoluteLink(link);
  if (parsed === undefined) throw new DeepLinkError('unsupported_protocol', link);
  if (parsed.scheme === 'http' || parsed.scheme === 'https') return link;
  if (parsed.scheme !== DEEP_LINK_SCHEME) throw new DeepLinkError('unsupported_protocol', link);
  if (parsed.authority?.toLowerCase() !== DEEP_LINK_HOST) throw new DeepLinkError('unsupported_host', link);
  if (parsed.path !== DEEP_LINK_PATH) throw new DeepLinkError('unsupported_path', link);

  const page = queryParam(parsed.query, 'page');
  if (!isDeepLinkPage(page)) throw new DeepLinkError('unsupported_page', link);
  const target: DeepLinkTarget = DEEP_LINK_PAGES[page];
  if ('route' in target) return target.route;
  if ('routeForId' in target) {
    const id = queryParam(parsed.query, 'id') ?? '';
    if (!ID_PATTERN.test(id)) throw new DeepLinkError('unsupported_page', link);
    return target.routeForId(id);
  }
  const code = queryParam(parsed.query, 'code') ?? '';
  const route = Object.hasOwn(target.routeByCode, code) ? target.routeByCode[code] : undefined;
  if (route === undefined) throw new DeepLinkError('unsupported_code', link);
  return route;
}
