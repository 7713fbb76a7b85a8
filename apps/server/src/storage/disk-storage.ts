import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  PRIVATE_URL_SECONDS,
  assertStorageKey,
  contentTypeOf,
  sha256Hex,
  type FileStorage,
  type Visibility,
} from './file-storage.ts';
import { signPrivateAddress } from './signed-address.ts';

export interface DiskStorageOptions {
  /** Public files; the web app serves it at /uploads (web/image-variants.ts). */
  uploadsDir: string;
  /** Private files; never served as a folder, only through signed addresses (storage.routes.ts). */
  privateDir: string;
  /** Key of the HMAC of private addresses. */
  signingKey: string;
  urlPrefix?: string;
}

/**
 * Contact attachments written before private files had their own folder sit under
 * uploads/.support (a dot folder /uploads refuses); they are still found there.
 */
const LEGACY_PRIVATE_PREFIX = '.support/';

/** The local disk: the default for `npm start`, one host (docs/decisions/object-storage.md). */
export function diskStorage(options: DiskStorageOptions): FileStorage {
  const publicRoot = path.resolve(options.uploadsDir);
  const privateRoot = path.resolve(options.privateDir);
  const urlPrefix = options.urlPrefix ?? '/uploads';

  function fileOf(key: string, visibility: Visibility): string {
    assertStorageKey(key, visibility);
    const root = visibility === 'private' && !key.startsWith(LEGACY_PRIVATE_PREFIX) ? privateRoot : publicRoot;
    const file = path.resolve(root, ...key.split('/'));
    if (!file.startsWith(root + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return file;
  }

  return {
    driver: 'disk',
    async save(key, bytes, { visibility = 'public' } = {}) {
      const file = fileOf(key, visibility);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed: a reader (another process) never sees half a file.
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return visibility === 'public' ? this.publicUrl(key) : key;
    },
    async read(key, visibility = 'public') {
      const file = fileOf(key, visibility);
      const [bytes, info] = await Promise.all([readFile(file), stat(file)]).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [null, null] as const;
        throw error;
      });
      if (!bytes || !info) return null;
      return { bytes, contentType: contentTypeOf(key), size: info.size, modifiedAt: info.mtime };
    },
    async stat(key, visibility = 'public') {
      const file = fileOf(key, visibility);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { size: info.size, modifiedAt: info.mtime, sha256: sha256Hex(await readFile(file)) };
    },
    async delete(key, visibility = 'public') {
      await rm(fileOf(key, visibility), { force: true });
    },
    publicUrl(key) {
      assertStorageKey(key);
      return `${urlPrefix}/${key}`;
    },
    async signedUrl(key, { expiresInSeconds = PRIVATE_URL_SECONDS } = {}) {
      assertStorageKey(key);
      return signPrivateAddress(options.signingKey, key, Math.floor(Date.now() / 1000) + expiresInSeconds);
    },
  };
}
