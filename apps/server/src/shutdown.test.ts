import net, { type AddressInfo } from 'node:net';
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
  it('is cut at half the time limit, so the shutdown still finishes within it', async () => {
    const t = await buildTestApp({
      register(app) {
        app.get('/api/test/stuck', () => new Promise(() => {}));
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const stuck = fetch(`http://127.0.0.1:${port}/api/test/stuck`).then(
      () => 'answered',
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));

    // The limit leaves room for the database's close, which for a test database on PostgreSQL
    // also drops it: a DROP DATABASE took over 200 ms on a busy CI machine. The stuck request
    // alone would hold the shutdown forever.
    const startedAt = performance.now();
    await closeGracefully(t.app, t.database, 2_000);
    expect(performance.now() - startedAt).toBeLessThan(2_000);
    expect(await stuck).toBe('cut');
  });
});

describe('a kept-alive connection opened but not used', () => {
  it('does not hold the shutdown until its timeout', async () => {
    const t = await buildTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    // As a browser opens a connection ahead of the request it may never send.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));

    await expect(closeGracefully(t.app, t.database, 1_000)).resolves.toBeUndefined();
    socket.destroy();
  });
});
