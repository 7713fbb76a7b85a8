import { mkdir, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { nearestImageWidth, type ImageWidth } from '@wellfit/contracts/images';
import { AppError } from '../errors.ts';
import { boundedImageWork } from '../image-work.ts';

/** Where rendered widths are kept, inside the uploads folder; a dot folder is never served as it is. */
export const VARIANTS_FOLDER = '.variants';
/** Variants change only when their original does (the ETag follows it); a month lets browsers and CDNs keep them. */
const VARIANT_CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';
const RESIZABLE_EXTENSIONS = new Set(['.webp', '.png', '.jpg', '.jpeg', '.gif', '.avif', '.tif', '.tiff']);
/** Good enough for photos and the flat seed artwork at a quarter of the JPEG size. */
const WEBP_QUALITY = 78;

export interface UploadsOptions {
  uploadsDir: string;
}

/**
 * The file under the uploads folder a request path names, or null for anything that is not a
 * plain file path inside it: `..` segments, dot files and folders (the variant cache), absolute paths.
 */
export function uploadedFilePath(uploadsDir: string, requestPath: string): string | null {
  const segments = requestPath.split(/[/\\]/);
  if (segments.some((segment) => segment === '' || segment.startsWith('.') || segment.includes('\0'))) return null;
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, ...segments);
  return file.startsWith(root + path.sep) ? file : null;
}

function parseWidth(value: unknown): number {
  const width = typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(width) || width < 1) throw new AppError('validation_invalid', 400, { field: 'w' });
  return width;
}

/** One render at a time per variant file: concurrent first requests share it. */
const rendering = new Map<string, Promise<void>>();

async function renderVariant(original: string, variant: string, width: ImageWidth): Promise<void> {
  await mkdir(path.dirname(variant), { recursive: true });
  // Written beside and renamed, so a reader never sees half a file.
  const partial = `${variant}.${process.pid}.${Date.now()}.partial`;
  await boundedImageWork(() =>
    sharp(original, { animated: false })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toFile(partial),
  );
  await rename(partial, variant);
}

async function ensureVariant(original: string, originalModified: number, variant: string, width: ImageWidth) {
  const existing = await stat(variant).catch(() => null);
  if (existing && existing.mtimeMs >= originalModified) return;
  let pending = rendering.get(variant);
  if (!pending) {
    pending = renderVariant(original, variant, width).finally(() => rendering.delete(variant));
    rendering.set(variant, pending);
  }
  await pending;
}

/**
 * /uploads: originals as static files; `?w=` answers a WebP of that width (clamped to
 * IMAGE_WIDTHS), rendered once with sharp and kept under uploads/.variants/<width>/.
 */
export async function uploadsPlugin(app: FastifyInstance, options: UploadsOptions): Promise<void> {
  const root = path.resolve(options.uploadsDir);
  await app.register(fastifyStatic, { root, serve: false, maxAge: '7d' });

  app.get<{ Params: { '*': string }; Querystring: { w?: string } }>(
    '/uploads/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const requestPath = request.params['*'];
      const original = uploadedFilePath(root, requestPath);
      if (!original) return reply.callNotFound();
      if (request.query.w === undefined) return reply.sendFile(path.relative(root, original));

      const width = nearestImageWidth(parseWidth(request.query.w));
      const originalStat = await stat(original).catch(() => null);
      if (!originalStat?.isFile()) return reply.callNotFound();
      const extension = path.extname(original).toLowerCase();
      if (!RESIZABLE_EXTENSIONS.has(extension)) return reply.sendFile(path.relative(root, original));

      const relative = path.relative(root, original);
      const variant = path.join(root, VARIANTS_FOLDER, String(width), `${relative.slice(0, -extension.length)}.webp`);
      const etag = `"${width}-${originalStat.size.toString(36)}-${Math.trunc(originalStat.mtimeMs).toString(36)}"`;
      reply.header('cache-control', VARIANT_CACHE_CONTROL).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();

      await ensureVariant(original, originalStat.mtimeMs, variant, width);
      return reply.type('image/webp').send(await readFile(variant));
    },
  );
}
