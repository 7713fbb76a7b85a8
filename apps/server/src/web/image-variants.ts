import { mkdir, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { nearestImageWidth, type ImageWidth } from '@wellfit/contracts/images';
import { AppError } from '../errors.ts';
import { boundedImageWork } from '../image-work.ts';
import { PUBLIC_CACHE_CONTROL, type FileStorage, type StoredObject } from '../storage/file-storage.ts';

/** Where rendered widths are kept, inside the uploads folder; a dot folder is never served as it is. */
export const VARIANTS_FOLDER = '.variants';
/** Variants change only when their original does (the ETag follows it); a month lets browsers and CDNs keep them. */
const VARIANT_CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';
const RESIZABLE_EXTENSIONS = new Set(['.webp', '.png', '.jpg', '.jpeg', '.gif', '.avif', '.tif', '.tiff']);
/** Good enough for photos and the flat seed artwork at a quarter of the JPEG size. */
const WEBP_QUALITY = 78;

export interface UploadsOptions {
  uploadsDir: string;
  /** An S3 store: originals are answered by its public address, widths rendered from its bytes. */
  storage?: FileStorage;
}

/**
 * Folders whose files are written once under a name of their content (avatar.service.ts): kept
 * by browsers and CDNs for a year. Other pictures (the seed's) keep a week.
 */
const WRITE_ONCE_FOLDERS = ['avatars/'];

/** Renders one width of a picture kept in a bucket, and keeps it there for every node (.variants/…). */
async function bucketVariant(storage: FileStorage, key: string, width: ImageWidth, original: StoredObject) {
  const extension = path.extname(key);
  const variantKey = `${VARIANTS_FOLDER}/${width}/${key.slice(0, -extension.length)}.webp`;
  const kept = await storage.read(variantKey);
  if (kept && kept.modifiedAt >= original.modifiedAt) return kept.bytes;
  const bytes = await boundedImageWork(() =>
    sharp(original.bytes, { animated: false })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer(),
  );
  await storage.save(variantKey, bytes);
  return bytes;
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
      const key = path.relative(root, original).split(path.sep).join('/');
      const storage = options.storage;
      if (storage?.driver === 's3') {
        // The bucket's private files are never reached through /uploads (storage/file-storage.ts).
        if (key.split('/')[0] === 'private') return reply.callNotFound();
        if (request.query.w === undefined) {
          // Addresses written before the move to the bucket (/uploads/…) lead to its public address.
          return reply.header('cache-control', 'public, max-age=86400').redirect(storage.publicUrl(key), 301);
        }
        const width = nearestImageWidth(parseWidth(request.query.w));
        const stored = await storage.read(key);
        if (!stored) return reply.callNotFound();
        if (!RESIZABLE_EXTENSIONS.has(path.extname(key).toLowerCase()))
          return reply.redirect(storage.publicUrl(key), 302);
        const etag = `"${width}-${stored.size.toString(36)}-${Math.trunc(stored.modifiedAt.getTime()).toString(36)}"`;
        reply.header('cache-control', VARIANT_CACHE_CONTROL).header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type('image/webp').send(await bucketVariant(storage, key, width, stored));
      }
      if (request.query.w === undefined) {
        return WRITE_ONCE_FOLDERS.some((folder) => key.startsWith(folder))
          ? reply.header('cache-control', PUBLIC_CACHE_CONTROL).sendFile(key, { cacheControl: false })
          : reply.sendFile(key);
      }

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
