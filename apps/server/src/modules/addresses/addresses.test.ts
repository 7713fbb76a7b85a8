import { ADDRESS_BOOK_MAX } from '@wellfit/contracts/address';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { expectFailure } from '../../test/expect-failure.ts';
import { createMember } from '../../test/factories.ts';
import { userAddresses } from './addresses.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const BASE = '/api/web/member/address';
const get = (url: string, token?: string, locale = 'en') => callApi(t.app, 'GET', url, undefined, { token, locale });
const post = (url: string, body: unknown, token?: string, locale = 'en') =>
  callApi(t.app, 'POST', url, body, { token, locale });

const address = {
  firstName: '小明',
  lastName: '王',
  mobile: '0912345678',
  city: '臺北市',
  region: '大安區',
  detailAddress: '復興南路一段 219 號 8 樓',
};

const list = async (token: string) => (await get(`${BASE}/list`, token)).body.data;
const add = (token: string, body: Record<string, unknown> = address) => post(`${BASE}/add`, body, token);
const addOk = async (token: string, body: Record<string, unknown> = address) => {
  const answer = await add(token, body);
  expect(answer.status).toBe(200);
  // success() copies msg into an object answer (SPEC §8); a list entry has none.
  const { msg: _msg, ...created } = answer.body.data;
  return created;
};
/** Which addresses are the default, by detailAddress. */
const defaults = async (token: string) =>
  (await list(token))
    .filter((entry: { isDefault: boolean }) => entry.isDefault)
    .map((entry: { id: number }) => entry.id);

describe('the address calls need a signed-in member', () => {
  it('answers 401 to every call without a token', async () => {
    expectFailure(await get(`${BASE}/list`), 401, 'unauthorized');
    expectFailure(await post(`${BASE}/add`, address), 401, 'unauthorized');
    expectFailure(await post(`${BASE}/update`, { ...address, id: 1 }), 401, 'unauthorized');
    expectFailure(await post(`${BASE}/setDefault`, { id: 1 }), 401, 'unauthorized');
    expectFailure(await get(`${BASE}/delete?id=1`), 401, 'unauthorized');
  });
});

