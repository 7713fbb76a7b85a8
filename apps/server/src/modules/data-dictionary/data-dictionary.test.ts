import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { setValue, versionNotify } from './data-dictionary.service.ts';

describe('POST /api/web/queryDataDictionary', () => {
  let t: TestApp;
  const query = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/web/queryDataDictionary', payload, headers });

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers empty messages before anything is written, with a parseable free-shipping JSON', async () => {
    const response = await query({ type: 'twVersionNotifyMsg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const { code, msg, data } = response.json();
    expect({ code, msg }).toEqual({ code: 200, msg: 'success' });
    expect(data.twNotifyMsg).toBe('');
    expect(JSON.parse(data.twFreeChargeMsg)).toEqual({ msg: '', link: '' });
  });

  it('answers twVersionNotifyMsg in the request locale, falling back to en, then zhTW, never to zhCN', async () => {
    const ctx = t.ctx();
    const freeCharge = (msg: string) => JSON.stringify({ msg, link: '/shop' });
    await setValue(ctx, { type: 'twVersionNotifyMsg', name: 'twNotifyMsg', locale: 'zhTW', value: '全館滿千免運' });
    await setValue(ctx, {
      type: 'twVersionNotifyMsg',
      name: 'twNotifyMsg',
      locale: 'en',
      value: 'Free shipping over NT$1,000',
    });
    await setValue(ctx, {
      type: 'twVersionNotifyMsg',
      name: 'twFreeChargeMsg',
      locale: 'zhCN',
      value: freeCharge('满千免运'),
    });

    const zhTW = (await query({ type: 'twVersionNotifyMsg' })).json().data;
    expect(zhTW.twNotifyMsg).toBe('全館滿千免運');
    // Only zhCN has a free-charge message: a Traditional reader is never shown Simplified text.
    expect(JSON.parse(zhTW.twFreeChargeMsg)).toEqual({ msg: '', link: '' });

    const zhCN = (await query({ type: 'twVersionNotifyMsg' }, { locale: 'zhCN' })).json().data;
    expect(zhCN.twNotifyMsg).toBe('Free shipping over NT$1,000');
    expect(JSON.parse(zhCN.twFreeChargeMsg)).toEqual({ msg: '满千免运', link: '/shop' });

    const en = (await query({ type: 'twVersionNotifyMsg' }, { 'accept-language': 'en-GB' })).json().data;
    expect(en.twNotifyMsg).toBe('Free shipping over NT$1,000');

    // The web loaders' service gives the same answer.
    expect(await versionNotify(t.ctx({ locale: 'zhCN' }))).toEqual({
      twNotifyMsg: 'Free shipping over NT$1,000',
      twFreeChargeMsg: freeCharge('满千免运'),
    });
  });

  it('answers appConfig userCoinsSwitch as {name, value}, off until set', async () => {
    const off = (await query({ type: 'appConfig', name: 'userCoinsSwitch' })).json();
    expect(off).toEqual({ code: 200, msg: 'success', data: { name: 'userCoinsSwitch', value: '0', msg: 'success' } });

    await setValue(t.ctx(), { type: 'appConfig', name: 'userCoinsSwitch', locale: null, value: '1' });
    const on = (await query({ type: 'appConfig', name: 'userCoinsSwitch' })).json();
    expect(on.data).toMatchObject({ name: 'userCoinsSwitch', value: '1' });
  });

  it('keeps one row per type, name and locale (a locale-free value is overwritten, not duplicated)', async () => {
    await setValue(t.ctx(), { type: 'appConfig', name: 'userCoinsSwitch', locale: null, value: '0' });
    await setValue(t.ctx(), { type: 'appConfig', name: 'userCoinsSwitch', locale: null, value: '1' });
    const on = (await query({ type: 'appConfig', name: 'userCoinsSwitch' })).json();
    expect(on.data.value).toBe('1');
  });

  it('needs no token and ignores a bad one', async () => {
    const response = await query({ type: 'appConfig', name: 'userCoinsSwitch' }, { token: 'not-a-session' });
    expect(response.statusCode).toBe(200);
  });
});
