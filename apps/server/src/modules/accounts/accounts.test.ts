import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { expectFailure } from '../../test/expect-failure.ts';
import { callApi, latestCode } from '../../test/auth-test-client.ts';
import { ageVerificationCodes, createMember } from '../../test/factories.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'wellfit-accounts-'));
  t = await buildTestApp({ config: { dataDir, uploadsDir: path.join(dataDir, 'uploads') } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('profile (/member/info)', () => {
  it('updates the fields sent, weight ×10, and a real nickname completes registration', async () => {
    const { token } = await createMember(t.db, { nickName: 'null1234', newUser: 1, guidance: 1 });
    const update = await callApi(
      t.app,
      'POST',
      '/api/web/user/updateUserInfo',
      {
        nickName: '小美',
        name: '王小美',
        gender: 2,
        birthday: { year: 1992, month: 2, date: 29 },
        region: 'TW',
        city: '台北市',
        height: 162,
        weight: 535,
        goal: 'keep_fit',
      },
      { token },
    );
    expect(update.status).toBe(200);
    expect(update.body.data).toMatchObject({
      nickName: '小美',
      name: '王小美',
      gender: 2,
      birthday: { year: 1992, month: 2, date: 29 },
      weight: 535,
      newUser: 0,
      guidance: 0,
    });
    const partial = await callApi(t.app, 'POST', '/api/web/user/updateUserInfo', { city: null }, { token });
    expect(partial.body.data).toMatchObject({ city: null, nickName: '小美', height: 162 });
  });

  it('refuses impossible values and anonymous callers', async () => {
    const { token } = await createMember(t.db);
    for (const body of [
      { birthday: { year: 1991, month: 2, date: 29 } },
      { weight: 50 },
      { gender: 3 },
      { region: 'US' },
      { nickName: '' },
    ]) {
      expect((await callApi(t.app, 'POST', '/api/web/user/updateUserInfo', body, { token })).status).toBe(400);
    }
    expect((await callApi(t.app, 'POST', '/api/web/user/updateUserInfo', { city: 'x' })).status).toBe(401);
  });

  it('an empty nickname asks for a nickname (not "out of range")', async () => {
    const { token } = await createMember(t.db);
    const answer = await callApi(t.app, 'POST', '/api/web/user/updateUserInfo', { nickName: '  ' }, { token });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('請填寫nickName');
  });
});

const BOUNDARY = '----wellfit-test';

function avatarPart(bytes: Buffer, filename = 'me.png') {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
  ]);
}

async function uploadAvatar(token: string, bytes: Buffer, filename = 'me.png') {
  return postMultipart(token, Buffer.concat([avatarPart(bytes, filename), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]));
}

async function postMultipart(token: string, payload: Buffer) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/web/user/uploadAvatar',
    headers: { token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, locale: 'en' },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A valid 1-bit greyscale PNG of width × height blank pixels: a few hundred KB that a decoder
 * turns into width × height bytes (a "decompression bomb"). Built by hand: making one with
 * sharp would itself decode the bomb.
 */
function decompressionBombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filters, no interlace
  const row = Buffer.alloc(1 + Math.ceil(width / 8)); // filter byte 0, then blank pixels
  const deflate = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflate),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function image(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const canvas = sharp({ create: { width, height, channels: 3, background: '#3a7' } });
  return (format === 'png' ? canvas.png() : canvas.jpeg()).toBuffer();
}

