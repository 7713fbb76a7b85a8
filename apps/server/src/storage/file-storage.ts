import { createHash } from 'node:crypto';

/**
 * Where uploaded files go (docs/decisions/object-storage.md): the local disk (the default) or an
 * S3-compatible bucket. One interface for both, so avatars, contact attachments and return
 * pictures are written, read and checked the same way whichever store holds them.
 *
 * Keys are relative paths (`avatars/12-…webp`) and are never reused: a new upload is a new key,
 * so a public file can be cached forever. Public and private files live in two separate
 * namespaces of each store; a caller names the visibility when it writes, reads or deletes.
 */
export type Visibility = 'public' | 'private';

export interface SaveOptions {
  /** 'private' files are never given a public address: only signedUrl serves them. */
  visibility?: Visibility;
  /** Otherwise guessed from the key's extension. */
  contentType?: string;
}

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
  size: number;
  modifiedAt: Date;
}

export interface ObjectInfo {
  size: number;
  modifiedAt: Date;
  /** Hex SHA-256 of the bytes when the store knows it (disk: computed; S3: the metadata written with it). */
  sha256: string | undefined;
}

export interface FileStorage {
  readonly driver: 'disk' | 's3';
  /**
   * Writes the bytes under the key. Answers the address a browser loads a public file from;
   * a private file has none, so the key itself.
   */
  save(key: string, bytes: Buffer, options?: SaveOptions): Promise<string>;
  read(key: string, visibility?: Visibility): Promise<StoredObject | null>;
  stat(key: string, visibility?: Visibility): Promise<ObjectInfo | null>;
  /** Removes the file; a missing one is not an error (a clean-up may run twice). */
  delete(key: string, visibility?: Visibility): Promise<void>;
  /** The address of a public file (on disk /uploads/…, on S3 the CDN's or the bucket's). */
  publicUrl(key: string): string;
  /** A short-lived address of a private file, for a viewer the caller has already checked. */
  signedUrl(key: string, options?: SignedUrlOptions): Promise<string>;
}

export interface SignedUrlOptions {
  /** Seconds the address works; PRIVATE_URL_SECONDS when absent. */
  expiresInSeconds?: number;
}

/** Long enough to open a picture or start a video; short enough that a copied link dies soon. */
export const PRIVATE_URL_SECONDS = 5 * 60;

/** Public files are write-once under unique keys: browsers and the CDN keep them for a year. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  mpeg: 'video/mpeg',
  mpg: 'video/mpeg',
  mov: 'video/quicktime',
  pdf: 'application/pdf',
};

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/**
 * A key is a relative path of plain segments: no `..`, no empty or absolute parts, no NUL or
 * backslash; a public key never starts with private/. Checked by both adapters, so a key valid on
 * disk is valid in a bucket and back.
 */
export function assertStorageKey(key: string, visibility: Visibility = 'public'): void {
  const segments = key.split('/');
  // In a bucket private files live under private/ (s3-storage.ts): a public key there would pass for one.
  if (visibility === 'public' && segments[0] === 'private') {
    throw new Error(`not a storage key for a public file: ${JSON.stringify(key)}`);
  }
  if (
    key.length === 0 ||
    key.length > 900 ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..' || /[\0\\]/.test(segment))
  ) {
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  }
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A short content hash for write-once public names: the same bytes get the same name. */
export function contentName(bytes: Buffer): string {
  return sha256Hex(bytes).slice(0, 20);
}
