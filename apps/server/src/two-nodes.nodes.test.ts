import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS_AGREE_WITHIN_MS } from './answer-cache.ts';
import sharp from 'sharp';
import { createServerDatabase } from './test/build-test-app.ts';
import { startLocalS3, type LocalS3 } from './test/local-s3.ts';
import { createProduct, createUser } from './test/factories.ts';
import { testDatabaseKind } from './test/test-database.ts';

/**
 * Issue 40: two app nodes (separate processes, own ports) on one PostgreSQL behind HAProxy with
 * the repository's own deploy/haproxy.cfg. A member signs in on one node and shops on the
 * other, the payment settles through whichever node the balancer picks, the order shows on
 * both, a price change reaches the other node's answer cache within ANSWERS_AGREE_WITHIN_MS, a
 * live stream on one node hears a message made on the other, jobs run once, and a node drained
 * during a burst of 500 requests fails none of them. Uploads go to a local S3-compatible server
 * (test/local-s3.ts), so an avatar taken by one node is read through the other.
 *
 * PostgreSQL only (vitest project "nodes", scripts/test.mjs): PGlite is one process by rule,
 * so several nodes on one database cannot exist there. The nodes run from source with tsx and
 * without the web app (test/api-node.ts), so the test needs no build.
 */

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const NODE_ENTRY = path.join(ROOT, 'apps/server/src/test/api-node.ts');
const HAPROXY_CONFIG = path.join(ROOT, 'deploy/haproxy.cfg');
/** As deploy/haproxy.cfg asks: longer than its inter × fall (1 s), with room for a loaded machine. */
const DRAIN_MS = 3_000;
const BURST = 500;
const ADDRESS = {
  firstName: '小明',
  lastName: '王',
  mobile: '0912345678',
  city: '臺北市',
  region: '大安區',
  detailAddress: '復興南路一段 219 號 8 樓',
};
const SUCCESS_CARD = '4311952222222222';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Running {
  base: string;
  port: number;
  child: ChildProcess;
}

async function waitUntil(what: string, child: ChildProcess, check: () => Promise<boolean>, ms = 60_000) {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} was not ready within ${ms} ms`);
}

async function startNode(name: string, env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', NODE_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
      WEB_CONCURRENCY: '1',
      APP_SECRET: 'two-nodes-test-secret-of-at-least-32-characters',
      ALLOW_TEST_PAYMENTS: 'true',
      // Codes land in each node's own outbox (no SMS or mail provider here).
      DEV_OUTBOX: 'true',
      TRUST_PROXY: 'true',
      DRAIN_MS: String(DRAIN_MS),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntil(`node ${name}`, child, async () => (await fetch(`${base}/readyz`)).ok);
  return { base, port, child };
}

async function stop(running: Running | undefined, signal: NodeJS.Signals = 'SIGKILL'): Promise<number | null> {
  if (!running || running.child.exitCode !== null || running.child.signalCode !== null)
    return running?.child.exitCode ?? null;
  const exited = new Promise<number | null>((resolve) => running.child.once('exit', (code) => resolve(code)));
  running.child.kill(signal);
  return exited;
}

interface Answer {
  status: number;
  body: { code: number; key?: string; data: never };
}

async function call(base: string, method: 'GET' | 'POST', url: string, body?: unknown, token?: string) {
  const answer = await fetch(`${base}${url}`, {
    method,
    headers: {
      platform: '4',
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: answer.status, body: (await answer.json()) as Answer['body'] };
}

async function postForm(base: string, url: string, form: Record<string, string>) {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
}

async function outbox(base: string): Promise<Array<{ to: string; code: string; subject?: string }>> {
  const answer = await fetch(`${base}/dev/outbox.json`);
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { data?: { messages: never[] }; messages?: never[] };
  return body.data?.messages ?? body.messages ?? [];
}

/** The live notification stream of `token` on one node; `count()` of userMessage events so far. */
async function openStream(base: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/web/userMessage/stream`, {
    headers: { token, platform: '4' },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const events: string[] = [];
  void (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) !== -1) {
          const name = /^event: (.+)$/m.exec(buffered.slice(0, end))?.[1];
          buffered = buffered.slice(end + 2);
          if (name) events.push(name);
        }
      }
    } catch {
      // closed by the test
    }
  })();
  const until = async (check: () => boolean, ms: number) => {
    const deadline = Date.now() + ms;
    while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return check();
  };
  expect(await until(() => events.includes('ready'), 5_000)).toBe(true);
  return {
    count: () => events.filter((name) => name === 'userMessage').length,
    until,
    close: () => controller.abort(),
  };
}