describe('avatar upload', () => {
  it('stores a resized copy and answers its address, which getUserDetails then shows', async () => {
    const { token } = await createMember(t.db);
    const upload = await uploadAvatar(token, await image(600, 400, 'jpeg'), 'photo.jpg');
    expect(upload.status).toBe(200);
    const { avatarUrl } = upload.body.data;
    expect(avatarUrl).toMatch(/^\/uploads\/avatars\/\d+-[0-9a-f]{20}\.webp$/);
    const stored = path.join(dataDir, avatarUrl.replace(/^\//, ''));
    expect(existsSync(stored)).toBe(true);
    expect(await sharp(stored).metadata()).toMatchObject({ width: 256, height: 256, format: 'webp' });
    const me = await callApi(t.app, 'GET', '/api/web/getUserDetails', undefined, { token });
    expect(me.body.data.avatarUrl).toBe(avatarUrl);
  });

  it('checks the content: too small, not an image, too large', async () => {
    const { token } = await createMember(t.db);
    expect((await uploadAvatar(token, await image(127, 300))).body.key).toBe('warning_avatar_too_small');
    expect((await uploadAvatar(token, Buffer.from('not an image at all'), 'fake.png')).status).toBe(400);
    const gif = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await uploadAvatar(token, gif, 'renamed.png')).body.key).toBe('warning_avatar_type');
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 1200 * 1200 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 1200, height: 1200, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(2 * 1024 * 1024);
    expect((await uploadAvatar(token, noisy)).body.key).toBe('warning_avatar_too_large');
  });
});

