import { WATCH_REWARD } from '@wellfit/contracts/constants';
import {
  MOTION_TYPES,
  type SportHistoryAnswer,
  type SportHistoryRange,
  type SportSummaryAnswer,
} from '@wellfit/contracts/sport';
import type { RequestContext } from '../../context.ts';
import { findWatchState, sportHistory, sumSportByMotionType } from './sport.queries.ts';

/** SPEC §3 Sport data: totals, every motion type (zeros included), and the watch reward state. */
export async function sportSummary(ctx: RequestContext): Promise<SportSummaryAnswer> {
  const member = await ctx.requireMember();
  const [byType, watch] = await Promise.all([
    sumSportByMotionType(ctx.db, member.userId),
    findWatchState(ctx.db, member.userId),
  ]);
  const byMotionType = MOTION_TYPES.map(
    (motionType) =>
      byType.find((row) => row.motionType === motionType) ?? { motionType, seconds: 0, calories: 0, count: 0 },
  );
  const total = byMotionType.reduce(
    (sum, row) => ({
      seconds: sum.seconds + row.seconds,
      calories: sum.calories + row.calories,
      count: sum.count + row.count,
    }),
    { seconds: 0, calories: 0, count: 0 },
  );
  return {
    total,
    byMotionType,
    watch: { todaySeconds: watch.todaySeconds, goalSeconds: WATCH_REWARD.minutes * 60, rewards: watch.rewards },
  };
}

export async function sportHistoryOf(ctx: RequestContext, range: SportHistoryRange): Promise<SportHistoryAnswer> {
  const member = await ctx.requireMember();
  return { range, points: await sportHistory(ctx.db, member.userId, range) };
}
