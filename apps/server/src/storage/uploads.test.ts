import { readdir } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_PATHS } from '@wellfit/contracts/support';
import { privateAttachmentAddress } from '../modules/support/attachments.service.ts';
import { createVerificationChallenge, sendContactMessage } from '../modules/support/support.service.ts';
import { attachments, contactMessages } from '../modules/support/support.tables.ts';
import { callApi, freshIp } from '../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createMember } from '../test/factories.ts';
import { startLocalS3, type LocalS3 } from '../test/local-s3.ts';
import { uploadsPlugin } from '../web/image-variants.ts';
import type { FileStorage } from './file-storage.ts';

/**
 * Avatars and contact attachments through the real app, on the local disk and in an S3 bucket:
 * what a member sees is the same, private files reach only their owner (and operators), and an
 * upload that fails leaves no file behind.
 */

const BOUNDARY = '----wellfit-storage-test';

function multipart(fields: Record<string, string>, files: { field: string; name: string; bytes: Buffer }[]) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

async function solved(key: string): Promise<string> {
  const challenge = await createVerificationChallenge(key);
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  return Buffer.from(JSON.stringify({ ...challenge, number: solution!.number, maxnumber: undefined })).toString(
    'base64',
  );
}

describe.each(['disk', 's3'] as const)('uploads through the app on %s', { timeout: 120_000 }, (driver) => {
  let s3: LocalS3 | undefined;
  let t: TestApp;
  let dataDir: string;
  let picture: Buffer;

  /** Every key the store holds, public and private. */
  async function storedKeys(): Promise<string[]> {
    if (s3) return s3.keys();
    const keys: string[] = [];
    for (const root of [t.config.uploadsDir, t.config.privateUploadsDir]) {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries)
        if (entry.isFile()) keys.push(path.relative(root, path.join(entry.parentPath, entry.name)));
    }
    return keys.sort();
  }

  /** A browser's GET of an address the app handed out. */
  async function open(url: string) {
    if (url.startsWith('http')) {
      const response = await fetch(url);
      return {
        status: response.status,
        cacheControl: response.headers.get('cache-control'),
        body: Buffer.from(await response.arrayBuffer()),
      };
    }
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, cacheControl: response.headers['cache-control'], body: response.rawPayload };
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), `wellfit-uploads-${driver}-`));
    if (driver === 's3') s3 = await startLocalS3(['wellfit-uploads']);
    t = await buildTestApp({
      config: {
        dataDir,
        uploadsDir: path.join(dataDir, 'uploads'),
        ...(s3 ? { storage: { driver: 's3', s3: s3.options() } } : {}),
      },
      // The web app serves /uploads; these tests need only that part of it.
      register: async (app) => {
        await app.register(uploadsPlugin, { uploadsDir: path.join(dataDir, 'uploads'), storage: app.fileStorage });
      },
    });
    picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c43' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores an avatar the browser then loads, cached for good; a refused one leaves nothing', async () => {
    const { user, token } = await createMember(t.db);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/web/user/uploadAvatar',
      headers: { token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, locale: 'en' },
      payload: multipart({}, [{ field: 'file', name: 'me.png', bytes: picture.subarray(0, 200) }]),
    });
    expect(refused.statusCode).toBe(400);
    expect(await storedKeys()).toEqual([]);

    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/web/user/uploadAvatar',
      headers: { token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, locale: 'en' },
      payload: multipart({}, [{ field: 'file', name: 'me.png', bytes: picture }]),
    });
    expect(upload.statusCode).toBe(200);
    const avatarUrl: string = upload.json().data.avatarUrl;
    expect(avatarUrl.startsWith(driver === 's3' ? s3!.endpoint : '/uploads/avatars/')).toBe(true);
    const loaded = await open(avatarUrl);
    expect(loaded.status).toBe(200);
    expect(loaded.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(await sharp(loaded.body).metadata()).toMatchObject({ width: 256, height: 256, format: 'webp' });
    expect(await storedKeys()).toEqual([expect.stringMatching(new RegExp(`^avatars/${user.id}-[0-9a-f]{20}\\.webp$`))]);
    // Pages let the browser load pictures and videos from the bucket.
    const policy = String(
      (await t.app.inject({ method: 'GET', url: '/uploads/avatars/none.webp' })).headers['content-security-policy'],
    );
    if (s3) expect(policy).toMatch(new RegExp(`media-src [^;]*${s3.endpoint.replace(/\./g, '\\.')}`));
  });

  it("gives a contact attachment's short-lived address to its sender only, and to an operator", async () => {
    const sender = await createMember(t.db);
    const other = await createMember(t.db);
    const sent = await t.app.inject({
      method: 'POST',
      url: SUPPORT_PATHS.contact,
      remoteAddress: freshIp(),
      headers: { token: sender.token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, locale: 'en' },
      payload: multipart(
        {
          fullName: '王小明',
          email: 'ming@example.com',
          messageType: 'video_issue',
          message: '影片播不出來',
          verification: await solved(t.config.contactVerificationKey),
        },
        [{ field: 'attachments', name: 'screen.png', bytes: picture }],
      ),
    });
    expect(sent.statusCode).toBe(200);
    const [message] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.ticketNumber, sent.json().data.ticketNumber));
    const [file] = await t.db.select().from(attachments).where(eq(attachments.ownerId, message!.id));
    const addressPath = SUPPORT_PATHS.attachmentAddress.replace(':id', String(file!.id));

    // Never at a public address.
    expect((await open(t.app.fileStorage.publicUrl(file!.storageKey))).status).not.toBe(200);

    const mine = await callApi(t.app, 'GET', addressPath, undefined, { token: sender.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ mimeType: 'image/png', originalName: 'screen.png' });
    expect(Date.parse(mine.body.data.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
    const opened = await open(mine.body.data.url);
    expect(opened.status).toBe(200);
    expect(opened.body.equals(picture)).toBe(true);
    expect(opened.cacheControl).toBe('private, no-store');

    const theirs = await callApi(t.app, 'GET', addressPath, undefined, { token: other.token, locale: 'en' });
    expect(theirs).toMatchObject({ status: 404, body: { key: 'file_not_found' } });
    expect((await callApi(t.app, 'GET', addressPath)).status).toBe(401);
    const missing = SUPPORT_PATHS.attachmentAddress.replace(':id', String(file!.id + 1000));
    expect((await callApi(t.app, 'GET', missing, undefined, { token: sender.token })).status).toBe(404);

    const forOperator = await privateAttachmentAddress(t.ctx(), t.app.fileStorage, file!.id, {
      kind: 'operator',
      operatorId: 1,
    });
    expect((await open(forOperator.url)).body.equals(picture)).toBe(true);
  });

  it('refuses an attachment by its content before anything is written', async () => {
    const before = await storedKeys();
    const refused = await t.app.inject({
      method: 'POST',
      url: SUPPORT_PATHS.contact,
      remoteAddress: freshIp(),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, locale: 'en' },
      payload: multipart(
        {
          fullName: '王小明',
          email: 'ming@example.com',
          messageType: 'video_issue',
          message: '附檔',
          verification: 'x',
        },
        [{ field: 'attachments', name: 'screen.png', bytes: Buffer.from('<html><script>alert(1)</script>') }],
      ),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().key).toBe('warning_attachment_type');
    expect(await storedKeys()).toEqual(before);
  });

  it('deletes the files of a contact message whose storing failed half-way: no orphan, no message', async () => {
    const before = await storedKeys();
    const messagesBefore = (await t.db.select().from(contactMessages)).length;
    const real = t.app.fileStorage;
    let saves = 0;
    // The second file cannot be written (a full disk, a bucket that refuses): the first was.
    const failingSecondWrite: FileStorage = {
      ...real,
      driver: real.driver,
      save: (key, bytes, options) =>
        ++saves === 2 ? Promise.reject(new Error('disk full')) : real.save(key, bytes, options),
      delete: (key, visibility) => real.delete(key, visibility),
    };
    await expect(
      sendContactMessage(
        t.ctx(),
        {
          storage: failingSecondWrite,
          email: { send: async () => {} },
          verificationKey: t.config.contactVerificationKey,
          logger: t.app.log,
        },
        { userId: null, ipAddress: freshIp() },
        {
          fullName: '陳大文',
          email: 'wen@example.com',
          messageType: 'video_issue',
          message: '兩張截圖',
          verification: await solved(t.config.contactVerificationKey),
        } as Parameters<typeof sendContactMessage>[3],
        [
          { bytes: picture, truncated: false, originalName: 'a.png' },
          { bytes: picture, truncated: false, originalName: 'b.png' },
        ],
      ),
    ).rejects.toThrow('disk full');
    expect(saves).toBe(2);
    expect(await storedKeys()).toEqual(before);
    expect((await t.db.select().from(contactMessages)).length).toBe(messagesBefore);
  });
});
