import Fastify from 'fastify';
import type { AppLoadContext, RequestHandler } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createReactRouterBridge } from './react-router-bridge.ts';

const page = '<!DOCTYPE html><html lang="zh-Hant"><body><h1>關於我們</h1></body></html>';

/** A Fastify app whose only route is the bridge, in front of a stand-in for React Router's handler. */
async function appAnswering(answer: () => Response) {
  const app = Fastify();
  const handleWebRequest = createReactRouterBridge({
    handler: (() => Promise.resolve(answer())) as unknown as RequestHandler,
    loadContext: () => Promise.resolve({ locale: 'zhTW', maintenance: false } as AppLoadContext),
    htmlCacheTtlMs: 0,
    log: app.log,
  });
  app.get('/*', handleWebRequest);
  await app.ready();
  return app;
}

let app: Awaited<ReturnType<typeof appAnswering>> | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
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
});
