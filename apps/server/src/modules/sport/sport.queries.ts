import { TIME_ZONE } from '@wellfit/contracts/constants';
import type { MotionType, SportHistoryRange } from '@wellfit/contracts/sport';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Raw SQL answers: the same {rows} shape from PGlite and node-postgres. */
async function rowsOf<Row>(query: Promise<unknown>): Promise<{ rows: Row[] }> {
  return (await query) as { rows: Row[] };
}

const TAIPEI = sql.raw(`'${TIME_ZONE}'`);

export type MotionTotalsRow = { motionType: MotionType; seconds: number; calories: number; count: number };

export async function sumSportByMotionType(db: Database, userId: number): Promise<MotionTotalsRow[]> {
  const result = await rowsOf<MotionTotalsRow>(
    db.execute(sql`
      select motion_type as "motionType", sum(duration_seconds)::int as seconds, sum(calories)::int as calories,
        count(*)::int as count
      from sport_records where user_id = ${userId}
      group by motion_type`),
  );
  return result.rows;
}

export type WatchStateRow = {
  todaySeconds: number;
  rewards: Array<{ day: string; coins: number; availableAt: string; available: boolean }>;
};

/** Today's watch seconds (Taipei day) and the latest watch rewards. */
export async function findWatchState(db: Database, userId: number): Promise<WatchStateRow> {
  const result = await rowsOf<WatchStateRow>(
    db.execute(sql`
      select
        coalesce((select floor(seconds)::int from daily_watch_totals
          where user_id = ${userId} and day = (now() at time zone ${TAIPEI})::date), 0) as "todaySeconds",
        (select coalesce(json_agg(json_build_object('day', r.day, 'coins', r.coins,
            'availableAt', to_char(r.available_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
            'available', r.available_at <= now()) order by r.day desc), '[]'::json)
          from (select * from watch_rewards where user_id = ${userId} order by day desc limit 14) r) as rewards`),
  );
  return result.rows[0] ?? { todaySeconds: 0, rewards: [] };
}

const BUCKETS: Record<SportHistoryRange, { unit: 'day' | 'month'; count: number }> = {
  week: { unit: 'day', count: 7 },
  month: { unit: 'day', count: 30 },
  year: { unit: 'month', count: 12 },
};

export type HistoryPointRow = { date: string; seconds: number; calories: number; count: number };

/** Totals per Taipei day (or month), every bucket of the range present, oldest first. */
export async function sportHistory(db: Database, userId: number, range: SportHistoryRange): Promise<HistoryPointRow[]> {
  const { unit, count } = BUCKETS[range];
  const unitSql = sql.raw(`'${unit}'`);
  const step = sql.raw(`'1 ${unit}'`);
  const result = await rowsOf<HistoryPointRow>(
    db.execute(sql`
      with buckets as (
        select generate_series(
          date_trunc(${unitSql}, (now() at time zone ${TAIPEI})) - (${count - 1} * interval ${step}),
          date_trunc(${unitSql}, (now() at time zone ${TAIPEI})),
          interval ${step}) as start
      ),
      records as (
        select date_trunc(${unitSql}, occurred_at at time zone ${TAIPEI}) as start,
          sum(duration_seconds)::int as seconds, sum(calories)::int as calories, count(*)::int as count
        from sport_records
        where user_id = ${userId}
          and occurred_at >= (date_trunc(${unitSql}, (now() at time zone ${TAIPEI})) - (${count - 1} * interval ${step})) at time zone ${TAIPEI}
        group by 1
      )
      select to_char(b.start, 'YYYY-MM-DD') as date, coalesce(r.seconds, 0) as seconds,
        coalesce(r.calories, 0) as calories, coalesce(r.count, 0) as count
      from buckets b left join records r on r.start = b.start
      order by b.start`),
  );
  return result.rows;
}
