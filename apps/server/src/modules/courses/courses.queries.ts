import {
  COURSE_COMPLETION_RATIO,
  COURSE_DURATION_BOUNDS_SECONDS,
  type CourseListQuery,
} from '@wellfit/contracts/courses';
import { TIME_ZONE, WATCH_REWARD } from '@wellfit/contracts/constants';
import type { Locale } from '@wellfit/contracts/locale';
import { MOTION_TYPES } from '@wellfit/contracts/sport';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { localisedList, localisedText, localisedTextOrEmpty } from '../../db/localised-text.ts';
import { preparedPerDatabase, preparedSql } from '../../db/prepared-per-database.ts';
import { users } from '../accounts/accounts.tables.ts';
import { courseEntitlements, courseVideos, courses } from '../content/content.tables.ts';
import { userSubscriptions } from '../subscriptions/subscriptions.tables.ts';
import { courseWatchSessions } from './courses.tables.ts';

/** Raw SQL answers: the same {rows} shape from PGlite and node-postgres. */
async function rowsOf<Row>(query: Promise<unknown>): Promise<{ rows: Row[] }> {
  return (await query) as { rows: Row[] };
}

export type CourseCardRow = {
  id: number;
  courseName: string;
  courseNameEn: string;
  courseCode: string;
  courseType: number;
  courseVip: number;
  calorie: number;
  duration: number;
  label: string | null;
  difficultyLevel: number;
  coverUrl: string | null;
  videoCoverUrl: string | null;
  coachName: string | null;
};

function cardColumns(locale: Locale): SQL {
  return sql`c.id::int as id, ${localisedTextOrEmpty(sql.raw('c.name'), locale)} as "courseName", coalesce(c.name->>'en', '') as "courseNameEn",
    c.course_code as "courseCode", c.course_type as "courseType", c.course_vip as "courseVip", c.calorie,
    c.duration, ${localisedText(sql.raw('c.label'), locale)} as label, c.difficulty_level as "difficultyLevel",
    c.cover_url as "coverUrl", c.video_cover_url as "videoCoverUrl", ${localisedText(sql.raw('co.name'), locale)} as "coachName"`;
}

