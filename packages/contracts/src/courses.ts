import { z } from 'zod';
import type { Locale } from './locale';

/*
 * SPEC §3 Course, Course video, Lesson; §4/§5 health statement; §6 VIP and userPermission.
 * The public answers (list, detail) hold nothing member-specific so their server-rendered
 * pages can be cached; what one member may do comes from the permission call.
 */

/** SPEC §3 Lesson: L1 Beginner, L2 Intermediate, L3 Advanced. */
export const COURSE_DIFFICULTY_LEVELS = [1, 2, 3] as const;
export type CourseDifficultyLevel = (typeof COURSE_DIFFICULTY_LEVELS)[number];

/** Duration filter buckets of the course list (minutes): up to 15, 16–30, over 30. */
export const COURSE_DURATION_FILTERS = ['short', 'medium', 'long'] as const;
export type CourseDurationFilter = (typeof COURSE_DURATION_FILTERS)[number];
export const COURSE_DURATION_BOUNDS_SECONDS: Record<CourseDurationFilter, { min: number; max: number | null }> = {
  short: { min: 0, max: 15 * 60 },
  medium: { min: 15 * 60 + 1, max: 30 * 60 },
  long: { min: 30 * 60 + 1, max: null },
};

export const COURSE_LIST_PAGE_SIZE = 12;
export const COURSE_LIST_MAX_PAGE_SIZE = 48;

/** SPEC §3 Plan/Course: equivalent distance is kcal divided by 60, in km to one decimal. */
export function equivalentDistanceKm(kcal: number): number {
  return Math.round((kcal / 60) * 10) / 10;
}

/** "L2" for the level; the word (Intermediate) is translated by the page. */
export function difficultyLevelStr(level: number): string {
  return `L${level}`;
}

const optionalId = z.coerce.number().int().positive().optional();

/** GET /api/web/course/list query (also the /course-list URL search parameters). */
export const courseListQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(COURSE_LIST_MAX_PAGE_SIZE).default(COURSE_LIST_PAGE_SIZE),
  difficulty: z.coerce
    .number()
    .int()
    .refine((value): value is CourseDifficultyLevel => (COURSE_DIFFICULTY_LEVELS as readonly number[]).includes(value))
    .optional(),
  duration: z.enum(COURSE_DURATION_FILTERS).optional(),
  /** A tag of type equipment. */
  equipment: optionalId,
  coachId: optionalId,
  /** Any other tag (motion type). */
  tagId: optionalId,
  /** 1: subscriber courses only; 0: free courses only. */
  vip: z.coerce
    .number()
    .int()
    .refine((value) => value === 0 || value === 1)
    .optional(),
});
export type CourseListQuery = z.infer<typeof courseListQuery>;
export type CourseListInput = z.input<typeof courseListQuery>;

export const courseCard = z.object({
  id: z.number().int().positive(),
  courseName: z.string(),
  courseNameEn: z.string(),
  courseCode: z.string(),
  courseType: z.number().int(),
  /** Nonzero: subscribers (or an entitlement) only. */
  courseVip: z.number().int(),
  calorie: z.number().int().nonnegative(),
  /** Equivalent distance in km (kcal ÷ 60, one decimal). */
  distance: z.number().nonnegative(),
  /** Seconds. */
  duration: z.number().int().nonnegative(),
  label: z.string().nullable(),
  difficultyLevel: z.number().int(),
  difficultyLevelStr: z.string(),
  coverUrl: z.string().nullable(),
  videoCoverUrl: z.string().nullable(),
  coachName: z.string().nullable(),
});
export type CourseCard = z.infer<typeof courseCard>;

export const courseFilterOption = z.object({ id: z.number().int().positive(), name: z.string() });
export type CourseFilterOption = z.infer<typeof courseFilterOption>;

export const courseListAnswer = z.object({
  list: z.array(courseCard),
  total: z.number().int().nonnegative(),
  pageIndex: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** What the filter bar offers, in the request's locale. */
  filters: z.object({
    coaches: z.array(courseFilterOption),
    equipment: z.array(courseFilterOption),
    tags: z.array(courseFilterOption),
  }),
});
export type CourseListAnswer = z.infer<typeof courseListAnswer>;

/**
 * /course-list sends a coach filter of more than this many coaches with the current choice only,
 * and the page searches the rest on demand (docs/decisions/long-filter-lists.md).
 */
export const COURSE_COACH_OPTIONS_IN_PAGE = 30;
/** At most this many coaches answer one search. */
export const COURSE_COACH_SEARCH_LIMIT = 20;

/** GET /api/web/course/coaches: coaches of published courses whose name contains the keyword. */
export const courseCoachSearchQuery = z.object({
  keyword: z.string().trim().max(50).default(''),
});
export type CourseCoachSearchInput = z.input<typeof courseCoachSearchQuery>;
export const courseCoachSearchAnswer = z.array(courseFilterOption).max(COURSE_COACH_SEARCH_LIMIT);
export type CourseCoachSearchAnswer = z.infer<typeof courseCoachSearchAnswer>;

