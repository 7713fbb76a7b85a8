import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@wellfit/contracts/images';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { uploadsPlugin, VARIANTS_FOLDER } from './image-variants.ts';

let t: TestApp;
let dataDir: string;
let uploadsDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'wellfit-image-variants-'));
  uploadsDir = path.join(dataDir, 'uploads');
  await mkdir(path.join(uploadsDir, 'products'), { recursive: true });
  await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#1f9488' } })
    .png()
    .toFile(path.join(uploadsDir, 'products', 'mat.png'));
  await sharp({ create: { width: 200, height: 200, channels: 3, background: '#f46a45' } })
    .webp()
    .toFile(path.join(uploadsDir, 'products', 'small.webp'));
  await writeFile(path.join(dataDir, 'secret.txt'), 'outside the uploads folder');
  t = await buildTestApp({
    register: async (app) => {
      await app.register(uploadsPlugin, { uploadsDir });
    },
  });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /uploads/… (pictures and their widths)', () => {
  it('serves the original when no width is asked for', async () => {
    const response = await get('/uploads/products/mat.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1000);
  });

  it('answers ?w= with a WebP of that width, rendered once and cached on disk with long-lived headers', async () => {
    const first = await get('/uploads/products/mat.png?w=480');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toMatch(/max-age=\d{7,}/);
    const metadata = await sharp(first.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 480, height: 288 });

    const cached = path.join(uploadsDir, VARIANTS_FOLDER, '480', 'products', 'mat.webp');
    const renderedAt = (await stat(cached)).mtimeMs;
    const second = await get('/uploads/products/mat.png?w=480');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await stat(cached)).mtimeMs).toBe(renderedAt);

    const revalidated = await get('/uploads/products/mat.png?w=480', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it('clamps an unknown width to the nearest allowed one and never renders other sizes', async () => {
    for (const [asked, served] of [
      [500, 480],
      [1, 160],
      [99_999, 1280],
      [800, 960],
    ] as const) {
      const response = await get(`/uploads/products/mat.png?w=${asked}`);
      expect(response.statusCode).toBe(200);
      expect((await sharp(response.rawPayload).metadata()).width).toBe(Math.min(served, 1000));
    }
    const rendered = await readdir(path.join(uploadsDir, VARIANTS_FOLDER));
    expect(rendered.every((width) => (IMAGE_WIDTHS as readonly number[]).includes(Number(width)))).toBe(true);
  });

  it('never enlarges a picture smaller than the width asked for', async () => {
    const response = await get('/uploads/products/small.webp?w=1280');
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(200);
  });

  it('answers a width that is not a number with a §8 message', async () => {
    const response = await get('/uploads/products/mat.png?w=abc', { locale: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 400,
      key: 'validation_invalid',
      msg: expect.stringContaining('w'),
      data: null,
    });
  });

  it('refuses paths outside the uploads folder and the variant cache itself', async () => {
    for (const url of [
      '/uploads/../secret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/products/%2e%2e%2f%2e%2e%2fsecret.txt?w=480',
      '/uploads/..%5csecret.txt',
      `/uploads/${VARIANTS_FOLDER}/480/products/mat.webp`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('outside the uploads folder');
    }
    expect(existsSync(path.join(uploadsDir, VARIANTS_FOLDER, '480', 'secret.webp'))).toBe(false);
  });

  it('answers 404 for a missing picture, at any width', async () => {
    expect((await get('/uploads/products/missing.png')).statusCode).toBe(404);
    expect((await get('/uploads/products/missing.png?w=320')).statusCode).toBe(404);
  });
});