describe('two nodes behind HAProxy on one PostgreSQL', () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let s3: LocalS3 | undefined;
  let nodeA: Running | undefined;
  let nodeB: Running | undefined;
  let balancer: Running | undefined;
  let product: { id: number; skuId: number };
  let email: string;

  beforeAll(async () => {
    if (testDatabaseKind() !== 'postgres')
      throw new Error('the two-node test runs on PostgreSQL only (TEST_DB=postgres): PGlite is one process');
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wellfit-nodes-'));
    database = await createServerDatabase(dataDir);
    const { db } = database.database;
    const created = await createProduct(db, { listPrice: 900, salePrice: 800 }, { stock: 1_000, price: 800 });
    product = { id: created.product.id, skuId: created.sku.id };
    email = (await createUser(db, { locale: 'en' })).email!;
    s3 = await startLocalS3(['wellfit-nodes']);
    const env = { ...database.env, ...s3.env('wellfit-nodes') };
    [nodeA, nodeB] = await Promise.all([startNode('A', env), startNode('B', env)]);
    const port = await freePort();
    const child = spawn('haproxy', ['-db', '-f', HAPROXY_CONFIG], {
      env: {
        ...process.env,
        WELLFIT_BIND: `127.0.0.1:${port}`,
        WELLFIT_NODE_A: `127.0.0.1:${nodeA.port}`,
        WELLFIT_NODE_B: `127.0.0.1:${nodeB.port}`,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    balancer = { base: `http://127.0.0.1:${port}`, port, child };
    await waitUntil('haproxy', child, async () => (await fetch(`${balancer!.base}/readyz`)).ok, 10_000);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stop(balancer), stop(nodeA), stop(nodeB)]);
    await s3?.close();
    await database?.database.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('signs in on one node, shops on the other, settles through the balancer, and agrees everywhere', async () => {
    const a = nodeA!.base;
    const b = nodeB!.base;
    const lb = balancer!.base;

    // A one-time code sent through node A signs in through node B; the session works on both.
    expect((await call(a, 'POST', '/api/web/login/sendEmail', { email, checkEmail: false })).status).toBe(200);
    const code = (await outbox(a)).find((message) => message.to === email && message.code)?.code;
    expect(code).toMatch(/^\d{6}$/);
    const login = await call(b, 'POST', '/api/web/login/pcLogin', { loginType: 7, source: 4, data: { email, code } });
    expect(login.status).toBe(200);
    const token = (login.body.data as { userToken: string }).userToken;
    for (const base of [a, b, lb, lb])
      expect((await call(base, 'GET', '/api/web/getUserDetails', undefined, token)).status).toBe(200);

    // The member's live stream is open on both nodes: whichever node the settlement below lands
    // on, the other one hears the message through PostgreSQL.
    const streams = [await openStream(a, token), await openStream(b, token)];

    // The cart filled on A is the cart B checks out.
    const added = await call(
      a,
      'POST',
      '/api/web/mall/car/add',
      { productId: product.id, productSkuId: product.skuId, quantity: 2 },
      token,
    );
    expect(added.status).toBe(200);
    const cart = await call(b, 'GET', '/api/web/mall/car/list', undefined, token);
    const lines = (cart.body.data as { validCartList: Array<{ id: number; productSkuId: number; quantity: number }> })
      .validCartList;
    expect(lines).toEqual([expect.objectContaining({ productSkuId: product.skuId, quantity: 2 })]);
    const address = await call(b, 'POST', '/api/web/member/address/add', ADDRESS, token);
    expect(address.status).toBe(200);
    const selection = { type: 2, cartIds: lines.map((line) => line.id) };
    const preview = await call(b, 'POST', '/api/web/mall/order/generateConfirmOrderV1', selection, token);
    expect(preview.status).toBe(200);
    const payAmount = (preview.body.data as { calcAmount: { payAmount: number } }).calcAmount.payAmount;
    expect(payAmount).toBeGreaterThanOrEqual(1_600);
    const placed = await call(
      b,
      'POST',
      '/api/web/mall/order/generateOrder',
      {
        ...selection,
        memberReceiveAddressId: (address.body.data as { id: number }).id,
        invoiceData: { invoiceType: 1 },
        agreeTerms: true,
        requestKey: randomUUID(),
        expectedPayAmount: payAmount,
      },
      token,
    );
    expect(placed.status).toBe(200);
    const orderId = (placed.body.data as { orderId: number }).orderId;

    // Pay: start on A, the card form and the charge on B, the 3-D verification (the settlement,
    // which the simulator makes in place of ECPay's notification) through the balancer.
    const requestKey = randomUUID();
    const started = await call(
      a,
      'POST',
      '/api/web/pay/payment',
      { orderId, channel: 41, orderSource: 4, orderType: 2, requestKey },
      token,
    );
    expect(started.status).toBe(200);
    const creInfo = (started.body.data as { credential: { creInfo: string } }).credential.creInfo;
    const form = await postForm(b, '/simulated-gateway/card-form', {
      creInfo,
      lang: 'en',
      cardNumber: SUCCESS_CARD,
      expiry: '12/39',
      cvc: '123',
    });
    const payToken = /data-pay-token="([0-9a-f]+)"/.exec(await form.text())?.[1];
    expect(payToken).toBeTruthy();
    const charged = await call(
      b,
      'POST',
      '/api/web/pay/ecpay/payment',
      { orderId, channel: 41, PayToken: payToken, requestKey },
      token,
    );
    expect(charged.status).toBe(200);
    const threeDUrl = (charged.body.data as { ThreeDInfo: { ThreeDURL: string } }).ThreeDInfo.ThreeDURL;
    const verified = await postForm(lb, threeDUrl, { action: 'verify', lang: 'en' });
    expect(verified.status).toBe(303);
    expect(verified.headers.get('location')).toBe(`/order-paid/${orderId}`);

    for (const base of [a, b]) {
      const detail = await call(base, 'GET', `/api/web/mall/order/detail/${orderId}`, undefined, token);
      expect(detail.status).toBe(200);
      expect(detail.body.data).toMatchObject({
        id: orderId,
        status: 'unshipped',
        calcAmount: expect.objectContaining({ payAmount }),
        payment: expect.objectContaining({ status: 'succeeded' }),
      });
    }
    // The paid order's message, written by the node the balancer picked, reaches both streams.
    for (const stream of streams) {
      expect(await stream.until(() => stream.count() >= 1, 5_000)).toBe(true);
      stream.close();
    }

    // The order-placed e-mail is a job: it ran once, on one of the two nodes.
    const { orderNo } = (await call(a, 'GET', `/api/web/mall/order/detail/${orderId}`, undefined, token)).body.data as {
      orderNo: string;
    };
    const mails = async () =>
      [...(await outbox(a)), ...(await outbox(b))].filter(
        (message) =>
          message.to === email && JSON.stringify(message).includes(`order ${orderNo} placed`) && !message.code,
      ).length;
    const deadline = Date.now() + 20_000;
    while ((await mails()) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await mails()).toBe(1);
  });

  it(`shows a price changed by SQL, and stock moved through node A, on node B within ${ANSWERS_AGREE_WITHIN_MS} ms`, async () => {
    const a = nodeA!.base;
    const b = nodeB!.base;
    const detailOn = async (base: string) => {
      const answer = await call(base, 'GET', `/api/web/mall/product/detail/${product.id}`);
      expect(answer.status).toBe(200);
      return (
        answer.body.data as { skuStockList: Array<{ id: number; price: number; stock: number }> }
      ).skuStockList.find((sku) => sku.id === product.skuId)!;
    };
    const agreesWithin = async (check: (sku: { price: number; stock: number }) => boolean) => {
      const started = performance.now();
      while (performance.now() - started < ANSWERS_AGREE_WITHIN_MS) {
        if (check(await detailOn(b))) return performance.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return Infinity;
    };
    // Both nodes keep the detail now (answer caches hold it 5 s).
    const before = await detailOn(b);
    expect(await detailOn(a)).toEqual(before);

    // A price changed at psql: no node made it, every node hears it.
    await database.database.db.execute(sql`update product_skus set price = 777 where id = ${product.skuId}`);
    expect(await agreesWithin((sku) => sku.price === 777)).toBeLessThan(ANSWERS_AGREE_WITHIN_MS);

    // Stock moved through node A (a cart and an order of one unit): node B shows it.
    const { token } = await signedIn(a);
    const address = await call(a, 'POST', '/api/web/member/address/add', ADDRESS, token);
    const buyNow = { type: 1, productId: product.id, productSkuId: product.skuId, quantity: 1 };
    const preview = await call(a, 'POST', '/api/web/mall/order/generateConfirmOrderV1', buyNow, token);
    await detailOn(b);
    const placed = await call(
      a,
      'POST',
      '/api/web/mall/order/generateOrder',
      {
        ...buyNow,
        memberReceiveAddressId: (address.body.data as { id: number }).id,
        invoiceData: { invoiceType: 1 },
        agreeTerms: true,
        requestKey: randomUUID(),
        expectedPayAmount: (preview.body.data as { calcAmount: { payAmount: number } }).calcAmount.payAmount,
      },
      token,
    );
    expect(placed.status).toBe(200);
    const stockNow = (await detailOn(a)).stock;
    expect(stockNow).toBe(before.stock - 1);
    expect(await agreesWithin((sku) => sku.stock === stockNow)).toBeLessThan(ANSWERS_AGREE_WITHIN_MS);
  });

  it('keeps an avatar uploaded through node A in the bucket, where node B points and the bucket serves it', async () => {
    const { token } = await signedIn(nodeA!.base);
    const picture = await sharp({
      create: { width: 160, height: 160, channels: 3, background: { r: 30, g: 140, b: 90 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${nodeA!.base}/api/web/user/uploadAvatar`, {
      method: 'POST',
      headers: { token, platform: '4' },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { avatarUrl } = ((await uploaded.json()) as { data: { avatarUrl: string } }).data;
    expect(avatarUrl.startsWith(`${s3!.endpoint}/wellfit-nodes/`)).toBe(true);

    const me = await call(nodeB!.base, 'GET', '/api/web/getUserDetails', undefined, token);
    expect((me.body.data as { avatarUrl: string }).avatarUrl).toBe(avatarUrl);
    const served = await fetch(avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBeGreaterThanOrEqual(128);
  });

  it(`drains node B during a burst of ${BURST} requests through the balancer, failing none`, async () => {
    const lb = balancer!.base;
    const failures: string[] = [];
    let answered = 0;
    const one = async () => {
      try {
        const answer = await fetch(`${lb}/api/web/mall/product/detail/${product.id}`, { headers: { platform: '4' } });
        await answer.arrayBuffer();
        if (answer.status !== 200) failures.push(`status ${answer.status}`);
      } catch (error) {
        failures.push(String(error));
      }
      answered += 1;
    };
    // Spread over the drain and past it: sent before SIGTERM, while /readyz answers 503 and
    // node B still serves, and after node B stopped accepting.
    const spreadMs = DRAIN_MS + 2_500;
    const readinessWhileDraining: number[] = [];
    const sent: Promise<void>[] = [];
    const started = performance.now();
    let exited: Promise<number | null> | undefined;
    let drainedAt = 0;
    for (let index = 0; index < BURST; index += 1) {
      const due = started + (index * spreadMs) / BURST;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      sent.push(one());
      // A fifth in, node B is told to stop, as a deploy does.
      if (index === BURST / 5) {
        drainedAt = performance.now();
        exited = stop(nodeB, 'SIGTERM');
        // Readiness goes down first (once the signal is handled), while the node still answers.
        void (async () => {
          const until = performance.now() + 1_000;
          let status = 0;
          while (status !== 503 && performance.now() < until) {
            status = (await fetch(`${nodeB!.base}/readyz`)).status;
            if (status !== 503) await new Promise((resolve) => setTimeout(resolve, 20));
          }
          readinessWhileDraining.push(status);
        })();
      }
    }
    await Promise.all(sent);
    expect(failures).toEqual([]);
    expect(answered).toBe(BURST);
    // It went on answering while the balancer took it out, then exited cleanly.
    expect(await exited).toBe(0);
    expect(readinessWhileDraining).toEqual([503]);
    expect(performance.now() - drainedAt).toBeGreaterThanOrEqual(DRAIN_MS - 100);
    // The balancer has marked it down: everything goes to node A now.
    expect((await fetch(`${lb}/readyz`)).status).toBe(200);
  });

  /** A fresh member signed in by a code through `base`. */
  async function signedIn(base: string) {
    const user = await createUser(database.database.db);
    await call(base, 'POST', '/api/web/login/sendEmail', { email: user.email, checkEmail: false });
    const code = (await outbox(base)).find((message) => message.to === user.email && message.code)?.code;
    const login = await call(base, 'POST', '/api/web/login/pcLogin', {
      loginType: 7,
      source: 4,
      data: { email: user.email, code },
    });
    expect(login.status).toBe(200);
    return { token: (login.body.data as { userToken: string }).userToken };
  }
});
