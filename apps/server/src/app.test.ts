import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSessions } from './modules/auth/auth.tables.ts';
import { setValue } from './modules/data-dictionary/data-dictionary.service.ts';
import { AppError } from './errors.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';
import { createMember } from './test/factories.ts';

const BUCKET_URL = 'https://wellfit-assets.s3.ap-northeast-1.amazonaws.com/banners/spring.jpg';

describe('the API contract: envelope, errors, locale', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      register(app) {
        app.get('/api/test/boom', async () => {
          throw new Error('connection string postgres://secret@db/internal');
        });
        app.get('/api/test/refused', async () => {
          throw new AppError('product_not_available', 400);
        });
        app.get('/api/test/limited', async () => {
          throw Object.assign(new Error('rate limited'), { statusCode: 429 });
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers success as {code: 200, msg, data} with HTTP 200, copying msg into an object data', async () => {
    const { token } = await createMember(t.db);
    const response = await t.app.inject({ method: 'POST', url: '/api/web/login/refreshToken', headers: { token } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, msg: 'success' });
    expect(body.data.msg).toBe('success');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('names the bad body field in the request locale (zhTW by default, en on request)', async () => {
    const zhTW = await t.app.inject({ method: 'POST', url: '/api/web/queryDataDictionary', payload: { type: 'nope' } });
    expect(zhTW.statusCode).toBe(400);
    expect(zhTW.json()).toEqual({ code: 400, msg: 'type格式不正確', data: null, key: 'validation_invalid' });

    const en = await t.app.inject({
      method: 'POST',
      url: '/api/web/queryDataDictionary',
      headers: { locale: 'en' },
      payload: { type: 'nope' },
    });
    expect(en.json()).toEqual({ code: 400, msg: 'type is invalid', data: null, key: 'validation_invalid' });

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/web/queryDataDictionary',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      payload: {},
    });
    expect(missing.json()).toEqual({ code: 400, msg: 'type is required', data: null, key: 'validation_required' });

    const zhCNByCookie = await t.app.inject({
      method: 'POST',
      url: '/api/web/queryDataDictionary',
      cookies: { locale: 'zhCN' },
      payload: { type: 'appConfig', name: 'nope' },
    });
    expect(zhCNByCookie.json()).toMatchObject({ msg: 'name格式不正确', key: 'validation_invalid' });
  });

  it('refuses unparsable JSON with 400 in the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/web/queryDataDictionary',
      headers: { 'content-type': 'application/json', locale: 'en' },
      payload: '{"type":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      msg: 'Request body is invalid',
      data: null,
      key: 'validation_invalid',
    });
  });

  it('refuses a malformed §7 header with 400 naming it, and writes nothing', async () => {
    const { token } = await createMember(t.db);
    const [before] = await t.db.select({ sessions: count() }).from(userSessions);

    const zhTW = await t.app.inject({
      method: 'POST',
      url: '/api/web/login/refreshToken',
      headers: { token, platform: 'web-browser' },
    });
    expect(zhTW.statusCode).toBe(400);
    expect(zhTW.json()).toEqual({ code: 400, msg: 'platform格式不正確', data: null, key: 'validation_invalid' });

    const en = await t.app.inject({
      method: 'POST',
      url: '/api/web/login/refreshToken',
      headers: { token, platform: 'web-browser', locale: 'en' },
    });
    expect(en.json()).toEqual({ code: 400, msg: 'platform is invalid', data: null, key: 'validation_invalid' });

    const [after] = await t.db.select({ sessions: count() }).from(userSessions);
    expect(after).toEqual(before);
    const stillValid = await t.app.inject({ method: 'GET', url: '/api/web/getUserDetails', headers: { token } });
    expect(stillValid.statusCode).toBe(200);
  });

  it('answers an unknown /api route with a 404 envelope in every method', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/web/no-such-thing?x=1', headers: { locale: 'en' } });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({
      code: 404,
      msg: 'No such API: /api/web/no-such-thing',
      data: null,
      key: 'api_not_found',
    });
    const post = await t.app.inject({ method: 'POST', url: '/api/web/getUserDetails' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: 404, key: 'api_not_found' });
  });

  it('hides the inside of a 500 behind the generic message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom', headers: { locale: 'en' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 500,
      msg: 'An error occurred, please try again later',
      data: null,
      key: 'common_error',
    });
    expect(response.body).not.toContain('secret');
  });

  it('translates AppError keys and maps 429 to too_many_requests', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/test/refused', headers: { locale: 'zhCN' } });
    expect(refused.json()).toEqual({ code: 400, msg: '此商品无法购买', data: null, key: 'product_not_available' });
    const limited = await t.app.inject({ method: 'GET', url: '/api/test/limited', headers: { locale: 'en' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 429,
      msg: 'Too many requests, please try again later',
      data: null,
      key: 'too_many_requests',
    });
  });

  it('rewrites object-storage hosts to CDN hosts in API answers', async () => {
    await setValue(t.ctx(), {
      type: 'twVersionNotifyMsg',
      name: 'twNotifyMsg',
      locale: 'zhTW',
      value: `看看 ${BUCKET_URL}`,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/web/queryDataDictionary',
      payload: { type: 'twVersionNotifyMsg' },
    });
    expect(response.json().data.twNotifyMsg).toBe('看看 https://cdn.wellfit.tw/banners/spring.jpg');
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/web/queryDataDictionary',
        '/api/web/login/refreshToken',
        '/api/web/getUserDetails',
        '/api/web/logout',
        '/api/web/mall/car/count',
      ]),
    );
    expect(Object.keys(document.paths)).not.toContain('/api/*');
    expect(document.paths['/api/web/queryDataDictionary'].post.requestBody).toBeDefined();
    const getUserDetails = document.paths['/api/web/getUserDetails'].get;
    const headers = (getUserDetails.parameters as Array<{ in: string; name: string }>)
      .filter((parameter) => parameter.in === 'header')
      .map((parameter) => parameter.name);
    expect(headers).toEqual(expect.arrayContaining(['country', 'language', 'locale', 'platform', 'device-id']));
    // The token header is documented as the security scheme of routes that need it.
    expect(getUserDetails.security).toEqual([{ token: [] }]);
    // Every operation documents the one failure answer: the §7 envelope plus the catalogue key.
    const failure = getUserDetails.responses['4XX'].content['application/json'].schema;
    expect(failure.required).toEqual(expect.arrayContaining(['code', 'msg', 'data', 'key']));
    expect(failure.properties.key.enum).toEqual(expect.arrayContaining(['unauthorized', 'under_maintenance']));
    expect(getUserDetails.responses['5XX']).toBeDefined();
    expect(document.components.securitySchemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'token' });
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    expect(ui.body).toContain('swagger-ui');
  });
});

