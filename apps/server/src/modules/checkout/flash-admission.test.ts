import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../errors.ts';
import { admitFlashAttempt, rememberSoldOut, SoldOutForNewRequest } from './flash-admission.ts';

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
        admitFlashAttempt(9_001, `key-${index}`, async () => {
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
    rememberSoldOut(9_002, async () => new Set());
    await expect(admitFlashAttempt(9_002, 'a', attempt)).rejects.toMatchObject({ key: 'warning_flash_sold_out' });
    await expect(admitFlashAttempt(9_002, 'b', attempt)).rejects.toBeInstanceOf(AppError);
    expect(attempt).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_001);
    await expect(admitFlashAttempt(9_002, 'c', attempt)).resolves.toBe('placed');
    // Another offer is never held by this one's sale.
    rememberSoldOut(9_002, async () => new Set());
    await expect(admitFlashAttempt(9_003, 'd', attempt)).resolves.toBe('placed');
  });

  it('reads the offer’s order keys once while a sold-out reading stands, however many checks read it', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const readKeys = vi.fn(async () => new Set<string>());
    for (let check = 0; check < 5; check += 1) rememberSoldOut(9_006, readKeys);
    expect(readKeys).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_001);
    rememberSoldOut(9_006, readKeys);
    expect(readKeys).toHaveBeenCalledTimes(2);
  });

  it('tells a request whose key made one of the offer’s orders apart from a new one, and every one when the keys are unknown', async () => {
    rememberSoldOut(9_004, async () => new Set(['7:placed']));
    const attempt = vi.fn(async () => 'placed');
    const newRequest = admitFlashAttempt(9_004, '8:new', attempt);
    await expect(newRequest).rejects.toBeInstanceOf(SoldOutForNewRequest);
    await expect(newRequest).rejects.toMatchObject({ key: 'warning_flash_sold_out', status: 409 });
    // A retry of a placed order: a plain sold-out, so generateOrder answers it with its order.
    const retry = admitFlashAttempt(9_004, '7:placed', attempt);
    await expect(retry).rejects.toBeInstanceOf(AppError);
    await expect(retry).rejects.not.toBeInstanceOf(SoldOutForNewRequest);
    // The keys could not be read: nobody is told "no order" on a guess.
    rememberSoldOut(9_005, () => Promise.reject(new Error('connection lost')));
    await expect(admitFlashAttempt(9_005, '8:new', attempt)).rejects.not.toBeInstanceOf(SoldOutForNewRequest);
    expect(attempt).not.toHaveBeenCalled();
  });
});
