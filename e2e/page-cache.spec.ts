import { expect, test } from '@playwright/test';

// Server-rendered pages are shared between anonymous visitors of one locale (docs/decisions/anonymous-page-cache.md),
// so the cache must never hand one language's page to a visitor of another.
test('a rendered page is reused for the same locale and never served across locales', async ({ request }) => {
  const url = `/about-us?cache-test=${Date.now()}`;
  const traditional = { 'accept-language': 'zh-TW' };

  const first = await request.get(url, { headers: traditional });
  const second = await request.get(url, { headers: traditional });
  expect(first.headers()['x-wellfit-cache']).toBe('miss');
  expect(second.headers()['x-wellfit-cache']).toBe('hit');
  // The same bytes and policy for both: a kept page's scripts run by their hashes, not a nonce
  // (docs/decisions/security-headers.md), and it is compressed once for everybody.
  expect(await second.text()).toBe(await first.text());
  expect(await second.text()).toContain('<title>關於我們 | WellFit</title>');
  expect(await second.text()).not.toContain('nonce=');
  expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
  expect(second.headers()['content-encoding']).toBe('br');

  const english = await request.get(url, { headers: { cookie: 'locale=en', 'accept-language': 'zh-TW' } });
  expect(english.headers()['x-wellfit-cache']).toBe('miss');
  expect(await english.text()).toContain('<title>About Us | WellFit</title>');
});

test('pages that answer not found or redirect are not shared', async ({ request }) => {
  const missing = await request.get('/no-such-page-for-cache');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['x-wellfit-cache']).toBeUndefined();

  const redirect = await request.get('/search', { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers()['x-wellfit-cache']).toBeUndefined();
});