/** One page of published courses and the number matching, in one statement. */
export async function listPublishedCourses(
  db: Database,
  locale: Locale,
  query: CourseListQuery,
): Promise<{ rows: CourseCardRow[]; total: number }> {
  const conditions: SQL[] = [sql`c.status = 'published'`];
  if (query.difficulty !== undefined) conditions.push(sql`c.difficulty_level = ${query.difficulty}`);
  if (query.duration !== undefined) {
    const bounds = COURSE_DURATION_BOUNDS_SECONDS[query.duration];
    conditions.push(sql`c.duration >= ${bounds.min}`);
    if (bounds.max !== null) conditions.push(sql`c.duration <= ${bounds.max}`);
  }
  if (query.coachId !== undefined) conditions.push(sql`c.coach_id = ${query.coachId}`);
  if (query.vip === 1) conditions.push(sql`c.course_vip <> 0`);
  if (query.vip === 0) conditions.push(sql`c.course_vip = 0`);
  for (const tagId of [query.equipment, query.tagId]) {
    if (tagId !== undefined)
      conditions.push(
        sql`exists (select 1 from taggings tg where tg.target_type = 'course' and tg.target_id = c.id and tg.tag_id = ${tagId})`,
      );
  }
  const offset = (query.pageIndex - 1) * query.pageSize;
  const where = sql.join(conditions, sql` and `);
  // The page is chosen over ids first and the count is a separate aggregate: a window count over
  // the dressed rows would localise and join every matching course (7 ms at 3,000 courses).
  const result = await rowsOf<CourseCardRow & { total: string | number }>(
    db.execute(sql`
    with page as (
      select c.id from courses c where ${where}
      order by c.top_flag desc, c.sort, c.id
      limit ${query.pageSize} offset ${offset}
    )
    select ${cardColumns(locale)}, (select count(*) from courses c where ${where}) as total
    from page join courses c on c.id = page.id left join coaches co on co.id = c.coach_id
    order by c.top_flag desc, c.sort, c.id`),
  );
  const rows = result.rows;
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && offset > 0) {
    // Past the last page: the window count is unknown, count separately.
    const counted = await rowsOf<{ total: string | number }>(
      db.execute(sql`select count(*) as total from courses c where ${where}`),
    );
    total = Number(counted.rows[0]?.total ?? 0);
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

export type FilterOptionRow = {
  id: number;
  name: string;
  kind: 'coach' | 'equipment' | 'tag';
};

/**
 * Coaches with published courses, and the tags on published courses, for the filter bar. A named
 * statement per locale: it has no parameters, so PostgreSQL plans it once per connection (planning
 * it cost 0.7 ms, more than half of running it).
 */
export function listCourseFilterOptions(db: Database, locale: Locale): Promise<FilterOptionRow[]> {
  return preparedSql<FilterOptionRow>(
    db,
    `course_filter_options_${locale}`,
    () => sql`
    select co.id::int as id, ${localisedTextOrEmpty(sql.raw('co.name'), locale)} as name, 'coach' as kind, co.sort as sort
    from coaches co
    where co.status = 'published' and exists (select 1 from courses c where c.coach_id = co.id and c.status = 'published')
    union all
    select t.id::int as id, ${localisedTextOrEmpty(sql.raw('t.name'), locale)} as name,
      case when t.tag_type = 'equipment' then 'equipment' else 'tag' end as kind, t.sort as sort
    from tags t
    where exists (select 1 from taggings tg where tg.tag_id = t.id and tg.target_type = 'course')
    order by kind, sort, id`,
  ).execute({});
}

export type CourseDetailRow = CourseCardRow & {
  intro: string | null;
  frequency: string | null;
  pcHtml: string | null;
  mobileHtml: string | null;
  /** The version of the stored HTML: its sanitised copy is kept per row, locale and this. */
  updatedAt: Date | string;
  participantsCount: number;
  equipments: string[];
  auxiliaryEquipments: string[];
  tags: Array<{ id: number; tagName: string; tagType: string }>;
  videos: Array<{
    id: number;
    coverUrl: string | null;
    description: string | null;
    imageUrl: string | null;
    points: number;
    videoId: string;
    videoName: string;
    videoSize: number | null;
    videoTime: number;
  }>;
  coach: {
    id: number;
    coachName: string;
    avatarUrl: string | null;
    profession: string | null;
    country: string | null;
  } | null;
};

/**
 * One course page, shaped by PostgreSQL in one statement, named per locale: PostgreSQL plans it
 * once per connection rather than on every call (uncached, PostgreSQL's CPU per request fell from
 * about 0.78 to 0.20 ms; docs/decisions/content-detail-statements.md).
 */
export async function findPublishedCourseDetail(
  db: Database,
  locale: Locale,
  id: number,
): Promise<CourseDetailRow | null> {
  const [row] = await preparedSql<CourseDetailRow>(
    db,
    `course_detail_${locale}`,
    () => sql`
    select ${cardColumns(locale)},
      ${localisedText(sql.raw('c.intro'), locale)} as intro, ${localisedText(sql.raw('c.frequency'), locale)} as frequency,
      ${localisedText(sql.raw('c.pc_html'), locale)} as "pcHtml", ${localisedText(sql.raw('c.mobile_html'), locale)} as "mobileHtml",
      c.updated_at as "updatedAt", c.participants_count as "participantsCount",
      ${localisedList(sql.raw('c.equipments'), locale)} as equipments,
      ${localisedList(sql.raw('c.auxiliary_equipments'), locale)} as "auxiliaryEquipments",
      (select coalesce(json_agg(json_build_object('id', t.id, 'tagName', ${localisedTextOrEmpty(sql.raw('t.name'), locale)}, 'tagType', t.tag_type) order by t.sort, t.id), '[]'::json)
        from taggings tg join tags t on t.id = tg.tag_id
        where tg.target_type = 'course' and tg.target_id = c.id) as tags,
      (select coalesce(json_agg(json_build_object('id', v.id, 'coverUrl', v.cover_url,
          'description', ${localisedText(sql.raw('v.description'), locale)}, 'imageUrl', v.image_url, 'points', v.points,
          'videoId', v.video_id, 'videoName', ${localisedTextOrEmpty(sql.raw('v.video_name'), locale)}, 'videoSize', v.video_size,
          'videoTime', v.video_time) order by v.sort, v.id), '[]'::json)
        from course_videos v where v.course_id = c.id) as videos,
      case when co.id is null then null else json_build_object('id', co.id, 'coachName', ${localisedTextOrEmpty(sql.raw('co.name'), locale)},
        'avatarUrl', co.avatar_url, 'profession', ${localisedText(sql.raw('co.profession'), locale)}, 'country', co.country) end as coach
    from courses c left join coaches co on co.id = c.coach_id
    where c.id = ${sql.placeholder('id')} and c.status = 'published'`,
  ).execute({ id });
  return row ?? null;
}

export interface WatchRightsRow {
  courseId: number;
  courseVip: number;
  healthStatement: 'accepted' | 'declined' | null;
  /** VIP, an active subscription, or an entitlement covering the course. */
  entitled: boolean;
}

/** What decides whether a member may watch a course (SPEC §6), in one statement. */
export async function findWatchRights(db: Database, userId: number, courseId: number): Promise<WatchRightsRow | null> {
  const [row] = await db
    .select({
      courseId: courses.id,
      courseVip: courses.courseVip,
      healthStatement: users.healthStatement,
      entitled: sql<boolean>`(
        (${users.vip} = 1 and (${users.vipEndDate} is null or ${users.vipEndDate} > now()))
        or exists (select 1 from ${userSubscriptions} s where s.user_id = ${users.id} and s.status = 'active'
          and s.starts_at <= now() and s.expires_at > now())
        or exists (select 1 from ${courseEntitlements} e where e.user_id = ${users.id}
          and (e.course_id is null or e.course_id = ${courses.id})
          and e.starts_at <= now() and (e.expires_at is null or e.expires_at > now())))`,
    })
    .from(courses)
    .innerJoin(users, eq(users.id, userId))
    .where(and(eq(courses.id, courseId), eq(courses.status, 'published')))
    .limit(1);
  return row ?? null;
}

export interface PlayableVideoRow {
  id: number;
  courseId: number;
  videoId: string;
  videoTime: number;
  /** Total video time of the course, for the completion threshold. */
  courseVideoSeconds: number;
}

export async function findPlayableVideo(db: Database, courseVideoId: number): Promise<PlayableVideoRow | null> {
  const [row] = await db
    .select({
      id: courseVideos.id,
      courseId: courseVideos.courseId,
      videoId: courseVideos.videoId,
      videoTime: courseVideos.videoTime,
      courseVideoSeconds: sql<number>`(select coalesce(sum(v.video_time), 0)::int from ${courseVideos} v where v.course_id = ${courseVideos.courseId})`,
    })
    .from(courseVideos)
    .innerJoin(courses, eq(courses.id, courseVideos.courseId))
    .where(and(eq(courseVideos.id, courseVideoId), eq(courses.status, 'published')))
    .limit(1);
  return row ?? null;
}

export async function saveHealthStatement(db: Database, userId: number, choice: 'accepted' | 'declined') {
  const [row] = await db
    .update(users)
    .set({ healthStatement: choice, healthStatementAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ healthStatement: users.healthStatement, healthStatementAt: users.healthStatementAt });
  return row ?? null;
}

/**
 * The member's unfinished session of this course (sessionId given), or a new one. The
 * completion threshold is fixed here so a later change of the course's videos cannot move it.
 */
export async function openWatchSession(
  db: Database,
  userId: number,
  courseId: number,
  courseVideoSeconds: number,
  continueSessionId: string | undefined,
): Promise<string> {
  if (continueSessionId) {
    const [existing] = await db
      .select({ id: courseWatchSessions.id })
      .from(courseWatchSessions)
      .where(
        and(
          eq(courseWatchSessions.id, continueSessionId),
          eq(courseWatchSessions.userId, userId),
          eq(courseWatchSessions.courseId, courseId),
          sql`${courseWatchSessions.completedAt} is null`,
        ),
      )
      .limit(1);
    if (existing) return existing.id;
  }
  const [created] = await db
    .insert(courseWatchSessions)
    .values({ userId, courseId, requiredSeconds: courseVideoSeconds * COURSE_COMPLETION_RATIO })
    .returning({ id: courseWatchSessions.id });
  return created!.id;
}

/** courses.course_type is the 1-based index of the course's motion type (seed/content.seed.ts). */
const MOTION_TYPE_BY_COURSE_TYPE = sql.raw(`(array[${MOTION_TYPES.map((type) => `'${type}'`).join(',')}]::text[])`);

export interface HeartbeatInput {
  userId: number;
  sessionId: string;
  courseVideoId: number;
  position: number;
}

export type HeartbeatRow = {
  /** As text: node-postgres answers bigint so. */
  userId: string;
  sessionId: string;
  creditedSeconds: number;
  requiredSeconds: number;
  completed: boolean;
};

/**
 * A batch of heartbeats, at most one per member and session, in one statement (the endpoint's
 * budget is 2,000 requests/s; heartbeat-batches.ts gathers them). Answers a row for each
 * heartbeat that matched a session of its member and a video of that session's course.
 *
 * The credit is the position's advance within the same video (from 0 on a new video), capped
 * by the video's length and by the wall-clock time since the previous heartbeat, so a replayed
 * heartbeat adds nothing and a forged position adds at most the time that really passed. The
 * UPDATE re-reads the row it locks, so concurrent copies of one heartbeat (from this process or
 * another) cannot both credit. The same statement adds the credits to the members' Taipei-day
 * totals, grants the day's watch reward when a total reaches 30 minutes (unique per member and
 * day), and writes the sport record when a heartbeat crosses the completion threshold (which
 * happens once per session). PostgreSQL runs every data-modifying CTE to completion whether or
 * not the final SELECT reads it.
 */
function recordHeartbeatsStatement(db: Database) {
  const goalSeconds = WATCH_REWARD.minutes * 60;
  const taipeiToday = sql.raw(`(now() at time zone '${TIME_ZONE}')::date`);
  // Every SET expression sees the row as it was, so the credit is computed the same in each.
  const credit = sql`least(
    greatest(p.position - case when s.last_video_id = v.id then s.last_position else 0 end, 0),
    greatest(extract(epoch from now() - s.last_heartbeat_at)::float8, 0))`;
  const statement = sql`
    with input as (
      select * from jsonb_to_recordset(${sql.placeholder('input')}::jsonb) as i(user_id bigint, session_id uuid, video_id bigint, position float8)
    ),
    credit as (
      update course_watch_sessions s set
        last_credit_seconds = ${credit},
        credited_seconds = s.credited_seconds + ${credit},
        last_video_id = v.id,
        last_position = p.position,
        last_heartbeat_at = greatest(now(), s.last_heartbeat_at),
        completed_at = case when s.completed_at is null and s.credited_seconds + ${credit} >= s.required_seconds
          then now() else s.completed_at end
      from input i join course_videos v on v.id = i.video_id
        cross join lateral (select least(greatest(i.position, 0), v.video_time) as position) p
      where s.id = i.session_id and s.user_id = i.user_id and v.course_id = s.course_id
      returning s.id, s.user_id, s.course_id, s.credited_seconds, s.required_seconds, s.last_credit_seconds, s.completed_at,
        (s.credited_seconds >= s.required_seconds and s.credited_seconds - s.last_credit_seconds < s.required_seconds) as finished_now
    ),
    day_total as (
      insert into daily_watch_totals (user_id, day, seconds)
      select user_id, ${taipeiToday}, sum(last_credit_seconds) from credit where last_credit_seconds > 0 group by user_id
      on conflict (user_id, day) do update set seconds = daily_watch_totals.seconds + excluded.seconds
      returning user_id, day, seconds
    ),
    reward as (
      insert into watch_rewards (user_id, day, coins, available_at)
      select user_id, day, ${WATCH_REWARD.uCoin}, ((day + 1)::timestamp at time zone '${sql.raw(TIME_ZONE)}')
      from day_total where seconds >= ${goalSeconds}
      on conflict (user_id, day) do nothing
      returning id
    ),
    sport as (
      insert into sport_records (user_id, motion_type, duration_seconds, calories, course_id, source, occurred_at)
      select credit.user_id,
        ${MOTION_TYPE_BY_COURSE_TYPE}[greatest(least(c.course_type, ${MOTION_TYPES.length}), 1)],
        round(credit.credited_seconds)::int,
        round(c.calorie * least(1, credit.credited_seconds / nullif(credit.required_seconds / ${COURSE_COMPLETION_RATIO}, 0)))::int,
        c.id, 'web', now()
      from credit join courses c on c.id = credit.course_id
      where credit.finished_now
      returning id
    )
    select user_id::text as "userId", id as "sessionId", floor(credited_seconds)::int as "creditedSeconds",
      ceil(required_seconds)::int as "requiredSeconds", completed_at is not null as completed
    from credit`;
  // A named statement: PostgreSQL keeps its plan, and planning these five CTEs costs about as
  // much as running them for a small batch.
  return preparedSql<HeartbeatRow>(db, 'record_heartbeats', () => statement);
}

const recordHeartbeatsStatementOf = preparedPerDatabase(recordHeartbeatsStatement, () => 'record_heartbeats');

export async function recordHeartbeats(db: Database, heartbeats: HeartbeatInput[]): Promise<HeartbeatRow[]> {
  const statement = recordHeartbeatsStatementOf(db, undefined);
  // One jsonb parameter keeps the statement the same whatever the batch size.
  const input = JSON.stringify(
    heartbeats.map(({ userId, sessionId, courseVideoId, position }) => ({
      user_id: userId,
      session_id: sessionId,
      video_id: courseVideoId,
      position,
    })),
  );
  return statement.execute({ input });
}