describe('maintenance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is switched on by MAINTENANCE_MODE: API answers 503, probes, docs and the dictionary still answer', async () => {
    const forced = await buildTestApp({ database: t.database, config: { maintenanceMode: true } });
    try {
      expect(await forced.app.maintenance.isOn()).toBe(true);
      const api = await forced.app.inject({ method: 'GET', url: '/api/web/getUserDetails', headers: { locale: 'en' } });
      expect(api.statusCode).toBe(503);
      expect(api.json()).toEqual({
        code: 503,
        msg: 'The site is under maintenance, please come back later',
        data: null,
        key: 'under_maintenance',
      });
      expect((await forced.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await forced.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect((await forced.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
      const dictionary = await forced.app.inject({
        method: 'POST',
        url: '/api/web/queryDataDictionary',
        payload: { type: 'appConfig', name: 'maintenanceMode' },
      });
      expect(dictionary.statusCode).toBe(200);
    } finally {
      await forced.close();
    }
  });

  it('is switched on and off by the dictionary flag appConfig maintenanceMode', async () => {
    expect(await t.app.maintenance.isOn()).toBe(false);
    await setValue(t.ctx(), { type: 'appConfig', name: 'maintenanceMode', locale: null, value: '1' });
    expect(await t.app.maintenance.isOn()).toBe(true);
    const api = await t.app.inject({ method: 'GET', url: '/api/web/mall/car/count' });
    expect(api.statusCode).toBe(503);
    expect(api.json()).toEqual({ code: 503, msg: '網站維護中，請稍後再來', data: null, key: 'under_maintenance' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await setValue(t.ctx(), { type: 'appConfig', name: 'maintenanceMode', locale: null, value: '0' });
    expect(await t.app.maintenance.isOn()).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/web/mall/car/count' })).statusCode).toBe(401);
  });
});
