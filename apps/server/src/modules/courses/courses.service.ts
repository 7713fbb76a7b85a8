import {
  difficultyLevelStr,
  equivalentDistanceKm,
  type CourseCard,
  type CourseCoachSearchAnswer,
  type CourseCoachSearchInput,
  type CourseDetail,
  type CourseListAnswer,
  type CourseListInput,
  type CourseListQuery,
  type CoursePermissionAnswer,
  type HealthStatementAnswer,
  type HeartbeatAnswer,
  type HeartbeatRequest,
  type PlayAnswer,
  type WatchBlockReason,
  COURSE_COACH_SEARCH_LIMIT,
  courseCoachSearchQuery,
  courseListQuery,
} from '@wellfit/contracts/courses';
import { LOCALES } from '@wellfit/contracts/locale';
import { createAnswerCache, keptAnswer, type KeptAnswer } from '../../answer-cache.ts';
import type { RequestContext, ServiceContext } from '../../context.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { sanitizeStoredHtml } from '../../rich-html.ts';
import {
  findPlayableVideo,
  findPublishedCourseDetail,
  findWatchRights,
  listCourseFilterOptions,
  listPublishedCourses,
  openWatchSession,
  saveHealthStatement,
  type CourseCardRow,
  type FilterOptionRow,
  type WatchRightsRow,
} from './courses.queries.ts';
import { createHeartbeatBatches, type HeartbeatBatches } from './heartbeat-batches.ts';
import { signPlaybackToken, verifyPlaybackToken } from './playback-token.ts';
import { videoFilePath } from './video-files.ts';

function toCard(row: CourseCardRow): CourseCard {
  return {
    ...row,
    courseName: row.courseName ?? '',
    distance: equivalentDistanceKm(row.calorie),
    difficultyLevelStr: difficultyLevelStr(row.difficultyLevel),
  };
}

/** The filter bar changes when staff add coaches or tags: a minute's staleness is fine. */
const filterOptions = createAnswerCache<FilterOptionRow[]>({ ttlMs: 60_000, maxEntries: LOCALES.length });

/**
 * Course list pages and course details are the same for every visitor (what a member may do
 * is asked of /course/permission), and the issue 5 budget is 2,000 requests/s each with p99
 * 25 ms: their success envelopes are kept as JSON text for COURSE_ANSWER_TTL_MS per database,
 * locale and query. Staff edits and participant counts show within that time.
 */
export const COURSE_ANSWER_TTL_MS = 5_000;
const courseDetails = createAnswerCache<KeptAnswer<CourseDetail>>({ ttlMs: COURSE_ANSWER_TTL_MS, maxEntries: 2_000 });
// A page of up to 48 cards is some tens of kilobytes: fewer of them, so the map stays small.
const coursePages = createAnswerCache<KeptAnswer<CourseListAnswer>>({ ttlMs: COURSE_ANSWER_TTL_MS, maxEntries: 500 });

export async function listCourses(ctx: ServiceContext, input: CourseListInput): Promise<CourseListAnswer> {
  const query = courseListQuery.parse(input);
  const [{ rows, total }, options] = await Promise.all([
    listPublishedCourses(ctx.db, ctx.locale, query),
    filterOptions.get(ctx.db, ctx.locale, () => listCourseFilterOptions(ctx.db, ctx.locale)),
  ]);
  const of = (kind: FilterOptionRow['kind']) =>
    options.filter((option) => option.kind === kind).map(({ id, name }) => ({ id: Number(id), name }));
  return {
    list: rows.map(toCard),
    total,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
    filters: { coaches: of('coach'), equipment: of('equipment'), tags: of('tag') },
  };
}

/**
 * The coaches of published courses whose name contains the keyword (any case), in the filter's
 * order, at most COURSE_COACH_SEARCH_LIMIT; an empty keyword answers the first of them. Read from
 * the filter options already kept per locale, so a search costs no query.
 */
