import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { expectFailure } from '../test/expect-failure.ts';
import { createMember, createProduct } from '../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const refused = (answer: { status: number; body: unknown }, field: string) =>
  expectFailure(answer, 400, 'validation_invalid_characters', { field });

async function postRaw(url: string, json: string, token: string) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { platform: '4', token, locale: 'en', 'content-type': 'application/json' },
    payload: json,
  });
  return { status: response.statusCode, body: response.json() as { code: number; msg: string } };
}

describe('text no field can hold (issue 15)', () => {
  it('refuses a NUL in a query instead of answering 500', async () => {
    const search = await callApi(t.app, 'GET', '/api/web/search?keyword=a%00b&tab=product', undefined, {
      locale: 'en',
    });
    refused(search, 'keyword');
    expect(search.body.msg).toBe(
      'keyword contains characters that cannot be accepted; please remove them and try again',
    );
  });

  it('refuses a NUL in a path parameter', async () => {
    const { product } = await createProduct(t.db);
    const detail = await callApi(t.app, 'GET', `/api/web/mall/product/detail/${product.id}%00`, undefined, {
      locale: 'en',
    });
    refused(detail, 'id');
  });

  it('refuses a NUL or a lone surrogate in a JSON body and changes nothing', async () => {
    const { token } = await createMember(t.db, { nickName: '小美' });
    // Written as JSON escapes, exactly as a client would send them.
    for (const nickName of ['"a\\u0000b"', '"\\ud800x"', '"x\\udc00"']) {
      const update = await postRaw('/api/web/user/updateUserInfo', `{"nickName":${nickName}}`, token);
      refused(update, 'nickName');
    }
    const nested = await postRaw(
      '/api/web/mall/car/pricing',
      '{"type":4,"ids":[1],"extra":{"note":["\\u0000"]}}',
      token,
    );
    refused(nested, 'extra.note.0');
    const me = await callApi(t.app, 'GET', '/api/web/getUserDetails', undefined, { token });
    expect(me.body.data.nickName).toBe('小美');
  });

  it('keeps characters outside the Basic Multilingual Plane (a surrogate pair) as they are', async () => {
    const { token } = await createMember(t.db);
    const update = await postRaw('/api/web/user/updateUserInfo', '{"nickName":"小美\\ud83d\\udcaa𠮷"}', token);
    expect(update.status).toBe(200);
    const me = await callApi(t.app, 'GET', '/api/web/getUserDetails', undefined, { token });
    expect(me.body.data.nickName).toBe('小美💪𠮷');
  });

  it('answers a deeply nested body without exhausting the stack', async () => {
    const { token } = await createMember(t.db);
    const depth = 50_000;
    const started = performance.now();
    const deep = await postRaw(
      '/api/web/user/updateUserInfo',
      `{"city":${'['.repeat(depth)}${']'.repeat(depth)}}`,
      token,
    );
    expect(deep.status).toBe(400);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
