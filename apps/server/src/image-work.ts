import pLimit from 'p-limit';
import sharp from 'sharp';
import { AppError } from './errors.ts';

// libvips keeps recent operations (up to 50 MB) for a pipeline that repeats one on the same
// input; no pipeline here does (an avatar is decoded once, a width variant is kept on disk), so
// the cache would only hold memory after a burst of uploads.
sharp.cache(false);

/**
 * Decoding an image is CPU and memory the event loop does not see: libvips works on its own
 * threads, and each image in flight holds its decoded pixels. So every sharp pipeline of the
 * process (avatar uploads, /uploads width variants) runs through this one line: at most
 * `concurrency` at once (the machine kind has 2 cores), the rest wait their turn, and past
 * `maxWaiting` waiting a new one is refused (503, try again) instead of queueing without end.
 */
export const IMAGE_WORK_LIMITS = { concurrency: 2, maxWaiting: 64 } as const;

const line = pLimit(IMAGE_WORK_LIMITS.concurrency);

export function boundedImageWork<Result>(work: () => Promise<Result>): Promise<Result> {
  if (line.pendingCount >= IMAGE_WORK_LIMITS.maxWaiting) {
    return Promise.reject(new AppError('image_processing_busy', 503));
  }
  return line(work);
}

/** Images in work and waiting, for tests and diagnostics. */
export function imageWorkLoad(): { active: number; waiting: number } {
  return { active: line.activeCount, waiting: line.pendingCount };
}

/** What an image's header says, its size as shown (after the EXIF orientation). */
export interface ImageHeader {
  /** sharp's name of the format: 'jpeg', 'png', … */
  format: string;
  width: number;
  height: number;
}

/**
 * The header of an image (sharp's metadata() decodes no pixel, so a decompression bomb costs
 * only this read); undefined when the bytes are no image sharp can read. The first of the two
 * checks of an uploaded picture (docs/decisions/avatar-image-limits.md): refuse by the header's
 * size, then decode what is left.
 */
export async function readImageHeader(bytes: Buffer): Promise<ImageHeader | undefined> {
  try {
    // sharp's own pixel limit (268 megapixels) would call a large header unreadable; the
    // caller's rule names the size instead.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    return {
      format: metadata.format ?? '',
      width: metadata.autoOrient?.width ?? metadata.width ?? 0,
      height: metadata.autoOrient?.height ?? metadata.height ?? 0,
    };
  } catch {
    return undefined;
  }
}

/** Options for a pipeline that decodes an upload: never more pixels than its rule allows, whatever the header said. */
export function uploadDecodeOptions(maxPixels: number) {
  return { limitInputPixels: maxPixels } as const;
}

/** A PNG ends with its IEND chunk (length 0, type, CRC); bytes after it are no part of the picture. */
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * The second check of an uploaded picture kept as it was sent (contact attachments): every pixel
 * decodes (a header over a cut-off or foreign body fails here), within `maxPixels`, in the
 * bounded line; and a PNG ends where its format ends. A JPEG may carry data after its end (phones
 * append a motion clip there), which no viewer shows as anything but the picture. Rejects with
 * `image_processing_busy` when the line is full.
 */
export async function decodesWhole(bytes: Buffer, header: ImageHeader, maxPixels: number): Promise<boolean> {
  if (header.format === 'png' && !bytes.subarray(-PNG_END.length).equals(PNG_END)) return false;
  try {
    await boundedImageWork(() =>
      sharp(bytes, { ...uploadDecodeOptions(maxPixels), sequentialRead: true, failOn: 'warning' }).stats(),
    );
    return true;
  } catch (error) {
    if (error instanceof AppError) throw error;
    return false;
  }
}
