import {
  difficultyLevelStr,
  equivalentDistanceKm,
  type CourseCard,
  type CourseDetail,
  type CourseListAnswer,
  type CourseListInput,
  type CoursePermissionAnswer,
  type HealthStatementAnswer,
  type HeartbeatAnswer,
  type HeartbeatRequest,
  type PlayAnswer,
  type WatchBlockReason,
  courseListQuery,
} from '@wellfit/contracts/courses';
import type { Locale } from '@wellfit/contracts/locale';
import type { RequestContext, ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  findPlayableVideo,
  findPublishedCourseDetail,
  findWatchRights,
  listCourseFilterOptions,
  listPublishedCourses,
  openWatchSession,
  recordHeartbeat,
  saveHealthStatement,
  type CourseCardRow,
  type FilterOptionRow,
  type WatchRightsRow,
} from './courses.queries.ts';
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
const FILTER_OPTIONS_TTL_MS = 60_000;
const filterOptionsCache = new WeakMap<Database, Map<Locale, { at: number; rows: Promise<FilterOptionRow[]> }>>();

function cachedFilterOptions(db: Database, locale: Locale): Promise<FilterOptionRow[]> {
  let byLocale = filterOptionsCache.get(db);
  if (!byLocale) filterOptionsCache.set(db, (byLocale = new Map()));
  const cached = byLocale.get(locale);
  if (cached && Date.now() - cached.at < FILTER_OPTIONS_TTL_MS) return cached.rows;
  const rows = listCourseFilterOptions(db, locale);
  byLocale.set(locale, { at: Date.now(), rows });
  rows.catch(() => byLocale.delete(locale));
  return rows;
}

export async function listCourses(ctx: ServiceContext, input: CourseListInput): Promise<CourseListAnswer> {
  const query = courseListQuery.parse(input);
  const [{ rows, total }, options] = await Promise.all([
    listPublishedCourses(ctx.db, ctx.locale, query),
    cachedFilterOptions(ctx.db, ctx.locale),
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

export async function findCourseDetail(ctx: ServiceContext, id: number): Promise<CourseDetail | null> {
  const row = await findPublishedCourseDetail(ctx.db, ctx.locale, id);
  if (!row) return null;
  const { equipments, auxiliaryEquipments, tags, videos, coach, ...card } = row;
  return {
    ...toCard(card),
    intro: row.intro,
    frequency: row.frequency,
    pcHtml: row.pcHtml,
    mobileHtml: row.mobileHtml,
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
  const token = signPlaybackToken(video.id, member.userId, expiresAt);
  return {
    sessionId,
    courseId: video.courseId,
    videoId: video.id,
    playbackUrl: `/api/web/course/video/${video.id}.mp4?token=${encodeURIComponent(token)}`,
    expiresAt: expiresAt.toISOString(),
  };
}

export async function recordWatchHeartbeat(ctx: RequestContext, input: HeartbeatRequest): Promise<HeartbeatAnswer> {
  const member = await ctx.requireMember();
  const row = await recordHeartbeat(ctx.db, member.userId, input.sessionId, input.videoId, input.position);
  if (!row) throw new AppError('watch_session_not_found', 404);
  return row;
}

/** The file behind a signed address; the signature is the permission (checked on every request). */
export async function videoFileFor(
  ctx: ServiceContext,
  dataDir: string,
  courseVideoId: number,
  token: string,
): Promise<string> {
  if (!verifyPlaybackToken(courseVideoId, token)) throw new AppError('playback_link_invalid', 403);
  const video = await findPlayableVideo(ctx.db, courseVideoId);
  const file = video ? videoFilePath(dataDir, video.videoId) : null;
  if (!file) throw new AppError('course_video_not_found', 404);
  return file;
}
