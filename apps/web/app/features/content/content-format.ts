import { DIFFICULTY_NAMES, type DifficultyName } from '@wellfit/contracts/content';

/** Course lengths are stored in seconds and shown in whole minutes. */
export function minutesOf(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}

/** The name key of a difficulty level 1-4 (content:difficulty.*); out-of-range levels read as beginner. */
export function difficultyName(level: number): DifficultyName {
  return DIFFICULTY_NAMES[Math.min(Math.max(level, 1), DIFFICULTY_NAMES.length) - 1]!;
}

const TAIPEI_OFFSET_MS = 8 * 3_600_000;

/**
 * yyyy-MM-dd in Taiwan time: the same text on the server and in any browser time zone, so the
 * hydrated page never differs from the server-rendered one.
 */
export function taipeiDate(iso: string): string {
  return new Date(Date.parse(iso) + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
}
