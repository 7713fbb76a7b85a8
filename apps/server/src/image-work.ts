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
