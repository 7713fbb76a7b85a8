import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import type { AppLoadContext, RequestHandler } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cspNonce, newCspNonce, securityHeadersPlugin } from '../plugins/security-headers.ts';
import { createReactRouterBridge } from './react-router-bridge.ts';

const page = '<!DOCTYPE html><html lang="zh-Hant"><body><h1>關於我們</h1></body></html>';

/** A Fastify app whose only route is the bridge, in front of a stand-in for React Router's handler. */
async function appAnswering(answer: (request: Request, context: AppLoadContext) => Response, htmlCacheTtlMs = 0) {
  const app = Fastify();
  await app.register(securityHeadersPlugin, { development: false, cdnRewrites: [] });
  const handleWebRequest = createReactRouterBridge({
    handler: ((request: Request, context: AppLoadContext) =>
      Promise.resolve(answer(request, context))) as unknown as RequestHandler,
    loadContext: () => Promise.resolve({ locale: 'zhTW', maintenance: false } as AppLoadContext),
    htmlCacheTtlMs,
    log: app.log,
    publicOrigin: () => 'https://shop.example',
    isOwnHost: (host) => host === 'shop.example',
    cspNonce: (reply) => {
      const nonce = cspNonce(reply);
      answerNonces.push(nonce);
      return nonce;
    },
    newCspNonce,
    pagePolicyAllowing: (scriptHashes) => app.pagePolicyAllowing(scriptHashes),
  });
  app.get('/*', handleWebRequest);
  await app.ready();
  return app;
}

let app: Awaited<ReturnType<typeof appAnswering>> | undefined;
/** The nonce each answer's Content-Security-Policy would carry, in order. */
let answerNonces: string[] = [];
afterEach(async () => {
  await app?.close();
  app = undefined;
  answerNonces = [];
});

describe('React Router bridge', () => {
  it('sends a finished page whole, with its length', async () => {
    const body = Buffer.from(page);
    app = await appAnswering(
      () =>
        new Response(body, {
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': String(body.byteLength) },
        }),
    );
    const response = await app.inject({ url: '/about-us' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(body.byteLength));
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(response.body).toBe(page);
  });

  it('streams a page that is still rendering, chunk by chunk', async () => {
    const encoder = new TextEncoder();
    app = await appAnswering(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(encoder.encode(page.slice(0, 20)));
              setTimeout(() => {
                controller.enqueue(encoder.encode(page.slice(20)));
                controller.close();
              }, 5);
            },
          }),
          { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } },
        ),
    );
    const response = await app.inject({ url: '/about-us' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.body).toBe(page);
  });

  it('renders pages under the configured origin and never shares one asked for under another host', async () => {
    let renders = 0;
    app = await appAnswering((request) => {
      renders += 1;
      return new Response(`<link rel="canonical" href="${request.url}"/>`, {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    }, 10_000);

    const spoofed = await app.inject({ url: '/product/5', headers: { host: 'evil.example' } });
    expect(spoofed.body).toBe('<link rel="canonical" href="https://shop.example/product/5"/>');
    expect(spoofed.headers['x-wellfit-cache']).toBeUndefined();

    const visitor = await app.inject({ url: '/product/5', headers: { host: 'shop.example' } });
    expect(visitor.headers['x-wellfit-cache']).toBe('miss');
    const again = await app.inject({ url: '/product/5', headers: { host: 'shop.example' } });
    expect(again.headers['x-wellfit-cache']).toBe('hit');
    const spoofedAgain = await app.inject({ url: '/product/5', headers: { host: 'evil.example' } });
    expect(spoofedAgain.headers['x-wellfit-cache']).toBeUndefined();
    expect(renders).toBe(3);

    // A target that reads as a network-path reference cannot bring its host along either.
    const sneaky = await app.inject({ url: '//evil.example/product/5', headers: { host: 'shop.example' } });
    expect(sneaky.body).toBe('<link rel="canonical" href="https://shop.example/product/5"/>');
  });

  it('serves a shared page as the same bytes to every visitor, its own scripts allowed by their hashes', async () => {
    app = await appAnswering(
      (_request, context) =>
        new Response(
          `<script nonce="${context.cspNonce}">one()</script><p>編輯的文字</p><script>injected()</script>` +
            `<script nonce="${context.cspNonce}" type="module">two()</script><script src="/a.js" nonce="${context.cspNonce}"></script>`,
          { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } },
        ),
      10_000,
    );
    const first = await app.inject({ url: '/about-us', headers: { host: 'shop.example' } });
    const second = await app.inject({ url: '/about-us', headers: { host: 'shop.example' } });
    expect([first.headers['x-wellfit-cache'], second.headers['x-wellfit-cache']]).toEqual(['miss', 'hit']);
    const kept =
      '<script>one()</script><p>編輯的文字</p><script>injected()</script>' +
      '<script type="module">two()</script><script src="/a.js"></script>';
    expect(first.body).toBe(kept);
    expect(second.body).toBe(kept);

    // Only the scripts the rendering wrote (they carried its nonce) run; a script that came with
    // the page's text does not, as under a nonce.
    const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    for (const answer of [first, second]) {
      const policy = String(answer.headers['content-security-policy']);
      expect(policy).toContain(`script-src 'self' ${sha256('one()')} ${sha256('two()')};`);
      expect(policy).not.toContain(sha256('injected()'));
      expect(policy).not.toContain('nonce-');
    }
    expect(answerNonces[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(first.body).not.toContain(answerNonces[0]);
  });

  it('answers a shared page in the encoding each browser asks for', async () => {
    const body = `<h1>關於我們</h1>${'<p>WellFit 健身與健康商城</p>'.repeat(200)}`;
    app = await appAnswering(
      () => new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } }),
      10_000,
    );
    const ask = (acceptEncoding?: string) =>
      app!.inject({
        url: '/about-us',
        headers: { host: 'shop.example', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });

    const brotli = await ask('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.byteLength);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(body);

    const gzip = await ask('gzip;q=1, br;q=0.5');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(body);

    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(body);
    expect([brotli, gzip, plain].map((answer) => answer.headers['x-wellfit-cache'])).toEqual(['miss', 'hit', 'hit']);
  });
});
