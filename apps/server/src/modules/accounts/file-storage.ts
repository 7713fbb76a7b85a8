import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files go; the local-disk adapter today, an object store later. */
export interface FileStorage {
  /** Stores the bytes under a relative key (avatars/…) and answers the public address. */
  save(key: string, bytes: Buffer): Promise<string>;
}

/** Files under DATA_DIR/uploads, which the web app serves at /uploads (web-app.plugin.ts). */
export function localDiskStorage(uploadsDir: string, urlPrefix = '/uploads'): FileStorage {
  return {
    async save(key, bytes) {
      const file = path.join(uploadsDir, key);
      if (!file.startsWith(path.resolve(uploadsDir) + path.sep))
        throw new Error(`storage key escapes the root: ${key}`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return `${urlPrefix}/${key.split(path.sep).join('/')}`;
    },
  };
}
