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
