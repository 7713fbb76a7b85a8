import { useEffect, useState } from 'react';
import { TIME_ZONE } from '@wellfit/contracts/constants';
import { LOCALE_TAGS, type Locale } from '@wellfit/contracts/locale';

/**
 * Milliseconds left until `target` (epoch ms), ticking every second; 0 once passed. Null until
 * the page has hydrated, so the server's HTML and the first browser render agree.
 */
export function useRemaining(target: number | null): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (target === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [target]);
  if (target === null || now === null) return null;
  return Math.max(0, target - now);
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

/** An instant as Taipei date and time (SPEC §9: days and windows are Asia/Taipei). */
export function formatTaipeiDateTime(instant: string | number, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(instant));
}
