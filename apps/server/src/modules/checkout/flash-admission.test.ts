import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../errors.ts';
import { admitFlashAttempt, rememberSoldOut } from './flash-admission.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('flash-sale admission', () => {
  it('lets four attempts on one offer run at once and queues the rest in arrival order', async () => {
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        admitFlashAttempt(9_001, async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
          finished.push(index);
        }),
      ),
    );
    expect(most).toBe(4);
    expect(finished.slice(0, 4).sort()).toEqual([0, 1, 2, 3]);
    expect(finished).toHaveLength(10);
  });

  it('answers sold out without running the attempt for a second after one read it so, then runs it again', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const attempt = vi.fn(async () => 'placed');
    rememberSoldOut(9_002);
    await expect(admitFlashAttempt(9_002, attempt)).rejects.toMatchObject({ key: 'warning_flash_sold_out' });
    await expect(admitFlashAttempt(9_002, attempt)).rejects.toBeInstanceOf(AppError);
    expect(attempt).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_001);
    await expect(admitFlashAttempt(9_002, attempt)).resolves.toBe('placed');
    // Another offer is never held by this one's sale.
    rememberSoldOut(9_002);
    await expect(admitFlashAttempt(9_003, attempt)).resolves.toBe('placed');
  });
});
