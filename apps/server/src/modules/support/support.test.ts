import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT } from '@wellfit/contracts/constants';
import { SUPPORT_PATHS, TICKET_NUMBER_PATTERN } from '@wellfit/contracts/support';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callApi, freshIp } from '../../test/auth-test-client.ts';
import { createMember } from '../../test/factories.ts';
import { CONTACT_LIMITS } from './support.routes.ts';
import { attachments, contactMessages, faqs } from './support.tables.ts';

let t: TestApp;
let dataDir: string;
let photo: Buffer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'wellfit-support-'));
  t = await buildTestApp({ config: { dataDir, uploadsDir: path.join(dataDir, 'uploads') } });
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  await t.db.insert(faqs).values([
    {
      category: 'courses_videos',
      question: { zhTW: '課程影片無法播放？', zhCN: '课程视频无法播放？', en: 'A course video will not play.' },
      answer: {
        zhTW: '請確認網路連線後重試。',
        zhCN: '请确认网络连接后重试。',
        en: 'Check your connection and retry.',
      },
      sort: 2,
    },
    {
      category: 'orders_shipping',
      question: { zhTW: '運費怎麼計算？', zhCN: '运费怎么计算？', en: 'How is shipping charged?' },
      answer: { zhTW: '滿額免運。\n離島另計。', zhCN: '满额免运。\n离岛另计。', en: 'Free above a threshold.' },
      sort: 1,
    },
    {
      category: 'account',
      question: { zhTW: '隱藏的問題', zhCN: '隐藏的问题', en: 'Hidden' },
      answer: { zhTW: '影片', zhCN: '视频', en: 'video' },
      sort: 0,
      isShow: false,
    },
  ]);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET /api/web/support/faq', () => {
  it('lists the shown FAQs by category in the contract order, in the asked locale', async () => {
    const answer = await callApi(t.app, 'GET', SUPPORT_PATHS.faq, undefined, { locale: 'en' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.total).toBe(2);
    expect(answer.body.data.categories.map((group: { category: string }) => group.category)).toEqual([
      'orders_shipping',
      'courses_videos',
    ]);
    expect(answer.body.data.categories[0].list[0].question).toBe('How is shipping charged?');
  });

  it.each([
    ['影片', 'zhTW', '課程影片無法播放？'],
    ['视频', 'zhCN', '课程视频无法播放？'],
    ['视频', 'zhTW', '課程影片無法播放？'],
    ['運費', 'zhCN', '运费怎么计算？'],
    ['離島', 'zhTW', '運費怎麼計算？'],
    ['shipping', 'en', 'How is shipping charged?'],
  ])('finds %s (a two-character keyword in any script) in %s', async (keyword, locale, question) => {
    const answer = await callApi(
      t.app,
      'GET',
      `${SUPPORT_PATHS.faq}?keyword=${encodeURIComponent(keyword)}`,
      undefined,
      {
        locale,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.total).toBe(1);
    expect(answer.body.data.categories[0].list[0].question).toBe(question);
  });

  it('keeps line breaks of an answer, finds nothing for an unknown word and refuses a long keyword', async () => {
    const all = await callApi(t.app, 'GET', SUPPORT_PATHS.faq, undefined, { locale: 'zhTW' });
    expect(all.body.data.categories[0].list[0].answer).toBe('滿額免運。\n離島另計。');
    const none = await callApi(t.app, 'GET', `${SUPPORT_PATHS.faq}?keyword=${encodeURIComponent('瑜伽')}`);
    expect(none.body.data).toMatchObject({ total: 0, categories: [] });
    expect((await callApi(t.app, 'GET', `${SUPPORT_PATHS.faq}?keyword=${'x'.repeat(51)}`)).status).toBe(400);
  });
});

// ── Contact messages ─────────────────────────────────────────────────────────────────

async function solvedVerification(): Promise<string> {
  const answer = await callApi(t.app, 'GET', SUPPORT_PATHS.verificationChallenge);
  expect(answer.status).toBe(200);
  const challenge = answer.body.data;
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution!.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
}