export const courseIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** SPEC §3 Course video. `id` is what play and heartbeat take; videoId names the media file. */
export const courseVideo = z.object({
  id: z.number().int().positive(),
  coverUrl: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  points: z.number().int(),
  videoId: z.string(),
  videoName: z.string(),
  /** Bytes, when known. */
  videoSize: z.number().int().nullable(),
  /** Seconds. */
  videoTime: z.number().int().nonnegative(),
});
export type CourseVideo = z.infer<typeof courseVideo>;

export const courseTag = z.object({ id: z.number().int(), tagName: z.string(), tagType: z.string() });

export const courseCoachInfo = z.object({
  id: z.number().int().positive(),
  coachName: z.string(),
  avatarUrl: z.string().nullable(),
  profession: z.string().nullable(),
  country: z.string().nullable(),
});

export const courseDetail = courseCard.extend({
  intro: z.string().nullable(),
  frequency: z.string().nullable(),
  pcHtml: z.string().nullable(),
  mobileHtml: z.string().nullable(),
  participantsCount: z.number().int().nonnegative(),
  courseApparatusNameList: z.array(z.string()),
  courseAssistiveList: z.array(z.string()),
  courseTagList: z.array(courseTag),
  courseVideos: z.array(courseVideo),
  courseCoachInfo: courseCoachInfo.nullable(),
});
export type CourseDetail = z.infer<typeof courseDetail>;

/** SPEC §4: the member's health statement; null until answered. */
export const HEALTH_STATEMENT_CHOICES = ['accepted', 'declined'] as const;
export type HealthStatementChoice = (typeof HEALTH_STATEMENT_CHOICES)[number];

/** Why a member may not watch, in the order they are checked. */
export const WATCH_BLOCK_REASONS = [
  'login_required',
  'health_statement_required',
  'health_statement_declined',
  'subscription_required',
] as const;
export type WatchBlockReason = (typeof WATCH_BLOCK_REASONS)[number];

/** GET /api/web/course/permission/{id}: may this visitor watch, and if not, why. */
export const coursePermissionAnswer = z.object({
  courseId: z.number().int().positive(),
  canWatch: z.boolean(),
  reason: z.enum(WATCH_BLOCK_REASONS).nullable(),
  /** SPEC §3 userPermission: 1 when the member has the right to watch this course (VIP rule). */
  userPermission: z.union([z.literal(0), z.literal(1)]),
  healthStatement: z.enum(HEALTH_STATEMENT_CHOICES).nullable(),
});
export type CoursePermissionAnswer = z.infer<typeof coursePermissionAnswer>;

/** POST /api/web/user/healthStatement. */
export const healthStatementRequest = z.object({ accepted: z.boolean() });
export const healthStatementAnswer = z.object({
  healthStatement: z.enum(HEALTH_STATEMENT_CHOICES),
  healthStatementAt: z.string(),
});
export type HealthStatementAnswer = z.infer<typeof healthStatementAnswer>;

export const watchSessionId = z.uuid();

/** POST /api/web/course/play/{id}: a watch session and a short-lived signed file address. */
export const courseVideoParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const playRequest = z.object({
  /** Continue this course's session (the next video of the same course); a new one otherwise. */
  sessionId: watchSessionId.optional(),
});
export const playAnswer = z.object({
  sessionId: watchSessionId,
  courseId: z.number().int().positive(),
  videoId: z.number().int().positive(),
  playbackUrl: z.string(),
  /** ISO time after which the address no longer plays; ask again (retry) after it. */
  expiresAt: z.string(),
});
export type PlayAnswer = z.infer<typeof playAnswer>;

/** The player reports every 15 s and on pause, end and when the page is hidden. */
export const HEARTBEAT_INTERVAL_MS = 15_000;
/** A course counts as finished once this share of its video time is credited. */
export const COURSE_COMPLETION_RATIO = 0.9;

/** POST /api/web/course/heartbeat. */
export const heartbeatRequest = z.object({
  sessionId: watchSessionId,
  videoId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** Seconds into the video. */
  position: z
    .number()
    .nonnegative()
    .max(24 * 60 * 60),
});
export type HeartbeatRequest = z.infer<typeof heartbeatRequest>;
export const heartbeatAnswer = z.object({
  /** Watch seconds credited to the session so far (never more than wall-clock time). */
  creditedSeconds: z.number().int().nonnegative(),
  requiredSeconds: z.number().int().nonnegative(),
  /** The course is finished (its sport record written). */
  completed: z.boolean(),
});
export type HeartbeatAnswer = z.infer<typeof heartbeatAnswer>;

/** What React Router loaders call in-process (load context). */
export interface CourseWebServices {
  listCourses(locale: Locale, query: CourseListInput): Promise<CourseListAnswer>;
  /** Null when there is no such published course. */
  courseDetail(locale: Locale, id: number): Promise<CourseDetail | null>;
}
