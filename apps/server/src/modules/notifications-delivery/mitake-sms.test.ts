import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callApi } from '../../test/auth-test-client.ts';
import { mitakeSmsChannel } from './mitake-sms.ts';

/** What the stand-in for Mitake's gateway received: one entry per request. */
interface ReceivedSms {
  method: string | undefined;
  path: string;
  query: URLSearchParams;
  contentType: string | undefined;
  form: URLSearchParams;
}

const received: ReceivedSms[] = [];
/** The INI answer the stand-in gives next (Mitake answers HTTP 200 either way). */
let answer = '';
let gateway: Server;
let gatewayUrl: string;
let t: TestApp;

beforeAll(async () => {
  gateway = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://gateway');
      received.push({
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        contentType: request.headers['content-type'],
        form: new URLSearchParams(body),
      });
      response.writeHead(200, { 'content-type': 'text/plain' }).end(answer);
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as { port: number }).port}/api/mtk/SmSend`;
  t = await buildTestApp({
    config: { smsMitake: { username: 'wellfit', password: 'mitake-secret', url: gatewayUrl } },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
  answer = '[1]\r\nmsgid=#000000123\r\nstatuscode=1\r\nAccountPoint=98\r\n';
});

describe('SMS through Mitake (SMS_MITAKE_USERNAME / _PASSWORD / _URL)', () => {
  it('posts the code as a UTF-8 form to SmSend, keeps it out of the outbox, and the code logs in', async () => {
    const sent = await callApi(t.app, 'POST', '/api/web/login/send', { phone: '0987654321', countryCode: '886' });
    expect(sent.status).toBe(200);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', path: '/api/mtk/SmSend' });
    expect(request!.query.get('CharsetURL')).toBe('UTF-8');
    expect(request!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request!.form.get('username')).toBe('wellfit');
    expect(request!.form.get('password')).toBe('mitake-secret');
    expect(request!.form.get('dstaddr')).toBe('0987654321');
    // zh-TW by default: the Chinese text must arrive intact.
    const code = /(\d{6})/.exec(request!.form.get('smbody') ?? '')?.[1];
    expect(request!.form.get('smbody')).toMatch(/[\u4e00-\u9fff]/);
    expect(code).toBeDefined();
    expect(t.app.devOutbox.latestCodeFor('886987654321')).toBeUndefined();
    const login = await callApi(t.app, 'POST', '/api/web/login/pcLogin', {
      loginType: 2,
      source: 4,
      countryCode: '886',
      data: { phone: '0987654321', code },
    });
    expect(login.status).toBe(200);
  });

  it('a refusal (statuscode e: wrong account) answers the generic error, not success', async () => {
    answer = '[1]\r\nstatuscode=e\r\nError=帳號、密碼錯誤\r\n';
    const sent = await callApi(
      t.app,
      'POST',
      '/api/web/login/send',
      { phone: '0987000111', countryCode: '886' },
      { locale: 'en' },
    );
    expect(sent.status).toBe(500);
    expect(received).toHaveLength(1);
  });

  it('half an account is a configuration error, not a silent fallback to the outbox', () => {
    expect(() => loadConfig({ SMS_MITAKE_USERNAME: 'wellfit' })).toThrow(
      /SMS_MITAKE_PASSWORD="": required with SMS_MITAKE_USERNAME/,
    );
    expect(loadConfig({}).smsMitake).toBeUndefined();
  });

  it('the channel rejects with the statuscode for a refused number and accepts a booked one', async () => {
    const channel = mitakeSmsChannel({ username: 'wellfit', password: 'mitake-secret', url: gatewayUrl });
    const message = { to: '886912345678', subject: 'code', text: 'Your code is 123456', code: '123456' };
    answer = '[1]\r\nstatuscode=v\r\nError=無效的手機號碼\r\n';
    await expect(channel.send(message)).rejects.toThrow(/statuscode v \(無效的手機號碼\)/);
    answer = '[1]\r\nmsgid=#000000124\r\nstatuscode=0\r\n';
    await expect(channel.send(message)).resolves.toBeUndefined();
    expect(received.map((request) => request.form.get('dstaddr'))).toEqual(['0912345678', '0912345678']);
  });
});
