import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestConfig } from './config.ts';
import { loggerOptions } from './logger.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

const MEMBER_TEXT = '王小美的地址 台北市信義區';
const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const options = loggerOptions(buildTestConfig({ logLevel: 'info', nodeEnv: 'test' }));
  const logger = pino(options, { write: (line: string) => void lines.push(line) });
  t = await buildTestApp({
    logger,
    register(app) {
      // A query that fails on a value a member typed, as a database error on a real route would.
      app.get('/api/test/failing-query', async (request) => {
        const { text } = request.query as { text: string };
        await app.database.db.execute(sql`select ${text}::int`);
        return {};
      });
    },
  });
});
afterAll(() => t.close());

describe('logs keep no member text and no bearer address (issue 15)', () => {
  it('logs a failed query without its parameters or the value PostgreSQL quotes', async () => {
    lines.length = 0;
    const failed = await t.app.inject({
      method: 'GET',
      url: `/api/test/failing-query?text=${encodeURIComponent(MEMBER_TEXT)}`,
    });
    expect(failed.statusCode).toBe(500);
    const log = lines.join('');
    const errorLine = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'request failed');
    expect(errorLine.err.message).toMatch(/Failed query: select \$1::int\nparams: \[redacted\]/);
    expect(errorLine.err.message).toMatch(/invalid input syntax for type integer: "\[redacted\]"/);
    expect(log).not.toContain(MEMBER_TEXT);
    expect(log).not.toContain(encodeURIComponent(MEMBER_TEXT));
  });

  it('redacts query values but numbers in every access line: signed video addresses, keywords', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/web/course/video/7.mp4?token=12.1795590000.c2lnbmF0dXJl' });
    await t.app.inject({
      method: 'GET',
      url: `/api/web/search?tab=product&keyword=${encodeURIComponent(MEMBER_TEXT)}&pageIndex=2&pageSize=20`,
    });
    const urls = lines
      .map((line) => JSON.parse(line))
      .filter((line) => line.msg === 'request completed')
      .map((line) => line.url);
    expect(urls).toEqual([
      '/api/web/course/video/7.mp4?token=[redacted]',
      '/api/web/search?tab=[redacted]&keyword=[redacted]&pageIndex=2&pageSize=20',
    ]);
    expect(lines.join('')).not.toContain('c2lnbmF0dXJl');
  });

  it("redacts a token in the path: the simulator's 3-D address is a permission to pay", async () => {
    lines.length = 0;
    const threeDToken = 'a3f1c2d4e5b60718293a4b5c6d7e8f90';
    await t.app.inject({ method: 'GET', url: `/simulated-gateway/3ds/${threeDToken}?lang=en` });
    await t.app.inject({ method: 'GET', url: '/api/web/mall/product/12345' });
    const urls = lines
      .map((line) => JSON.parse(line))
      .filter((line) => line.msg === 'request completed')
      .map((line) => line.url);
    expect(urls).toEqual(['/simulated-gateway/3ds/[redacted]?lang=[redacted]', '/api/web/mall/product/12345']);
    expect(lines.join('')).not.toContain(threeDToken);
  });
});