export async function searchCourseCoaches(
  ctx: ServiceContext,
  input: CourseCoachSearchInput,
): Promise<CourseCoachSearchAnswer> {
  const { keyword } = courseCoachSearchQuery.parse(input);
  const options = await filterOptions.get(ctx.db, ctx.locale, () => listCourseFilterOptions(ctx.db, ctx.locale));
  const wanted = keyword.toLocaleLowerCase();
  const found: CourseCoachSearchAnswer = [];
  for (const option of options) {
    if (found.length === COURSE_COACH_SEARCH_LIMIT) break;
    if (option.kind === 'coach' && option.name.toLocaleLowerCase().includes(wanted)) {
      found.push({ id: Number(option.id), name: option.name });
    }
  }
  return found;
}

/** A course list page kept for COURSE_ANSWER_TTL_MS per locale and filter set. */
export function cachedCourseList(ctx: ServiceContext, query: CourseListQuery): Promise<KeptAnswer<CourseListAnswer>> {
  const { pageIndex, pageSize, difficulty, duration, equipment, coachId, tagId, vip } = query;
  const key = [ctx.locale, pageIndex, pageSize, difficulty, duration, equipment, coachId, tagId, vip].join(':');
  return coursePages.get(ctx.db, key, async () => keptAnswer(await listCourses(ctx, query)));
}

export async function findCourseDetail(ctx: ServiceContext, id: number): Promise<CourseDetail | null> {
  const row = await findPublishedCourseDetail(ctx.db, ctx.locale, id);
  if (!row) return null;
  const { equipments, auxiliaryEquipments, tags, videos, coach, updatedAt, ...card } = row;
  // Stored rich text is sanitised on every answer, as plans' and articles' (rich-text-sanitising.md).
  const html = (kind: 'pc' | 'mobile', stored: string | null) =>
    stored === null ? null : sanitizeStoredHtml(`course:${id}:${kind}:${ctx.locale}`, updatedAt, stored);
  return {
    ...toCard(card),
    intro: row.intro,
    frequency: row.frequency,
    pcHtml: html('pc', row.pcHtml),
    mobileHtml: html('mobile', row.mobileHtml),
    participantsCount: row.participantsCount,
    courseApparatusNameList: equipments,
    courseAssistiveList: auxiliaryEquipments,
    courseTagList: tags,
    courseVideos: videos.map((video) => ({ ...video, videoName: video.videoName ?? '' })),
    courseCoachInfo: coach ? { ...coach, coachName: coach.coachName ?? '' } : null,
  };
}

export async function getCourseDetail(ctx: ServiceContext, id: number): Promise<CourseDetail> {
  const detail = await findCourseDetail(ctx, id);
  if (!detail) throw new AppError('course_not_found', 404);
  return detail;
}

/** A course's detail kept for COURSE_ANSWER_TTL_MS (an unknown id is not kept: it throws not found). */
export function cachedCourseDetail(ctx: ServiceContext, id: number): Promise<KeptAnswer<CourseDetail>> {
  return courseDetails.get(ctx.db, `${ctx.locale}:${id}`, async () => keptAnswer(await getCourseDetail(ctx, id)));
}

const VIP_REQUIRED = (rights: WatchRightsRow) => rights.courseVip !== 0 && !rights.entitled;

/** SPEC §4/§5/§6, checked in this order: health statement, then the right to a VIP course. */
function watchBlock(rights: WatchRightsRow): Exclude<WatchBlockReason, 'login_required'> | null {
  if (rights.healthStatement === null) return 'health_statement_required';
  if (rights.healthStatement === 'declined') return 'health_statement_declined';
  if (VIP_REQUIRED(rights)) return 'subscription_required';
  return null;
}

const BLOCK_ERRORS = {
  health_statement_required: 'health_statement_required',
  health_statement_declined: 'health_statement_declined',
  subscription_required: 'course_subscription_required',
} as const;

