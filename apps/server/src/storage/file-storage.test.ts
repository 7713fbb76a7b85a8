import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../test/local-s3.ts';
import { uploadsPlugin } from '../web/image-variants.ts';
import { diskStorage } from './disk-storage.ts';
import { sha256Hex, type FileStorage } from './file-storage.ts';
import { s3Storage } from './s3-storage.ts';
import { privateFilesRoutes } from './storage.routes.ts';

/**
 * One suite, two stores: everything a caller of FileStorage relies on holds on the local disk
 * and in an S3 bucket (a local S3-compatible server), read back the way a browser reads it.
 */

const SIGNING_KEY = 'test-private-file-key';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

interface Store {
  storage: FileStorage;
  /** A browser's GET: the shop's own paths through the app, a bucket's addresses over HTTP. */
  get(url: string): Promise<Answer>;
  close(): Promise<void>;
}

async function shopApp(storage: FileStorage, uploadsDir: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(uploadsPlugin, { uploadsDir, storage });
  if (storage.driver === 'disk') await app.register(privateFilesRoutes, { storage, signingKey: SIGNING_KEY });
  return app;
}

function browser(app: FastifyInstance) {
  return async function get(url: string): Promise<Answer> {
    if (url.startsWith('http')) {
      const response = await fetch(url, { redirect: 'follow' });
      return {
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: Buffer.from(await response.arrayBuffer()),
      };
    }
    const response = await app.inject({ method: 'GET', url });
    const location = response.headers.location;
    if (response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string') return get(location);
    return {
      status: response.statusCode,
      headers: Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)])),
      body: response.rawPayload,
    };
  };
}

const stores: Record<'disk' | 's3', () => Promise<Store>> = {
  async disk() {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wellfit-storage-disk-'));
    const uploadsDir = path.join(dataDir, 'uploads');
    const storage = diskStorage({ uploadsDir, privateDir: path.join(dataDir, 'private'), signingKey: SIGNING_KEY });
    const app = await shopApp(storage, uploadsDir);
    return {
      storage,
      get: browser(app),
      close: async () => {
        await app.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  },
  async s3() {
    const s3: LocalS3 = await startLocalS3(['wellfit-suite']);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wellfit-storage-s3-'));
    const storage = s3Storage(s3.options());
    const app = await shopApp(storage, path.join(dataDir, 'uploads'));
    return {
      storage,
      get: browser(app),
      close: async () => {
        await app.close();
        await s3.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  },
};

describe.each(['disk', 's3'] as const)('FileStorage on %s', (driver) => {
  let store: Store;
  let picture: Buffer;
  beforeAll(async () => {
    store = await stores[driver]();
    picture = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await store?.close();
  });

  it('keeps a public file at an address a browser loads, cached for a year', async () => {
    const url = await store.storage.save('avatars/7-abc.png', picture);
    expect(url).toBe(store.storage.publicUrl('avatars/7-abc.png'));
    const answer = await store.get(url);
    expect(answer.status).toBe(200);
    expect(answer.body.equals(picture)).toBe(true);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const read = await store.storage.read('avatars/7-abc.png');
    expect(read?.bytes.equals(picture)).toBe(true);
    expect(await store.storage.stat('avatars/7-abc.png')).toMatchObject({
      size: picture.length,
      sha256: sha256Hex(picture),
    });
  });

  it('answers /uploads/… addresses written before, and renders a width of a picture', async () => {
    await store.storage.save('products/mat.png', picture);
    const original = await store.get('/uploads/products/mat.png');
    expect(original.status).toBe(200);
    expect(original.body.equals(picture)).toBe(true);

    const narrow = await store.get('/uploads/products/mat.png?w=320');
    expect(narrow.status).toBe(200);
    expect(narrow.headers['content-type']).toBe('image/webp');
    expect((await sharp(narrow.body).metadata()).width).toBe(320);
    // Kept beside the original for the next request (and, in a bucket, for every node).
    expect(await store.storage.read('.variants/320/products/mat.webp')).not.toBeNull();
    expect((await store.get('/uploads/products/missing.png?w=320')).status).toBe(404);
  });

  it('gives a private file no public address, only a short-lived signed one', async () => {
    const bytes = Buffer.from('%PDF-1.4 a receipt');
    const key = 'support/contact-messages/WF20261202-ABCDE/1-f00.pdf';
    expect(await store.storage.save(key, bytes, { visibility: 'private' })).toBe(key);

    expect(await store.storage.read(key)).toBeNull();
    expect((await store.get(`/uploads/${key}`)).status).not.toBe(200);
    expect((await store.get(`/uploads/private/${key}`)).status).toBe(404);
    expect((await store.get(`/uploads/private/${key}?w=320`)).status).toBe(404);
    expect((await store.storage.read(key, 'private'))?.bytes.equals(bytes)).toBe(true);

    const signed = await store.storage.signedUrl(key);
    const answer = await store.get(signed);
    expect(answer.status).toBe(200);
    expect(answer.body.equals(bytes)).toBe(true);
    expect(answer.headers['cache-control']).toBe('private, no-store');

    const forged = signed.replace(/(signature|X-Amz-Signature)=([^&]{4})/, (_whole, name: string, start: string) => {
      return `${name}=${start === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    });
    expect(forged).not.toBe(signed);
    expect((await store.get(forged)).status).toBe(403);
  });

  it('refuses a signed address once it has expired', async () => {
    const key = 'returns/R1/1-a.png';
    await store.storage.save(key, picture, { visibility: 'private' });
    const signed = await store.storage.signedUrl(key, { expiresInSeconds: 1 });
    expect((await store.get(signed)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const late = await store.get(signed);
    expect(late.status).toBe(403);
    expect(late.body.equals(picture)).toBe(false);
  });

  it('deletes a file, and deleting a missing file is no error', async () => {
    await store.storage.save('avatars/8-gone.png', picture);
    await store.storage.delete('avatars/8-gone.png');
    expect(await store.storage.read('avatars/8-gone.png')).toBeNull();
    expect(await store.storage.stat('avatars/8-gone.png')).toBeNull();
    await store.storage.delete('avatars/8-gone.png');
    await store.storage.save('support/x/1.png', picture, { visibility: 'private' });
    await store.storage.delete('support/x/1.png', 'private');
    expect(await store.storage.read('support/x/1.png', 'private')).toBeNull();
  });

  it('refuses keys that are not plain relative paths', async () => {
    for (const key of ['../escape.png', '/absolute.png', 'a//b.png', 'a/./b.png', 'a\\b.png', '']) {
      await expect(store.storage.save(key, picture)).rejects.toThrow(/storage key/);
    }
    // A public file under private/ would sit among the private ones of a bucket.
    await expect(store.storage.save('private/x.png', picture)).rejects.toThrow(/storage key/);
    await store.storage.save('private/x.png', picture, { visibility: 'private' });
  });
});