describe('POST /api/web/member/address/add', () => {
  it('stores the address with the ZIP of its county and district, and the first one is the default', async () => {
    const { token } = await createMember(t.db);
    const answer = await add(token, { ...address, zipCode: '106' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 200,
      msg: 'success',
      data: {
        id: expect.any(Number),
        firstName: '小明',
        lastName: '王',
        countryCode: '886',
        mobile: '912345678',
        city: '臺北市',
        region: '大安區',
        zipCode: '106',
        detailAddress: '復興南路一段 219 號 8 樓',
        isDefault: true,
        msg: 'success',
      },
    });
    const { msg: _msg, ...created } = answer.body.data;
    expect(await list(token)).toEqual([created]);
  });

  it('decides the ZIP itself and normalises 台 to 臺', async () => {
    const { token } = await createMember(t.db);
    const { zipCode: _omitted, ...withoutZip } = { ...address, zipCode: undefined };
    const created = await addOk(token, { ...withoutZip, city: '台東縣', region: '台東市' });
    expect(created).toMatchObject({ city: '臺東縣', region: '臺東市', zipCode: '950' });
  });

  it('adds later addresses as not default unless asked, and lists the default first, then the newest', async () => {
    const { token } = await createMember(t.db);
    const first = await addOk(token);
    const second = await addOk(token, { ...address, detailAddress: '二號' });
    const third = await addOk(token, { ...address, detailAddress: '三號' });
    expect(second.isDefault).toBe(false);
    expect((await list(token)).map((entry: { id: number }) => entry.id)).toEqual([first.id, third.id, second.id]);

    const chosen = await addOk(token, { ...address, detailAddress: '四號', isDefault: true });
    expect(chosen.isDefault).toBe(true);
    expect(await defaults(token)).toEqual([chosen.id]);
  });

  it('refuses a bad recipient mobile with its own message, and stores nothing', async () => {
    const { token, user } = await createMember(t.db);
    const refused = await add(token, { ...address, mobile: '0812345678' });
    expectFailure(refused, 400, 'warning_invalid_recipient_mobile');
    const zhTW = await post(`${BASE}/add`, { ...address, mobile: '12345' }, token, 'zhTW');
    expect(zhTW.body.msg).toContain('請輸入正確的收件人手機號碼');
    expect(await t.db.select().from(userAddresses).where(eq(userAddresses.userId, user.id))).toEqual([]);
  });

  it('refuses a county and district that are not a pair, and a ZIP that is not theirs', async () => {
    const { token } = await createMember(t.db);
    expectFailure(await add(token, { ...address, city: '臺北縣' }), 400, 'warning_invalid_city');
    expectFailure(await add(token, { ...address, region: '板橋區' }), 400, 'warning_invalid_district');
    expectFailure(await add(token, { ...address, zipCode: '220' }), 400, 'warning_zip_code_mismatch');
    expect(await list(token)).toEqual([]);
  });

  it('requires every field and bounds the address', async () => {
    const { token } = await createMember(t.db);
    for (const field of ['firstName', 'lastName', 'mobile', 'city', 'region', 'detailAddress']) {
      const { [field as keyof typeof address]: _left, ...without } = address;
      expectFailure(await add(token, without), 400, 'validation_required', { field });
      expectFailure(await add(token, { ...address, [field]: ' ' }), 400, 'warning_required');
    }
    expectFailure(await add(token, { ...address, detailAddress: '路'.repeat(51) }), 400, 'validation_too_long', {
      max: 50,
    });
  });

  it(`keeps at most ${ADDRESS_BOOK_MAX} addresses, and a deleted one frees its place`, async () => {
    const { token, user } = await createMember(t.db);
    await t.db.insert(userAddresses).values(
      Array.from({ length: ADDRESS_BOOK_MAX }, (_, index) => ({
        userId: user.id,
        firstName: '小明',
        lastName: '王',
        mobile: '912345678',
        city: '臺北市',
        region: '大安區',
        zipCode: '106',
        detailAddress: `${index + 1} 號`,
        isDefault: index === 0,
      })),
    );
    expectFailure(await add(token), 400, 'warning_address_book_full', { max: ADDRESS_BOOK_MAX });
    const [, second] = await list(token);
    expect((await get(`${BASE}/delete?id=${second.id}`, token)).status).toBe(200);
    expect((await add(token)).status).toBe(200);
    expectFailure(await add(token), 400, 'warning_address_book_full');
  });

  it('keeps the limit and a single default when adds arrive at the same time', async () => {
    const { token } = await createMember(t.db);
    const answers = await Promise.all(
      Array.from({ length: ADDRESS_BOOK_MAX + 3 }, (_, index) =>
        add(token, { ...address, detailAddress: `${index} 號` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(ADDRESS_BOOK_MAX);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.key)).toEqual(
      Array(3).fill('warning_address_book_full'),
    );
    expect(await list(token)).toHaveLength(ADDRESS_BOOK_MAX);
    expect(await defaults(token)).toHaveLength(1);
  });
});

describe('POST /api/web/member/address/update', () => {
  it('replaces the fields, recomputes the ZIP and keeps the default where it was', async () => {
    const { token } = await createMember(t.db);
    const home = await addOk(token);
    const office = await addOk(token, { ...address, detailAddress: '辦公室' });
    const answer = await post(
      `${BASE}/update`,
      {
        ...address,
        id: home.id,
        firstName: '大明',
        city: '台中市',
        region: '西屯區',
        detailAddress: '臺灣大道二段 501 號',
      },
      token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      ...home,
      firstName: '大明',
      city: '臺中市',
      region: '西屯區',
      zipCode: '407',
      detailAddress: '臺灣大道二段 501 號',
      isDefault: true,
      msg: 'success',
    });
    const moved = await post(`${BASE}/update`, { ...address, id: office.id, isDefault: true }, token);
    expect(moved.body.data.isDefault).toBe(true);
    expect(await defaults(token)).toEqual([office.id]);
  });

  it('refuses what add refuses and changes nothing', async () => {
    const { token } = await createMember(t.db);
    const home = await addOk(token);
    expectFailure(
      await post(`${BASE}/update`, { ...address, id: home.id, mobile: '0912' }, token),
      400,
      'warning_invalid_recipient_mobile',
    );
    expect(await list(token)).toEqual([home]);
  });
});

describe('POST /api/web/member/address/setDefault', () => {
  it('moves the default in one change and answers the list', async () => {
    const { token } = await createMember(t.db);
    const first = await addOk(token);
    const second = await addOk(token, { ...address, detailAddress: '二號' });
    const answer = await post(`${BASE}/setDefault`, { id: second.id }, token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((entry: { id: number; isDefault: boolean }) => [entry.id, entry.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // Again on the default: nothing changes.
    expect((await post(`${BASE}/setDefault`, { id: second.id }, token)).body.data).toEqual(answer.body.data);
  });

  it('keeps a single default when several are chosen at the same time', async () => {
    const { token } = await createMember(t.db);
    const created = [];
    for (let index = 0; index < 5; index += 1)
      created.push(await addOk(token, { ...address, detailAddress: `${index}` }));
    await Promise.all(created.map((entry) => post(`${BASE}/setDefault`, { id: entry.id }, token)));
    expect(await defaults(token)).toHaveLength(1);
  });
});

describe('GET /api/web/member/address/delete', () => {
  it('soft-deletes the address: gone from the list, its row kept for orders', async () => {
    const { token } = await createMember(t.db);
    const home = await addOk(token);
    const office = await addOk(token, { ...address, detailAddress: '辦公室' });
    const answer = await get(`${BASE}/delete?id=${office.id}`, token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([home]);
    const [row] = await t.db.select().from(userAddresses).where(eq(userAddresses.id, office.id));
    expect(row).toMatchObject({ detailAddress: '辦公室', deletedAt: expect.any(Date) });
  });

  it('makes the most recently added remaining address the default when the default is deleted', async () => {
    const { token } = await createMember(t.db);
    const first = await addOk(token);
    const second = await addOk(token, { ...address, detailAddress: '二號' });
    const third = await addOk(token, { ...address, detailAddress: '三號' });
    await post(`${BASE}/setDefault`, { id: third.id }, token);
    const answer = await get(`${BASE}/delete?id=${third.id}`, token);
    expect(answer.body.data.map((entry: { id: number; isDefault: boolean }) => [entry.id, entry.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    await get(`${BASE}/delete?id=${second.id}`, token);
    expect(await defaults(token)).toEqual([first.id]);
    expect((await get(`${BASE}/delete?id=${first.id}`, token)).body.data).toEqual([]);
    // The next address starts a new book: it is the default.
    expect((await addOk(token)).isDefault).toBe(true);
  });

  it('refuses an id that is not a number', async () => {
    const { token } = await createMember(t.db);
    expectFailure(await get(`${BASE}/delete?id=abc`, token), 400, 'validation_invalid');
    expectFailure(await get(`${BASE}/delete`, token), 400, 'validation_required');
  });
});

describe("another member's address, or a deleted one", () => {
  it('is not found (404) on every call, and stays as it was', async () => {
    const owner = await createMember(t.db);
    const other = await createMember(t.db);
    const kept = await addOk(owner.token);
    const gone = await addOk(owner.token, { ...address, detailAddress: '舊址' });
    await get(`${BASE}/delete?id=${gone.id}`, owner.token);

    for (const id of [kept.id, gone.id]) {
      expectFailure(await post(`${BASE}/update`, { ...address, id }, other.token), 404, 'address_not_found');
      expectFailure(await post(`${BASE}/setDefault`, { id }, other.token), 404, 'address_not_found');
      expectFailure(await get(`${BASE}/delete?id=${id}`, other.token), 404, 'address_not_found');
    }
    expectFailure(await post(`${BASE}/update`, { ...address, id: gone.id }, owner.token), 404, 'address_not_found');
    expectFailure(await post(`${BASE}/setDefault`, { id: gone.id }, owner.token), 404, 'address_not_found');
    expectFailure(await get(`${BASE}/delete?id=${gone.id}`, owner.token), 404, 'address_not_found');
    expect(await list(other.token)).toEqual([]);
    expect(await list(owner.token)).toEqual([kept]);
  });
});
