import path from 'node:path';

/** Media ids that are safe as file names (no separators, no dots). */
const MEDIA_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Course video files live in DATA_DIR/videos as `<videoId>.mp4`, outside the statically served
 * uploads: the only way to them is the permission-checked file route.
 */
export function videosDirectory(dataDir: string): string {
  return path.join(dataDir, 'videos');
}

export function videoFilePath(dataDir: string, mediaId: string): string | null {
  if (!MEDIA_ID_PATTERN.test(mediaId)) return null;
  return path.join(videosDirectory(dataDir), `${mediaId}.mp4`);
}
