import sharp from 'sharp';
import { AVATAR } from '@wellfit/contracts/constants';
import { avatarProblem } from '@wellfit/contracts/validation';
import type { ServiceContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { boundedImageWork, readImageHeader, uploadDecodeOptions } from '../../image-work.ts';
import { setAvatarUrl } from './accounts.service.ts';
import { contentName, type FileStorage } from '../../storage/file-storage.ts';

/** Stored avatars are squares of this many pixels (twice the largest size the site shows). */
export const STORED_AVATAR_PX = 256;

/** What the content says, not the name: JPEG and PNG are the jpg/jpeg/png of SPEC §5. */
const EXTENSION_OF_FORMAT: Record<string, string> = { jpeg: 'jpg', png: 'png' };

/**
 * sharp refuses to decode more pixels than the avatar rule allows, even if a header lied to
 * the rule's check (readImageHeader reads only the header, so an oversized image is never decoded).
 */
const DECODE_OPTIONS = uploadDecodeOptions(AVATAR.maxPixels);

/**
 * SPEC §3, §5 avatar: at least 128×128 px and at most 2 MB, checked from the file's content
 * with sharp (the name and the browser's MIME type are not trusted); stored as a 256 px WebP.
 * Beyond SPEC, at most AVATAR.maxPixels, and the decoding waits its turn (image-work.ts).
 */
export async function uploadAvatar(
  ctx: ServiceContext,
  storage: FileStorage,
  userId: number,
  upload: { bytes: Buffer; truncated: boolean },
): Promise<{ avatarUrl: string }> {
  if (upload.truncated || upload.bytes.length > AVATAR.maxBytes) throw new AppError('warning_avatar_too_large', 400);
  const header = await readImageHeader(upload.bytes);
  if (!header) throw new AppError('warning_avatar_unreadable', 400);
  const extension = EXTENSION_OF_FORMAT[header.format];
  if (!extension) throw new AppError('warning_avatar_type', 400);
  const problem = avatarProblem({
    name: `avatar.${extension}`,
    size: upload.bytes.length,
    width: header.width,
    height: header.height,
  });
  if (problem) throw new AppError(problem, 400);
  const resized = await boundedImageWork(() =>
    sharp(upload.bytes, DECODE_OPTIONS)
      .rotate()
      .resize(STORED_AVATAR_PX, STORED_AVATAR_PX, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer(),
  ).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    // A header that passed the checks over a body that cannot be decoded (cut off, corrupt).
    throw new AppError('warning_avatar_unreadable', 400, {}, { cause: error });
  });
  // Written only after every check passed; named by its content, so it never changes and is cached for good.
  const key = `avatars/${userId}-${contentName(resized)}.webp`;
  const avatarUrl = await storage.save(key, resized);
  try {
    await setAvatarUrl(ctx, userId, avatarUrl);
  } catch (error) {
    // A file no row names is an orphan: nothing would ever delete it.
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  return { avatarUrl };
}
