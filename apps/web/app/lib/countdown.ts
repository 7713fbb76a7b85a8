import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let ticker: number | undefined;

/** One clock for every countdown on the page, ticking each second while one is shown. */
function subscribeToClock(listener: () => void): () => void {
  listeners.add(listener);
  ticker ??= window.setInterval(() => listeners.forEach((notify) => notify()), 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.clearInterval(ticker);
      ticker = undefined;
    }
  };
}

const currentSecond = () => Math.floor(Date.now() / 1000);
const noSecondOnServer = () => null;

/**
 * Milliseconds left until `target` (epoch ms), ticking every second; 0 once passed. Null while
 * the server renders and the page hydrates, so their HTML agrees.
 */
export function useRemaining(target: number | null): number | null {
  const second = useSyncExternalStore(subscribeToClock, currentSecond, noSecondOnServer);
  if (target === null || second === null) return null;
  return Math.max(0, target - second * 1000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A duration as days and HH:MM:SS (days only when there are some). */
export function splitDuration(milliseconds: number): { days: number; clock: string } {
  const totalSeconds = Math.floor(milliseconds / 1000);
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return { days, clock: `${pad(hours)}:${pad(minutes)}:${pad(totalSeconds % 60)}` };
}
