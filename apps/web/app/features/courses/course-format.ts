import { LESSON_DIFFICULTY_LABEL_KEYS, type LessonDifficulty } from '@wellfit/contracts/constants';

// Apart from the list's URL filters (course-list-search.ts), which bring zod: the course page
// shows these on its first paint and should not wait for the schemas' download.

/** Whole minutes for a course card ("25 min"). */
export function durationMinutes(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}

/** Minutes and seconds for a video part ("2:05"). */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The common-namespace key of a lesson difficulty word (L1 Beginner … L3 Advanced). */
export function difficultyLabelKey(level: number) {
  const key = `L${Math.min(3, Math.max(1, level))}` as LessonDifficulty;
  return LESSON_DIFFICULTY_LABEL_KEYS[key];
}
