import { z } from 'zod';

/** SPEC §3 Sport data motion types. */
export const MOTION_TYPES = [
  'running',
  'fitness',
  'yoga',
  'aerobics',
  'jump_rope',
  'walking',
  'elliptical',
  'cycling',
] as const;
export type MotionType = (typeof MOTION_TYPES)[number];

export const sportTotals = z.object({
  seconds: z.number().int().nonnegative(),
  calories: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
});
export type SportTotals = z.infer<typeof sportTotals>;

/** SPEC §1/§9 watch reward: 30 minutes watched in a Taipei day gives 5 U-coin, usable the next day. */
export const watchReward = z.object({
  /** Taipei calendar day (YYYY-MM-DD) the minutes were watched. */
  day: z.string(),
  coins: z.number().int().positive(),
  availableAt: z.string(),
  available: z.boolean(),
});
export type WatchReward = z.infer<typeof watchReward>;

/** GET /api/web/sport/summary. */
export const sportSummaryAnswer = z.object({
  total: sportTotals,
  byMotionType: z.array(sportTotals.extend({ motionType: z.enum(MOTION_TYPES) })),
  watch: z.object({
    todaySeconds: z.number().int().nonnegative(),
    goalSeconds: z.number().int().positive(),
    rewards: z.array(watchReward),
  }),
});
export type SportSummaryAnswer = z.infer<typeof sportSummaryAnswer>;

/** week and month: one point per Taipei day; year: one per month. */
export const SPORT_HISTORY_RANGES = ['week', 'month', 'year'] as const;
export type SportHistoryRange = (typeof SPORT_HISTORY_RANGES)[number];

export const sportHistoryQuery = z.object({ range: z.enum(SPORT_HISTORY_RANGES).default('week') });
export const sportHistoryAnswer = z.object({
  range: z.enum(SPORT_HISTORY_RANGES),
  /** Oldest first; every day (or month) of the range, zeros included. */
  points: z.array(sportTotals.extend({ date: z.string() })),
});
export type SportHistoryAnswer = z.infer<typeof sportHistoryAnswer>;
