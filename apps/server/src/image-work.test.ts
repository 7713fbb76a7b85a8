import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { boundedImageWork, IMAGE_WORK_LIMITS, imageWorkLoad } from './image-work.ts';

describe('image work (issue 15: bounded image processing)', () => {
  it('runs two at once, lets 64 wait, refuses the next with 503, and takes work again once they finish', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let running = 0;
    let mostAtOnce = 0;
    const work = async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await gate;
      running -= 1;
      return 'done';
    };
    const accepted = Array.from({ length: IMAGE_WORK_LIMITS.concurrency + IMAGE_WORK_LIMITS.maxWaiting }, () =>
      boundedImageWork(work),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(imageWorkLoad()).toEqual({ active: 2, waiting: 64 });
    const refused = await boundedImageWork(work).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ key: 'image_processing_busy', status: 503 });
    release();
    expect(await Promise.all(accepted)).toEqual(Array(accepted.length).fill('done'));
    expect(mostAtOnce).toBe(2);
    expect(await boundedImageWork(work)).toBe('done');
    expect(imageWorkLoad()).toEqual({ active: 0, waiting: 0 });
  });
});
