import { PutObjectCommand } from '@aws-sdk/client-s3';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../test/local-s3.ts';
import { sha256Hex } from './file-storage.ts';
import { migrateToS3 } from './migrate-to-s3.ts';
import { s3Storage, type S3FileStorage } from './s3-storage.ts';

const run = promisify(execFile);
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

let s3: LocalS3;
let dataDir: string;
let uploadsDir: string;
let privateUploadsDir: string;

const FILES = {
  'avatars/1-aaa.webp': Buffer.from('avatar one'),
  'products/seed/mat.png': Buffer.from('a product picture'),
  '.support/contact-messages/WF20260101-AAAAA/1-old.jpg': Buffer.from('an attachment from before'),
} as const;
const PRIVATE = { 'support/contact-messages/WF20261202-BBBBB/1-new.png': Buffer.from('a private attachment') };

async function put(root: string, key: string, bytes: Buffer) {
  await mkdir(path.dirname(path.join(root, key)), { recursive: true });
  await writeFile(path.join(root, key), bytes);
}

function freshBucket(name: string): S3FileStorage {
  return s3Storage(s3.options(name));
}

beforeAll(async () => {
  s3 = await startLocalS3(['dry', 'copy', 'cli']);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'wellfit-migrate-'));
  uploadsDir = path.join(dataDir, 'uploads');
  privateUploadsDir = path.join(dataDir, 'private-uploads');
  for (const [key, bytes] of Object.entries(FILES)) await put(uploadsDir, key, bytes);
  for (const [key, bytes] of Object.entries(PRIVATE)) await put(privateUploadsDir, key, bytes);
  // Regenerated from originals; never copied.
  await put(uploadsDir, '.variants/320/products/seed/mat.webp', Buffer.from('a width'));
});
afterAll(async () => {
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('migrate-to-s3', () => {
  it('a dry run lists what it would copy and writes nothing', async () => {
    const target = freshBucket('dry');
    const report = await migrateToS3({ uploadsDir, privateUploadsDir, target, dryRun: true });
    expect(report.copied.sort()).toEqual([...Object.keys(FILES), ...Object.keys(PRIVATE)].sort());
    expect(report.failed).toEqual([]);
    expect(await target.read('avatars/1-aaa.webp')).toBeNull();
    expect(await target.stat('support/contact-messages/WF20261202-BBBBB/1-new.png', 'private')).toBeNull();
  });

  it('copies every file once, keeps private ones private, and a second run skips them all', async () => {
    const target = freshBucket('copy');
    const first = await migrateToS3({ uploadsDir, privateUploadsDir, target, dryRun: false });
    expect(first.copied).toHaveLength(4);
    expect(first.failed).toEqual([]);

    expect((await target.read('avatars/1-aaa.webp'))?.bytes.equals(FILES['avatars/1-aaa.webp'])).toBe(true);
    const publicAnswer = await fetch(target.publicUrl('products/seed/mat.png'));
    expect(publicAnswer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Old and new attachments land under the bucket's private prefix, read only through signed addresses.
    for (const key of ['.support/contact-messages/WF20260101-AAAAA/1-old.jpg', Object.keys(PRIVATE)[0]!]) {
      expect(await target.read(key)).toBeNull();
      expect(await target.read(key, 'private')).not.toBeNull();
    }
    expect(await target.read('.variants/320/products/seed/mat.webp')).toBeNull();
    expect((await target.stat('avatars/1-aaa.webp'))?.sha256).toBe(sha256Hex(FILES['avatars/1-aaa.webp']));

    const again = await migrateToS3({ uploadsDir, privateUploadsDir, target, dryRun: false });
    expect(again.copied).toEqual([]);
    expect(again.skipped).toHaveLength(4);
  });

  it('resumes: copies again only what is missing or differs, and trusts an identical copy made by another tool', async () => {
    const target = freshBucket('copy');
    // A copy cut short by a crash (other bytes under the key) and a lost one.
    await target.client.send(
      new PutObjectCommand({ Bucket: target.bucket, Key: 'avatars/1-aaa.webp', Body: Buffer.from('avatar o') }),
    );
    await target.delete('products/seed/mat.png');
    // The same bytes put by another tool: no SHA-256 metadata, but its ETag is their MD5.
    await target.client.send(
      new PutObjectCommand({
        Bucket: target.bucket,
        Key: 'private/support/contact-messages/WF20261202-BBBBB/1-new.png',
        Body: PRIVATE['support/contact-messages/WF20261202-BBBBB/1-new.png'],
      }),
    );
    const report = await migrateToS3({ uploadsDir, privateUploadsDir, target, dryRun: false });
    expect(report.copied.sort()).toEqual(['avatars/1-aaa.webp', 'products/seed/mat.png']);
    expect(report.skipped).toHaveLength(2);
    expect((await target.read('avatars/1-aaa.webp'))?.bytes.equals(FILES['avatars/1-aaa.webp'])).toBe(true);
  });

  it('the storage command (storage/cli.ts) takes the bucket from the S3_… variables', async () => {
    const env = { ...process.env, ...s3.env('cli'), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    const cli = ['tsx', 'apps/server/src/storage/cli.ts', 'migrate-to-s3'];
    const dry = await run('npx', [...cli, '--dry-run'], { cwd: REPO, env });
    expect(dry.stdout).toContain('would copy avatars/1-aaa.webp');
    expect(dry.stdout).toContain('would copy 4, already in the bucket 0, failed 0');
    const real = await run('npx', cli, { cwd: REPO, env });
    expect(real.stdout).toContain('copied 4, already in the bucket 0, failed 0');
    const resumed = await run('npx', cli, { cwd: REPO, env });
    expect(resumed.stdout).toContain('copied 0, already in the bucket 4, failed 0');
    await expect(run('npx', [...cli, '--force'], { cwd: REPO, env })).rejects.toMatchObject({ code: 2 });
  });
});
