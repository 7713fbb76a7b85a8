import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3StorageOptions } from '../storage/s3-storage.ts';

const OBJECT_SUFFIX = '._S3rver_object';

/** s3rver's built-in account: the only keys it accepts. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  endpoint: string;
  /** An S3 store's options for a bucket of this server (created at start). */
  options(bucket?: string): S3StorageOptions;
  /** STORAGE_DRIVER=s3 and the S3_… variables for a server process started by a test. */
  env(bucket?: string): Record<string, string>;
  /** Every key a bucket holds, read from the server's folder (its listing cannot be signed by the SDK: see below). */
  keys(bucket?: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server on a free local port, its objects in a temporary folder
 * (the maintained s3rver fork): the AWS SDK talks to it as it talks to S3, path-style.
 */
export async function startLocalS3(buckets: readonly string[] = ['wellfit-test']): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'wellfit-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // Path-style only: bucket names as host names would need a resolver for *.127.0.0.1.
    vhostBuckets: false,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    options: (bucket = buckets[0]!) => ({
      bucket,
      region: 'us-east-1',
      endpoint,
      credentials: LOCAL_S3_CREDENTIALS,
      forcePathStyle: true,
      publicBaseUrl: `${endpoint}/${bucket}`,
    }),
    env: (bucket = buckets[0]!) => ({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    // The SDK lists a bucket at `/bucket/`, which s3rver signs as `/bucket`: the listing is read
    // from its store instead (objects are files named `<key>._S3rver_object`).
    async keys(bucket = buckets[0]!) {
      const root = path.join(directory, bucket);
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile() && entry.name.endsWith(OBJECT_SUFFIX))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).slice(0, -OBJECT_SUFFIX.length))
        .map((key) => key.split(path.sep).join('/'))
        .sort();
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
