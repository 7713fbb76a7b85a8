import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sha256Hex, type Visibility } from './file-storage.ts';
import type { S3FileStorage } from './s3-storage.ts';

/** Regenerated on demand from their originals (web/image-variants.ts): not worth a copy. */
const SKIPPED_FOLDERS = new Set(['.variants']);
/** Contact attachments written before private files had their own folder (disk-storage.ts). */
const LEGACY_PRIVATE_FOLDER = '.support';

export interface LocalFile {
  key: string;
  visibility: Visibility;
  file: string;
}

export interface MigrationReport {
  /** Copied and verified (or, in a dry run, to be copied). */
  copied: string[];
  /** Already in the bucket with the same checksum. */
  skipped: string[];
  failed: { key: string; reason: string }[];
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Every file of the disk store, with the key and visibility it has in a bucket. */
export async function localFiles(uploadsDir: string, privateUploadsDir: string): Promise<LocalFile[]> {
  const files: LocalFile[] = [];
  for (const key of await filesUnder(uploadsDir)) {
    const top = key.split('/')[0]!;
    if (SKIPPED_FOLDERS.has(top)) continue;
    files.push({
      key,
      visibility: top === LEGACY_PRIVATE_FOLDER ? 'private' : 'public',
      file: path.join(uploadsDir, key),
    });
  }
  for (const key of await filesUnder(privateUploadsDir)) {
    files.push({ key, visibility: 'private', file: path.join(privateUploadsDir, key) });
  }
  return files;
}

/** The bucket's checksums of one object: our SHA-256 metadata, and the ETag (the MD5 of a single-part upload). */
async function bucketChecksums(target: S3FileStorage, objectKey: string) {
  try {
    const head = await target.client.send(new HeadObjectCommand({ Bucket: target.bucket, Key: objectKey }));
    return { sha256: head.Metadata?.sha256, etag: head.ETag?.replaceAll('"', ''), size: head.ContentLength };
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
    throw error;
  }
}

function sameContent(
  bucket: { sha256?: string; etag?: string; size?: number } | null,
  local: { sha256: string; md5: string; size: number },
): boolean {
  if (!bucket || bucket.size !== local.size) return false;
  if (bucket.sha256) return bucket.sha256 === local.sha256;
  // An object copied by another tool: a single-part upload's ETag is its MD5.
  return bucket.etag === local.md5;
}

/**
 * `npm run storage -- migrate-to-s3 [--dry-run]`: copies the disk store's files into the bucket
 * under the same keys. Resumable: an object already there with the same checksum is skipped, so
 * a run that stopped half-way is simply run again. Each copy is checked twice: the bucket checks
 * the Content-MD5 on receipt, and the object is read back (HEAD) for its SHA-256 and ETag.
 */
export async function migrateToS3(options: {
  uploadsDir: string;
  privateUploadsDir: string;
  target: S3FileStorage;
  dryRun: boolean;
  progress?: (line: string) => void;
}): Promise<MigrationReport> {
  const { target, dryRun } = options;
  const progress = options.progress ?? (() => {});
  const report: MigrationReport = { copied: [], skipped: [], failed: [] };
  for (const local of await localFiles(options.uploadsDir, options.privateUploadsDir)) {
    const label = local.visibility === 'private' ? `${local.key} (private)` : local.key;
    try {
      const bytes = await readFile(local.file);
      const checksums = {
        sha256: sha256Hex(bytes),
        md5: createHash('md5').update(bytes).digest('hex'),
        size: bytes.length,
      };
      const objectKey = target.objectKey(local.key, local.visibility);
      if (sameContent(await bucketChecksums(target, objectKey), checksums)) {
        report.skipped.push(local.key);
        continue;
      }
      if (dryRun) {
        report.copied.push(local.key);
        progress(`would copy ${label}`);
        continue;
      }
      await target.save(local.key, bytes, { visibility: local.visibility });
      const copied = await bucketChecksums(target, objectKey);
      if (!copied || copied.sha256 !== checksums.sha256 || copied.etag !== checksums.md5) {
        throw new Error('the copy in the bucket does not match the file (SHA-256 or ETag)');
      }
      report.copied.push(local.key);
      progress(`copied ${label}`);
    } catch (error) {
      report.failed.push({ key: local.key, reason: error instanceof Error ? error.message : String(error) });
      progress(`FAILED ${label}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return report;
}
