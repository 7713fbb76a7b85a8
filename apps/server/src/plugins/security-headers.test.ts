import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { newCspNonce } from './security-headers.ts';

const DICTIONARY = '/api/web/queryDataDictionary';

describe('security headers', () => {
  let t: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    behindProxy = await buildTestApp({ database: t.database, config: { trustProxy: true } });
  });
  afterAll(async () => {
    await behindProxy.close();
    await t.close();
  });

  it('lets a JSON answer load and run nothing and be framed by nobody, with nosniff and a strict referrer policy', async () => {
    const response = await t.app.inject({ method: 'POST', url: DICTIONARY, payload: {} });
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Headers only a document reads are left out of JSON answers.
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['x-xss-protection']).toBeUndefined();
    // Plain HTTP: HSTS would mean nothing, and must not teach a developer's browser to insist on HTTPS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it("gives pages and the API's documentation a script policy without unsafe-inline", async () => {
    for (const url of ['/no-such-page', '/api/docs']) {
      const response = await t.app.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src '));
      // The documentation is files only: the shop's own scripts, no nonce.
      expect(scriptSrc, url).toMatch(
        url === '/api/docs' ? /^script-src 'self'$/ : /^script-src 'self' 'nonce-[0-9a-f]{32}'$/,
      );
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).toContain("object-src 'none'");
      expect(policy, url).toContain("media-src 'self' blob: https://wellfit-assets.s3.ap-northeast-1.amazonaws.com");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('gives every answer outside the API (pages, also not-found ones) a new nonce', async () => {
    const nonces = new Set<string>();
    for (const url of ['/no-such-page', '/no-such-page', '/readyz']) {
      const response = await t.app.inject({ method: 'GET', url });
      nonces.add(/'nonce-([0-9a-f]+)'/.exec(String(response.headers['content-security-policy']))?.[1] ?? '');
    }
    expect(nonces.size).toBe(3);
  });

  it('draws nonces of 128 random bits that never repeat, across many batches of drawn bytes', () => {
    const nonces = Array.from({ length: 2_000 }, () => newCspNonce());
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('sends HSTS when a trusted proxy says the request came over TLS', async () => {
    const overTls = await behindProxy.app.inject({
      method: 'POST',
      url: DICTIONARY,
      payload: {},
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // Without TRUST_PROXY anyone could send the header: it is ignored.
    const untrusted = await t.app.inject({
      method: 'POST',
      url: DICTIONARY,
      payload: {},
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers a cross-origin preflight without granting it', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/web/cart/add',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, token',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
    expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });
});