export async function coursePermission(ctx: RequestContext, courseId: number): Promise<CoursePermissionAnswer> {
  const member = await ctx.member();
  if (!member) {
    const detail = await findCourseDetail(ctx, courseId);
    if (!detail) throw new AppError('course_not_found', 404);
    return { courseId, canWatch: false, reason: 'login_required', userPermission: 0, healthStatement: null };
  }
  const rights = await findWatchRights(ctx.db, member.userId, courseId);
  if (!rights) throw new AppError('course_not_found', 404);
  const reason = watchBlock(rights);
  return {
    courseId,
    canWatch: reason === null,
    reason,
    userPermission: VIP_REQUIRED(rights) ? 0 : 1,
    healthStatement: rights.healthStatement,
  };
}

export async function recordHealthStatement(ctx: RequestContext, accepted: boolean): Promise<HealthStatementAnswer> {
  const member = await ctx.requireMember();
  const saved = await saveHealthStatement(ctx.db, member.userId, accepted ? 'accepted' : 'declined');
  if (!saved?.healthStatement || !saved.healthStatementAt) throw new AppError('unauthorized', 401);
  return { healthStatement: saved.healthStatement, healthStatementAt: saved.healthStatementAt.toISOString() };
}

/** Long enough to watch the whole video with pauses; the player asks again when it lapses. */
const PLAYBACK_GRACE_SECONDS = 30 * 60;

export async function playCourseVideo(
  ctx: RequestContext,
  signingKey: string,
  courseVideoId: number,
  continueSessionId: string | undefined,
): Promise<PlayAnswer> {
  const member = await ctx.requireMember();
  const video = await findPlayableVideo(ctx.db, courseVideoId);
  if (!video) throw new AppError('course_video_not_found', 404);
  const rights = await findWatchRights(ctx.db, member.userId, video.courseId);
  if (!rights) throw new AppError('course_video_not_found', 404);
  const reason = watchBlock(rights);
  if (reason) throw new AppError(BLOCK_ERRORS[reason], 403);
  const sessionId = await openWatchSession(
    ctx.db,
    member.userId,
    video.courseId,
    video.courseVideoSeconds,
    continueSessionId,
  );
  const expiresAt = new Date(Date.now() + (video.videoTime + PLAYBACK_GRACE_SECONDS) * 1000);
  const token = signPlaybackToken(signingKey, video.id, member.userId, expiresAt);
  return {
    sessionId,
    courseId: video.courseId,
    videoId: video.id,
    playbackUrl: `/api/web/course/video/${video.id}.mp4?token=${encodeURIComponent(token)}`,
    expiresAt: expiresAt.toISOString(),
  };
}

const heartbeatBatches = new WeakMap<Database, HeartbeatBatches>();

function heartbeatBatchesOf(db: Database): HeartbeatBatches {
  let batches = heartbeatBatches.get(db);
  if (!batches) heartbeatBatches.set(db, (batches = createHeartbeatBatches(db)));
  return batches;
}

export async function recordWatchHeartbeat(ctx: RequestContext, input: HeartbeatRequest): Promise<HeartbeatAnswer> {
  const member = await ctx.requireMember();
  const row = await heartbeatBatchesOf(ctx.db).record({
    userId: member.userId,
    sessionId: input.sessionId,
    courseVideoId: input.videoId,
    position: input.position,
  });
  if (!row) throw new AppError('watch_session_not_found', 404);
  return { creditedSeconds: row.creditedSeconds, requiredSeconds: row.requiredSeconds, completed: row.completed };
}

/** Waits for the heartbeats received so far to be written (the app closes after this). */
export async function finishHeartbeats(db: Database): Promise<void> {
  await heartbeatBatches.get(db)?.drain();
}

/** The file behind a signed address; the signature is the permission (checked on every request). */
export async function videoFileFor(
  ctx: ServiceContext,
  config: Pick<Config, 'dataDir' | 'playbackSigningKey'>,
  courseVideoId: number,
  token: string,
): Promise<string> {
  if (!verifyPlaybackToken(config.playbackSigningKey, courseVideoId, token))
    throw new AppError('playback_link_invalid', 403);
  const video = await findPlayableVideo(ctx.db, courseVideoId);
  const file = video ? videoFilePath(config.dataDir, video.videoId) : null;
  if (!file) throw new AppError('course_video_not_found', 404);
  return file;
}
