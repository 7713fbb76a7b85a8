import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createHash } from 'node:crypto';
import {
  PRIVATE_CACHE_CONTROL,
  PRIVATE_URL_SECONDS,
  PUBLIC_CACHE_CONTROL,
  assertStorageKey,
  contentTypeOf,
  sha256Hex,
  type FileStorage,
  type Visibility,
} from './file-storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Unset: AWS itself; set for R2, MinIO, a local test server. */
  endpoint: string | undefined;
  /** Unset: the SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (MinIO, the test server) rather than in the host name. */
  forcePathStyle: boolean;
  /** The CDN (or the bucket's public host) that serves public keys: `${base}/${key}`. */
  publicBaseUrl: string;
}

/** Private files live under this prefix of the bucket; the bucket policy or CDN never serves it. */
export const PRIVATE_PREFIX = 'private/';
/** The SHA-256 of the bytes, written with every object: the migrate command's checksum. */
export const SHA256_METADATA = 'sha256';

function objectKey(key: string, visibility: Visibility): string {
  assertStorageKey(key, visibility);
  return visibility === 'private' ? `${PRIVATE_PREFIX}${key}` : key;
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}

export function createS3Client(options: S3StorageOptions): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Other S3-compatible stores (R2, MinIO) do not all take the SDK's default CRC checksums;
    // each put carries Content-MD5 instead, which every one of them checks.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export interface S3FileStorage extends FileStorage {
  readonly client: S3Client;
  readonly bucket: string;
  objectKey(key: string, visibility: Visibility): string;
}

/** An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO …) through the AWS SDK's S3 client. */
export function s3Storage(options: S3StorageOptions, client = createS3Client(options)): S3FileStorage {
  const { bucket } = options;
  const publicBase = options.publicBaseUrl.replace(/\/$/, '');
  return {
    driver: 's3',
    client,
    bucket,
    objectKey,
    async save(key, bytes, { visibility = 'public', contentType } = {}) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key, visibility),
          Body: bytes,
          ContentType: contentType ?? contentTypeOf(key),
          ContentMD5: createHash('md5').update(bytes).digest('base64'),
          CacheControl: visibility === 'public' ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
          Metadata: { [SHA256_METADATA]: sha256Hex(bytes) },
        }),
      );
      return visibility === 'public' ? this.publicUrl(key) : key;
    },
    async read(key, visibility = 'public') {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key, visibility) }));
        const bytes = Buffer.from(await answer.Body!.transformToByteArray());
        return {
          bytes,
          contentType: answer.ContentType ?? contentTypeOf(key),
          size: bytes.length,
          modifiedAt: answer.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async stat(key, visibility = 'public') {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key, visibility) }));
        return {
          size: head.ContentLength ?? 0,
          modifiedAt: head.LastModified ?? new Date(0),
          sha256: head.Metadata?.[SHA256_METADATA],
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key, visibility = 'public') {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key, visibility) }));
    },
    publicUrl(key) {
      assertStorageKey(key);
      return `${publicBase}/${key.split('/').map(encodeURIComponent).join('/')}`;
    },
    async signedUrl(key, { expiresInSeconds = PRIVATE_URL_SECONDS } = {}) {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: objectKey(key, 'private'),
        // The same answer headers as the disk store's route: never kept by a browser or a proxy.
        ResponseCacheControl: PRIVATE_CACHE_CONTROL,
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
  };
}
