import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeGracefully } from './shutdown.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

describe('graceful shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      register(app) {
        app.get('/api/test/slow', async (request) => {
          const { ms } = request.query as { ms: string };
          await new Promise((resolve) => setTimeout(resolve, Number(ms)));
          return { finished: true };
        });
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('finishes requests in flight, refuses new connections, then closes the database', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const inFlight = fetch(`${base}/api/test/slow?ms=400`);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const closing = closeGracefully(t.app, t.database, 5_000);
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ finished: true });
    await closing;

    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    expect(await t.database.ping()).toBe(false);
  });
});

describe('a stuck request', () => {
  it('does not hold shutdown past the timeout', async () => {
    const t = await buildTestApp({
      register(app) {
        app.get('/api/test/stuck', () => new Promise(() => {}));
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const controller = new AbortController();
    fetch(`http://127.0.0.1:${port}/api/test/stuck`, { signal: controller.signal }).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 100));

    await expect(closeGracefully(t.app, t.database, 200)).rejects.toThrow('shutdown took longer than 200 ms');
    controller.abort();
    await t.database.close();
  });
});
