import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { PRODUCT_CATEGORY_SHORTCUTS } from '@wellfit/contracts/constants';

/**
 * Every SPEC §2 route, one module per screen, each loaded on demand. Flags (needAuth,
 * checkAuth, skipAuth, hideCookieBanner) and page titles live in each module's `handle`.
 * Modules registered under several paths get an id derived from the path.
 */
const idOf = (prefix: string, path: string) => `${prefix}${path.replace(/[/:]/g, '-')}`;
const relative = (path: string) => path.replace(/^\//, '');

export default [
  // Public pages
  index('routes/home.tsx'),
  route('content', 'routes/content.tsx'),
  route('usport-product-list', 'routes/usport-product-list.tsx'),
  route('group-shop', 'routes/group-shop.tsx'),
  route('daily-workout', 'routes/daily-workout.tsx'),
  route('search/:tab', 'routes/search.tsx'),
  route('register', 'routes/register.tsx'),
  route('plan-list/:tab', 'routes/plan-list.tsx'),
  route('plan/:id', 'routes/plan-detail.tsx'),
  route('course-list', 'routes/course-list.tsx'),
  route('course/:id', 'routes/course-detail.tsx'),
  route('coach-list', 'routes/coach-list.tsx'),
  route('coach/:id', 'routes/coach-detail.tsx'),
  route('series-list', 'routes/series-list.tsx'),
  route('series/:id', 'routes/series-detail.tsx'),
  route('article-list/:categoryId', 'routes/article-list.tsx'),
  route('article/:id', 'routes/article-detail.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('contact-us', 'routes/contact-us.tsx'),
  route('plan-setup', 'routes/plan-setup.tsx'),
  route('product-list/:categoryId', 'routes/product-list.tsx'),
  route('product/:id', 'routes/product-detail.tsx'),
  ...PRODUCT_CATEGORY_SHORTCUTS.map((shortcut) =>
    route(relative(shortcut.path), 'routes/category-shortcut.tsx', { id: idOf('category', shortcut.path) }),
  ),
  route('oauth-callback/:provider', 'routes/oauth-callback.tsx'),
  route('under-maintenance', 'routes/under-maintenance.tsx'),
  route('pages/:hash', 'routes/telecom-vip-event.tsx'),
  route('cht-oauth-tester', 'routes/cht-oauth-tester.tsx'),

  // Static and guide pages (content: features/static-pages)
  route('terms-of-service', 'routes/terms-of-service.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('cookie-declaration', 'routes/cookie-declaration.tsx'),
  route('sitemap', 'routes/sitemap.tsx'),
  route('member-guide', 'routes/member-guide.tsx'),
  route('about-us', 'routes/about-us.tsx'),
  route('collaboration', 'routes/collaboration.tsx'),

  // Special entry pages: skipAuth, cookie banner hidden
  route('app-download-redirect', 'routes/app-download-redirect.tsx'),
  route('r/:inviteCode', 'routes/invite.tsx'),
  route('ez/:enterpriseCode/:isDemo', 'routes/enterprise-entry.tsx'),
  route('ez/:enterpriseCode', 'routes/enterprise-entry-redirect.tsx'),
  route('ezr/:token', 'routes/enterprise-registration.tsx'),

  // Pages needing login
  route('shopping-cart', 'routes/shopping-cart.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('checkout/flash', 'routes/checkout-flash.tsx'),
  route('order-paid/:id', 'routes/order-paid.tsx'),
  route('order-pay-fail/:id?', 'routes/order-pay-fail.tsx'),
  route('order-list/:tab?', 'routes/order-list.tsx'),
  // Not in SPEC §2: one order, whole (docs/decisions/order-detail-page.md).
  route('order/:id', 'routes/order-detail.tsx'),
  route('order-pay/:id', 'routes/order-pay.tsx'),
  layout('routes/member/layout.tsx', [
    route('member/info', 'routes/member/info.tsx'),
    route('member/subscription', 'routes/member/subscription.tsx'),
    route('member/sport', 'routes/member/sport.tsx'),
    route('member/coupons', 'routes/member/coupons.tsx'),
    route('member/settings', 'routes/member/settings.tsx'),
    route('member/points/check-in', 'routes/member/points-check-in.tsx'),
    route('member/points/rewards', 'routes/member/points-rewards.tsx'),
    route('member/points/history', 'routes/member/points-history.tsx'),
    route('member/redemption', 'routes/member/redemption.tsx'),
  ]),
  route('collection/:tab', 'routes/collection.tsx'),
  route('browse-history/:tab', 'routes/browse-history.tsx'),
  route('notifications', 'routes/notifications.tsx'),

  // Campaign and partner event pages (which is which: routes/event.tsx)
  route('event/:hash', 'routes/event.tsx', { id: 'event' }),
  route('event/:hash/show', 'routes/event.tsx', { id: 'event-show' }),

  // Not found, and the SPEC §2 redirects (HTTP redirects on the server, the same on client navigation)
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
