import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { solveChallenge } from 'altcha-lib';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT } from '@wellfit/contracts/constants';
import { SUPPORT_PATHS, TICKET_NUMBER_PATTERN } from '@wellfit/contracts/support';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callApi, freshIp } from '../../test/auth-test-client.ts';
import { createMember } from '../../test/factories.ts';
import { CONTACT_LIMITS } from './support.service.ts';
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
    const stored = path.join(t.config.privateUploadsDir, files[0]!.storageKey);
    expect(existsSync(stored)).toBe(true);
    expect(readFileSync(stored).equals(photo)).toBe(true);
    expect(files[1]!.storageKey).toMatch(/\.png$/);
    // Private files: /uploads never serves them, under their key or any other path.
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${files[0]!.storageKey}` })).statusCode).toBe(404);
    expect(existsSync(path.join(t.config.uploadsDir, files[0]!.storageKey))).toBe(false);

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

  it(`limits one address to ${CONTACT_LIMITS.perIpPerHour} stored messages an hour, and one member to ${CONTACT_LIMITS.perAccountPerHour}`, async () => {
    const ip = freshIp();
    await storedMessages(CONTACT_LIMITS.perIpPerHour, { ipAddress: ip });
    const limited = await sendContact({ ...FIELDS, verification: 'x' }, [], { ip });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ key: 'warning_contact_rate_limited', code: 429 });
    // Messages older than the hour no longer count.
    const earlier = freshIp();
    await storedMessages(CONTACT_LIMITS.perIpPerHour, { ipAddress: earlier, minutesAgo: 61 });
    expect(
      (await sendContact({ ...FIELDS, verification: await solvedVerification() }, [], { ip: earlier })).status,
    ).toBe(200);

    const { user, token } = await createMember(t.db);
    await storedMessages(CONTACT_LIMITS.perAccountPerHour, { userId: user.id });
    const member = await sendContact({ ...FIELDS, verification: 'x' }, [], { token, locale: 'zhTW' });
    expect(member.status).toBe(429);
    expect(member.body.msg).toBe('送出次數過多，請稍後再試');
    const zhCN = await sendContact({ ...FIELDS, verification: 'x' }, [], { token, locale: 'zhCN' });
    expect(zhCN.body.msg).toBe('提交次数过多，请稍后再试');
  });

  it(`hands one address ${CONTACT_LIMITS.challengesPerIpPer10Minutes} challenges in 10 minutes, counted across server processes`, async () => {
    // A second process on the same database, as a second node behind the balancer.
    const other = await buildTestApp({ database: t.database, config: t.config });
    try {
      const ip = freshIp();
      const challenge = (app: TestApp) =>
        callApi(app.app, 'GET', SUPPORT_PATHS.verificationChallenge, undefined, { ip });
      for (let index = 0; index < CONTACT_LIMITS.challengesPerIpPer10Minutes; index += 1) {
        expect((await challenge(index % 2 === 0 ? t : other)).status).toBe(200);
      }
      for (const app of [t, other]) {
        const refused = await challenge(app);
        expect(refused.status).toBe(429);
        expect(refused.body).toMatchObject({ key: 'warning_contact_rate_limited' });
      }
      // Another address is not held back, and the window ends after 10 minutes.
      expect((await callApi(other.app, 'GET', SUPPORT_PATHS.verificationChallenge, undefined, {})).status).toBe(200);
      await t.db.execute(
        sql`update contact_challenge_windows set window_started_at = now() - interval '10 minutes' where ip_address = ${ip}`,
      );
      expect((await challenge(other)).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('keeps the limits in the database: a new server process on the same database still refuses', async () => {
    const ip = freshIp();
    await storedMessages(CONTACT_LIMITS.perIpPerHour - 1, { ipAddress: ip });
    expect((await sendContact({ ...FIELDS, verification: await solvedVerification() }, [], { ip })).status).toBe(200);

    // As after a restart, or the next of several processes (WEB_CONCURRENCY).
    const restarted = await buildTestApp({ database: t.database, config: t.config });
    try {
      const response = await restarted.app.inject({
        method: 'POST',
        url: SUPPORT_PATHS.contact,
        remoteAddress: ip,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, locale: 'en' },
        payload: multipartBody({ ...FIELDS, verification: await solvedVerification() }, []),
      });
      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({
        key: 'warning_contact_rate_limited',
        msg: 'Too many messages sent, please try again later',
      });
    } finally {
      await restarted.close();
    }
  });

  it('lets only one of two messages sent at once take the last place of the hour', async () => {
    const ip = freshIp();
    await storedMessages(CONTACT_LIMITS.perIpPerHour - 1, { ipAddress: ip });
    const [first, second] = await Promise.all([solvedVerification(), solvedVerification()]);
    const answers = await Promise.all([
      sendContact({ ...FIELDS, verification: first! }, [], { ip }),
      sendContact({ ...FIELDS, verification: second! }, [], { ip }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
    expect(await storedFrom(ip)).toBe(CONTACT_LIMITS.perIpPerHour);
  });

  it('does not count a message refused for its attachments against the limit', async () => {
    const { user, token } = await createMember(t.db);
    await storedMessages(CONTACT_LIMITS.perAccountPerHour - 1, { userId: user.id });
    // A refused message uses up nothing, not even its solved challenge: the sender fixes the file and sends again.
    const verification = await solvedVerification();
    for (let attempt = 0; attempt < CONTACT_LIMITS.perAccountPerHour; attempt += 1) {
      const bytes = attempt % 2 === 0 ? Buffer.from('GIF89a not allowed') : pngSignatureThenHtml();
      const refused = await sendContact({ ...FIELDS, verification }, [{ name: 'photo.png', bytes }], { token });
      expect(refused.status).toBe(400);
    }
    const sent = await sendContact({ ...FIELDS, verification }, [{ name: 'photo.jpg', bytes: photo }], { token });
    expect(sent.status).toBe(200);
  });
});

// ── Attachment content ────────────────────────────────────────────────────────────────

const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A well-formed PNG whose header says 50,000 × 50,000 (7.5 GB to decode), its data only a few zero rows. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, adaptive filter, no interlace
  const rows = zlib.deflateSync(Buffer.alloc(100 * (1 + width * 3)));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngSignatureThenHtml(): Buffer {
  return Buffer.concat([PNG_SIGNATURE, HTML_PAGE]);
}

function isoBox(type: string, content: Buffer = Buffer.alloc(0)): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + content.length);
  return Buffer.concat([size, Buffer.from(type, 'ascii'), content]);
}

/** The top-level boxes of a small MP4 (or MOV for brand `qt  `): ftyp, moov, mdat. */
function isoMedia(brand: string): Buffer {
  return Buffer.concat([
    isoBox('ftyp', Buffer.concat([Buffer.from(brand, 'ascii'), Buffer.alloc(4), Buffer.from(brand, 'ascii')])),
    isoBox('moov', isoBox('mvhd', Buffer.alloc(100))),
    isoBox('mdat', randomBytes(64)),
  ]);
}

/** An MPEG-2 program stream: a pack header, one video packet, the end code. */
function mpegProgramStream(): Buffer {
  const payload = randomBytes(32);
  const packet = Buffer.concat([Buffer.from([0, 0, 1, 0xe0, 0, payload.length]), payload]);
  return Buffer.concat([
    Buffer.from([0, 0, 1, 0xba, 0x44, 0, 4, 0, 4, 1, 1, 0x89, 0xc3, 0xf8]),
    packet,
    Buffer.from([0, 0, 1, 0xb9]),
  ]);
}

describe('contact attachments are what they say, to their last byte', { timeout: 120_000 }, () => {
  it('refuses a picture whose header claims 50,000 × 50,000 pixels, before decoding it', async () => {
    const bomb = pngClaiming(50_000, 50_000);
    const ip = freshIp();
    const answer = await sendContact(
      { ...FIELDS, verification: await solvedVerification() },
      [{ name: 'screen.png', bytes: bomb, type: 'image/png' }],
      { ip },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      key: 'warning_attachment_too_many_pixels',
      msg: 'Attached pictures must be at most 24 megapixels (for example 6000 × 4000)',
    });
    expect(await storedFrom(ip)).toBe(0);
  });

  it('refuses a picture signature followed by an HTML page, a page after a PNG, and a cut-off JPEG', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const verification = await solvedVerification();
    const ip = freshIp();
    for (const [name, bytes] of [
      ['page.png', pngSignatureThenHtml()],
      ['page.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML_PAGE])],
      ['after.png', Buffer.concat([png, HTML_PAGE])],
      ['cut.jpg', photo.subarray(0, photo.length - 40)],
    ] as const) {
      const answer = await sendContact({ ...FIELDS, verification }, [{ name, bytes }], { ip, locale: 'zhTW' });
      expect(answer.status, name).toBe(400);
      expect(answer.body, name).toMatchObject({
        key: 'warning_attachment_unreadable',
        msg: '附件已損毀或不是它所標示的圖片或影片，請重新選擇檔案',
      });
    }
    expect(await storedFrom(ip)).toBe(0);
  });

  it('keeps MP4, MOV and MPEG files built as such, and refuses their signatures followed by a page', async () => {
    const ip = freshIp();
    const videos = [
      { name: 'clip.mp4', bytes: isoMedia('isom'), mimeType: 'video/mp4' },
      { name: 'clip.mov', bytes: isoMedia('qt  '), mimeType: 'video/quicktime' },
      { name: 'clip.mpeg', bytes: mpegProgramStream(), mimeType: 'video/mpeg' },
    ];
    // Refused messages spend no challenge, so one serves every refusal.
    const verification = await solvedVerification();
    for (const { name, bytes } of videos) {
      for (const forged of [Buffer.concat([bytes.subarray(0, 16), HTML_PAGE]), Buffer.concat([bytes, HTML_PAGE])]) {
        const refused = await sendContact({ ...FIELDS, verification }, [{ name, bytes: forged }], { ip });
        expect(refused.status, name).toBe(400);
        expect(refused.body.key, name).toBe('warning_attachment_unreadable');
      }
    }
    for (const [index, files] of [videos.slice(0, 2), videos.slice(2)].entries()) {
      const kept = await sendContact(
        { ...FIELDS, verification: index === 0 ? verification : await solvedVerification() },
        files.map(({ name, bytes }) => ({ name, bytes })),
        { ip },
      );
      expect(kept.status).toBe(200);
      const message = await messageByTicket(kept.body.data.ticketNumber);
      const stored = await t.db.select().from(attachments).where(eq(attachments.ownerId, message!.id));
      expect(stored.map((file) => file.mimeType)).toEqual(files.map((file) => file.mimeType));
    }
  });
});

/** Messages stored earlier (by this process or another) from the address or the member. */
async function storedMessages(
  count: number,
  sender: { ipAddress?: string; userId?: number; minutesAgo?: number },
): Promise<void> {
  const createdAt = sql`now() - make_interval(mins => ${sender.minutesAgo ?? 1})`;
  for (let index = 0; index < count; index += 1) {
    await t.db.insert(contactMessages).values({
      ticketNumber: `WF${randomBytes(6).toString('hex')}`.slice(0, 16),
      userId: sender.userId ?? null,
      fullName: '王小明',
      email: 'ming@example.com',
      messageType: 'video_issue',
      description: 'earlier',
      ipAddress: sender.ipAddress ?? freshIp(),
      verificationSignature: randomBytes(32).toString('hex'),
      createdAt: createdAt as unknown as Date,
    });
  }
}

async function storedFrom(ipAddress: string): Promise<number> {
  return (await t.db.select().from(contactMessages).where(eq(contactMessages.ipAddress, ipAddress))).length;
}