describe('avatar uploads that must not cost the server (issue 15)', () => {
  it('refuses a 16000 × 16000 PNG under 2 MB from its header, quickly, without decoding it', async () => {
    const { token } = await createMember(t.db);
    const bomb = decompressionBombPng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(await sharp(bomb).metadata()).toMatchObject({ width: 16_000, height: 16_000, format: 'png' });
    const started = performance.now();
    const upload = await uploadAvatar(token, bomb);
    expectFailure(upload, 400, 'warning_avatar_too_many_pixels');
    expect(performance.now() - started).toBeLessThan(1000);
    // Eight at once are refused as quickly, one after another would not be slower.
    const burst = await Promise.all(Array.from({ length: 8 }, () => uploadAvatar(token, bomb)));
    for (const answer of burst) expectFailure(answer, 400, 'warning_avatar_too_many_pixels');
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('answers 400 for a multipart body that is empty or cut off, and for a NUL in a field', async () => {
    const { token } = await createMember(t.db);
    const empty = await postMultipart(token, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    const cutOff = await postMultipart(token, avatarPart((await image(300, 300)).subarray(0, 200)));
    expectFailure(cutOff, 400, 'warning_upload_incomplete');
    const noClosingBoundary = await postMultipart(token, Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`));
    expect(noClosingBoundary.status).toBe(400);
    const withField = await postMultipart(
      token,
      Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\na\u0000b\r\n`),
        avatarPart(await image(300, 300)),
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
    );
    expectFailure(withField, 400, 'validation_invalid_characters', { field: 'note' });
  });
});

describe('change mobile and e-mail in two steps', () => {
  it('changes the e-mail: verify the original, then bind the new one', async () => {
    const { user, token } = await createMember(t.db);
    const anonymous = await callApi(t.app, 'POST', '/api/web/user/changeEmail/sendOriginalCode', {});
    expect(anonymous.status).toBe(401);
    expect((await callApi(t.app, 'POST', '/api/web/user/changeEmail/sendOriginalCode', {}, { token })).status).toBe(
      200,
    );
    const original = latestCode(t.app.devOutbox, user.email!);
    const skipped = await callApi(
      t.app,
      'POST',
      '/api/web/user/changeEmail/sendNewCode',
      { email: 'next@example.test' },
      { token },
    );
    expect(skipped.status).toBe(400);
    const checked = await callApi(
      t.app,
      'POST',
      '/api/web/user/changeEmail/checkOriginalCode',
      { code: original },
      { token },
    );
    expect(checked.status).toBe(200);
    const { uuid } = checked.body.data;
    const newEmail = `next-${user.id}@example.test`;
    expect(
      (await callApi(t.app, 'POST', '/api/web/user/changeEmail/sendNewCode', { uuid, email: newEmail }, { token }))
        .status,
    ).toBe(200);
    const code = latestCode(t.app.devOutbox, newEmail);
    const bound = await callApi(
      t.app,
      'POST',
      '/api/web/user/changeEmail/bind',
      { uuid, email: newEmail, code },
      { token },
    );
    expect(bound.status).toBe(200);
    expect(bound.body.data.email).toBe(newEmail);
    // The proof of step 1 works once.
    await ageVerificationCodes(t.db, newEmail, 61);
    await callApi(
      t.app,
      'POST',
      '/api/web/user/changeEmail/sendNewCode',
      { uuid, email: 'other@example.test' },
      { token },
    );
    expect(
      (
        await callApi(
          t.app,
          'POST',
          '/api/web/user/changeEmail/sendNewCode',
          { uuid, email: `again-${user.id}@example.test` },
          { token },
        )
      ).status,
    ).toBe(400);
  });

  it('changes the mobile; a number of another account is refused; another member cannot use the proof', async () => {
    const { user, token } = await createMember(t.db);
    const { user: other, token: otherToken } = await createMember(t.db);
    await callApi(t.app, 'POST', '/api/web/user/changeMobile/sendOriginalCode', {}, { token });
    const original = latestCode(t.app.devOutbox, `886${user.phone}`);
    const { uuid } = (
      await callApi(t.app, 'POST', '/api/web/user/changeMobile/checkOriginalCode', { code: original }, { token })
    ).body.data;
    const taken = await callApi(
      t.app,
      'POST',
      '/api/web/user/changeMobile/sendNewCode',
      { uuid, countryCode: '886', phone: `0${other.phone}` },
      { token, locale: 'en' },
    );
    expect(taken.body.key).toBe('warning_account_exists');
    const stolen = await callApi(
      t.app,
      'POST',
      '/api/web/user/changeMobile/sendNewCode',
      { uuid, countryCode: '886', phone: '0911000111' },
      { token: otherToken },
    );
    expect(stolen.status).toBe(400);
    const newPhone = `09${String(user.id).padStart(8, '7').slice(-8)}`;
    expect(
      (
        await callApi(
          t.app,
          'POST',
          '/api/web/user/changeMobile/sendNewCode',
          { uuid, countryCode: '886', phone: newPhone },
          { token },
        )
      ).status,
    ).toBe(200);
    const code = latestCode(t.app.devOutbox, `886${newPhone.slice(1)}`);
    const bound = await callApi(
      t.app,
      'POST',
      '/api/web/user/changeMobile/bind',
      { uuid, countryCode: '886', phone: newPhone, code },
      { token },
    );
    expect(bound.status).toBe(200);
    expect(bound.body.data.phone).toBe(newPhone.slice(1));
  });

  it('a member without an e-mail binds one without step 1', async () => {
    const { token } = await createMember(t.db, { email: null });
    const email = `first-${Date.now()}@example.test`;
    expect((await callApi(t.app, 'POST', '/api/web/user/changeEmail/sendNewCode', { email }, { token })).status).toBe(
      200,
    );
    const bound = await callApi(
      t.app,
      'POST',
      '/api/web/user/changeEmail/bind',
      { email, code: latestCode(t.app.devOutbox, email) },
      { token },
    );
    expect(bound.body.data.email).toBe(email);
  });
});

describe('developer outbox', () => {
  it('lists codes newest first as HTML and JSON outside production', async () => {
    await callApi(t.app, 'POST', '/api/web/login/send', { phone: '0955000111', countryCode: '886' });
    const json = await t.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().messages[0]).toMatchObject({
      channel: 'sms',
      to: '886955000111',
      code: expect.stringMatching(/^\d{6}$/),
    });
    const html = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('886955000111');
  });

  it('is absent in production unless DEV_OUTBOX=true', async () => {
    const production = await buildTestApp({
      database: t.database,
      config: { nodeEnv: 'production', devOutboxEnabled: false },
    });
    const enabled = await buildTestApp({
      database: t.database,
      config: { nodeEnv: 'production', devOutboxEnabled: true },
    });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
      expect((await enabled.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(200);
    } finally {
      await production.close();
      await enabled.close();
    }
  });
});
