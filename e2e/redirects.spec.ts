import { ENGLISH, expect, test } from './fixtures';

/** SPEC §2 redirects: the server answers each with an HTTP redirect, and a browser ends on the target. */
const REDIRECTS: Array<{ from: string; location: string; final: string }> = [
  { from: '/search', location: '/search/product', final: '/search/product' },
  { from: '/plan-list', location: '/plan-list/all', final: '/plan-list/all' },
  { from: '/article-list', location: '/article-list/0', final: '/article-list/0' },
  { from: '/product-list', location: '/product-list/all', final: '/product-list/all' },
  { from: '/member', location: '/member/info', final: '/member/info' },
  { from: '/member/points', location: '/member/points/check-in', final: '/member/points/check-in' },
  { from: '/collection', location: '/collection/product', final: '/collection/product' },
  { from: '/browse-history', location: '/browse-history/product', final: '/browse-history/product' },
  { from: '/shop', location: '/usport', final: '/usport-product-list' },
  { from: '/usport', location: '/usport-product-list', final: '/usport-product-list' },
  { from: '/hamipoint/callback', location: '/cht-oauth-tester', final: '/cht-oauth-tester' },
  { from: '/ez/ACME88', location: '/ez/ACME88/0', final: '/ez/ACME88/0' },
];

test.use(ENGLISH);

for (const { from, location, final } of REDIRECTS) {
  test(`${from} answers a redirect to ${location} and ends on ${final}`, async ({ request, page }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(location);

    await page.goto(from);
    await expect(page).toHaveURL((url) => url.pathname === final);
  });
}

test('a redirect keeps the query string (an OAuth return carries its code)', async ({ request }) => {
  const response = await request.get('/hamipoint/callback?code=abc123&state=xyz', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/cht-oauth-tester?code=abc123&state=xyz');
});
