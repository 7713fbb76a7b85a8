import type { Config } from '../config.ts';
import { diskStorage } from './disk-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { s3Storage } from './s3-storage.ts';

/** STORAGE_DRIVER=disk (the default) or s3 (config.ts). */
export function storageFromConfig(config: Config): FileStorage {
  if (config.storage.driver === 's3') return s3Storage(config.storage.s3);
  return diskStorage({
    uploadsDir: config.uploadsDir,
    privateDir: config.privateUploadsDir,
    signingKey: config.privateFileSigningKey,
  });
}

/** Where browsers load stored files from when not from the shop itself: the bucket's endpoint and the CDN. */
export function storageOrigins(config: Config): string[] {
  if (config.storage.driver !== 's3') return [];
  const { bucket, region, endpoint, publicBaseUrl } = config.storage.s3;
  // Presigned addresses name the endpoint; without one, the bucket's AWS host.
  const signedOrigin = endpoint ?? `https://${bucket}.s3.${region}.amazonaws.com`;
  return [...new Set([publicBaseUrl, signedOrigin].map((url) => new URL(url).origin))];
}