const BOUNDARY = '----wellfit-support-test';

interface Upload {
  name: string;
  bytes: Buffer;
  type?: string;
}

function multipartBody(fields: Record<string, string>, files: Upload[]): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="attachments"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

async function sendContact(
  fields: Record<string, string>,
  files: Upload[] = [],
  options: { ip?: string; token?: string; locale?: string } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: SUPPORT_PATHS.contact,
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      locale: options.locale ?? 'en',
      ...(options.token ? { token: options.token } : {}),
    },
    payload: multipartBody(fields, files),
  });
  return { status: response.statusCode, body: response.json() };
}

const FIELDS = {
  fullName: '王小明',
  email: 'ming@example.com',
  region: '台北市',
  zipCode: '100',
  messageType: 'video_issue',
  message: '課程影片播到一半就停了。\n換了瀏覽器也一樣。',
};

async function messageByTicket(ticketNumber: string) {
  const [message] = await t.db.select().from(contactMessages).where(eq(contactMessages.ticketNumber, ticketNumber));
  return message;
}

// Each test solves real proof-of-work challenges (up to 100,000 hashes each): seconds on a busy machine.
describe('POST /api/web/support/contact', { timeout: 120_000 }, () => {
  it('stores the message with its attachments and a ticket number, and mails a confirmation', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const answer = await sendContact({ ...FIELDS, verification: await solvedVerification() }, [
      { name: 'screen.jpg', bytes: photo },
      // The content decides: a PNG named .jpeg is stored as the PNG it is.
      { name: 'second.jpeg', bytes: png },
    ]);
    expect(answer.status).toBe(200);
    const { ticketNumber, email } = answer.body.data;
    expect(ticketNumber).toMatch(TICKET_NUMBER_PATTERN);
    expect(email).toBe('ming@example.com');

    const message = await messageByTicket(ticketNumber);
    expect(message).toMatchObject({
      fullName: '王小明',
      region: '臺北市',
      zipCode: '100',
      messageType: 'video_issue',
      description: FIELDS.message,
      userId: null,
      locale: 'en',
      status: 'new',
    });
    const files = await t.db.select().from(attachments).where(eq(attachments.ownerId, message!.id));
    expect(files.map((file) => [file.ownerType, file.mimeType, file.originalName, file.sizeBytes])).toEqual([
      ['contact_message', 'image/jpeg', 'screen.jpg', photo.length],
      ['contact_message', 'image/png', 'second.jpeg', png.length],
    ]);
    const stored = path.join(t.config.uploadsDir, files[0]!.storageKey);
    expect(existsSync(stored)).toBe(true);
    expect(readFileSync(stored).equals(photo)).toBe(true);
    expect(files[1]!.storageKey).toMatch(/\.png$/);
    // Only the staff read them: /uploads never serves a dot folder.
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${files[0]!.storageKey}` })).statusCode).toBe(404);

    const mail = t.app.devOutbox.list().find((entry) => entry.to === 'ming@example.com');
    expect(mail).toMatchObject({
      channel: 'email',
      subject: `WellFit support received your message (ticket ${ticketNumber})`,
    });
    expect(mail!.text).toContain(ticketNumber);
    expect(mail!.code).toBeUndefined();
  });

  it('links a member to the message', async () => {
    const { user, token } = await createMember(t.db);
    const answer = await sendContact({ ...FIELDS, verification: await solvedVerification() }, [], { token });
    expect(answer.status).toBe(200);
    expect((await messageByTicket(answer.body.data.ticketNumber))?.userId).toBe(user.id);
  });

  it('refuses a file whose content is not a picture or video, whatever its name', async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    for (const bytes of [Buffer.from('GIF89a not allowed'), Buffer.from('just text, named like a photo')]) {
      const answer = await sendContact({ ...FIELDS, verification: await solvedVerification() }, [
        { name: 'photo.jpg', bytes },
      ]);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        key: 'warning_attachment_type',
        msg: 'Only JPG, JPEG and PNG images and MP4, MPEG and MOV videos can be attached',
      });
    }
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });

  it('refuses a file over 5 MB and a third file', async () => {
    const large = Buffer.concat([photo, Buffer.alloc(ATTACHMENT.maxFileBytes + 1 - photo.length)]);
    const tooLarge = await sendContact({ ...FIELDS, verification: await solvedVerification() }, [
      { name: 'big.jpg', bytes: large },
    ]);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.key).toBe('warning_attachment_too_large');

    const three = await sendContact({ ...FIELDS, verification: await solvedVerification() }, [
      { name: 'a.jpg', bytes: photo },
      { name: 'b.jpg', bytes: photo },
      { name: 'c.jpg', bytes: photo },
    ]);
    expect(three.status).toBe(400);
    expect(three.body).toMatchObject({ key: 'warning_attachment_too_many', msg: 'You can attach at most 2 files' });
  });

  it('names each missing required field and refuses an over-long message', async () => {
    const verification = 'unchecked';
    for (const field of ['fullName', 'email', 'messageType', 'message'] as const) {
      const answer = await sendContact({ ...FIELDS, verification, [field]: '' });
      expect(answer.status, field).toBe(400);
      expect(answer.body.key, field).toMatch(/^(validation_required|warning_required)$/);
    }
    const noName = await sendContact({ ...FIELDS, verification, fullName: '' });
    expect(noName.body.msg).toBe('This field is required');
    const long = await sendContact({ ...FIELDS, verification, message: '字'.repeat(501) });
    expect(long.body).toMatchObject({ key: 'warning_message_too_long', msg: 'The message must be at most 500 words' });
    const badZip = await sendContact({ ...FIELDS, verification, zipCode: '300' });
    expect(badZip.body.key).toBe('warning_zip_code_mismatch');
  });

  it('refuses a failed, forged or reused verification', async () => {
    const missing = await sendContact({ ...FIELDS, verification: '' });
    expect(missing.body.key).toBe('warning_verification_failed');

    const forged = await sendContact({ ...FIELDS, verification: Buffer.from('{"number":1}').toString('base64') });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ key: 'warning_verification_failed' });

    const solved = await solvedVerification();
    const decoded = JSON.parse(Buffer.from(solved, 'base64').toString()) as { number: number };
    const wrongNumber = Buffer.from(JSON.stringify({ ...decoded, number: decoded.number + 1 })).toString('base64');
    expect((await sendContact({ ...FIELDS, verification: wrongNumber })).body.key).toBe('warning_verification_failed');

    expect((await sendContact({ ...FIELDS, verification: solved })).status).toBe(200);
    const replay = await sendContact({ ...FIELDS, verification: solved });
    expect(replay.status).toBe(400);
    expect(replay.body.key).toBe('warning_verification_failed');
  });

  it(`limits one address to ${CONTACT_LIMITS.perIpPerHour} messages an hour, and one member to ${CONTACT_LIMITS.perAccountPerHour}`, async () => {
    const ip = freshIp();
    for (let sent = 0; sent < CONTACT_LIMITS.perIpPerHour; sent += 1) {
      // Refused messages count too: the limit is on attempts.
      expect((await sendContact({ ...FIELDS, verification: 'x' }, [], { ip })).status).toBe(400);
    }
    const limited = await sendContact({ ...FIELDS, verification: 'x' }, [], { ip });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ key: 'warning_contact_rate_limited', code: 429 });
    expect((await sendContact({ ...FIELDS, verification: 'x' })).status).toBe(400);

    const { token } = await createMember(t.db);
    for (let sent = 0; sent < CONTACT_LIMITS.perAccountPerHour; sent += 1) {
      expect((await sendContact({ ...FIELDS, verification: 'x' }, [], { token })).status).toBe(400);
    }
    const member = await sendContact({ ...FIELDS, verification: 'x' }, [], { token, locale: 'zhTW' });
    expect(member.status).toBe(429);
    expect(member.body.msg).toBe('送出次數過多，請稍後再試');
  });
});
