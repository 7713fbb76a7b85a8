import net, { type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from './config.ts';
import { jobsPlugin, type JobDefinition } from './jobs/jobs.plugin.ts';
import { closeGracefully } from './shutdown.ts';
import { buildTestApp, createTestDatabase, type TestApp } from './test/build-test-app.ts';

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

    // The connection is cut at half the limit, then the app and the database close in the other
    // half: 3 s leaves the database's close (pool, listeners) room on a loaded CI machine, and is
    // still far below the connection's own keep-alive timeout (72 s), which this test is about.
    const started = performance.now();
    await expect(closeGracefully(t.app, t.database, 3_000)).resolves.toBeUndefined();
    expect(performance.now() - started).toBeLessThan(3_000);
    socket.destroy();
  });
});

describe('background jobs at shutdown', () => {
  it('a job still running when the job queue stops waiting ends before the database closes, with no uncaught error', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('unhandledRejection', record);
    process.on('uncaughtException', record);
    try {
      const database = await createTestDatabase();
      const app = Fastify({ logger: false });
      // pg-boss waits at least a second for running jobs; this one runs on past that.
      app.decorate('config', { shutdownTimeoutMs: 1_000 } as Config);
      await app.register(fp(async () => {}, { name: 'database' }));
      let begun!: () => void;
      const started = new Promise<void>((resolve) => (begun = resolve));
      let ended!: (outcome: string) => void;
      const outcome = new Promise<string>((resolve) => (ended = resolve));
      const definition: JobDefinition = {
        name: 'test.slow-to-stop',
        async run(ctx) {
          begun();
          // One item of a job (an e-invoice call to a slow gateway) cannot be cut short.
          await new Promise((resolve) => setTimeout(resolve, 1_800));
          try {
            await ctx.db.execute(sql`select 1`);
            ended('wrote');
          } catch (error) {
            ended(`failed: ${(error as Error).message}`);
            throw error;
          }
          return 'done';
        },
      };
      await app.register(jobsPlugin, { database, definitions: [definition] });
      await app.ready();
      await app.jobs.send(definition.name);
      await started;

      await closeGracefully(app, database, 10_000);
      const finished = await outcome;
      // pg-boss marks the batch done after the handler: give its late work time to surface.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(uncaught.map((error) => (error as Error).message)).toEqual([]);
      expect(finished).toBe('wrote');
    } finally {
      process.off('unhandledRejection', record);
      process.off('uncaughtException', record);
    }
  });
});
