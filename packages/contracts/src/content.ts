import { z } from 'zod';
import { GENDERS, USER_GOALS } from './user';
import type { Locale } from './locale';

/*
 * SPEC §3 Content entities: plans, series, coaches and articles, and the plan setup wizard with
 * its BMI result. SPEC §7 does not show these calls, so the paths are ours
 * (docs/decisions/content-api-paths.md). Public answers never carry member state (participating,
 * isFavorite, isLike): those come from the small member-state calls, so public pages can be
 * rendered once for every visitor.
 */

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** SPEC §3 flags answered as 1/0 (participating, isFavorite, isLike). */
const flag = z.union([z.literal(0), z.literal(1)]);

/** SPEC §3 Plan difficultyLevelStr: L1 to L4 (courses use L1 to L3 of the same scale). */
export const DIFFICULTY_LEVELS = [1, 2, 3, 4] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];
export const DIFFICULTY_NAMES = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type DifficultyName = (typeof DIFFICULTY_NAMES)[number];

/** "L1".."L4"; the web names the level (content:difficulty.beginner …). */
export function difficultyLevelStr(level: number): string {
  return `L${level}`;
}

// ── Course cards (as plans, series and coaches show them; /course/{id} belongs to the courses work) ──

export const contentCourseCard = z.object({
  id: z.number().int().positive(),
  courseName: z.string(),
  coverUrl: z.string(),
  /** Seconds. */
  duration: z.number().int().nonnegative(),
  /** kcal. */
  calorie: z.number().int().nonnegative(),
  difficultyLevel: z.number().int(),
  difficultyLevelStr: z.string(),
  /** Nonzero: subscribers only. */
  courseVip: z.number().int(),
});
export type ContentCourseCard = z.infer<typeof contentCourseCard>;

// ── Plans ──────────────────────────────────────────────────────────────────────────────────

/** /plan-list/{tab}: every plan, one fitness goal (plans tagged with it) or one difficulty. */
export const PLAN_GOAL_TABS = ['lose_weight', 'build_muscle', 'keep_fit'] as const;
export const PLAN_LIST_TABS = ['all', ...PLAN_GOAL_TABS, ...DIFFICULTY_NAMES] as const;
export type PlanListTab = (typeof PLAN_LIST_TABS)[number];
export type PlanGoal = (typeof PLAN_GOAL_TABS)[number];

export const CONTENT_PAGE_SIZE = 12;
export const CONTENT_PAGE_SIZE_MAX = 48;
const pageIndex = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(CONTENT_PAGE_SIZE);

/** GET /api/web/plan/list?tab&pageIndex&pageSize */
export const planListQuery = z.object({ tab: z.enum(PLAN_LIST_TABS).default('all'), pageIndex, pageSize });
export type PlanListQuery = z.output<typeof planListQuery>;

export const planSummary = z.object({
  id: z.number().int().positive(),
  planName: z.string(),
  planImage: z.string(),
  difficultyLevel: z.number().int(),
  difficultyLevelStr: z.string(),
  calorieCount: z.number().int().nonnegative(),
  totalDays: z.number().int().nonnegative(),
  vip: z.number().int(),
  participationCount: z.number().int().nonnegative(),
});
export type PlanSummary = z.infer<typeof planSummary>;

export const planListAnswer = z.object({
  list: z.array(planSummary),
  total: z.number().int().nonnegative(),
  pageIndex: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type PlanListAnswer = z.infer<typeof planListAnswer>;

/** One training day of a plan week: its name (Monday …) and its courses. */
export const planDay = z.object({
  dayNumber: z.number().int(),
  dayWeekName: z.string(),
  courses: z.array(contentCourseCard),
});
export const planWeek = z.object({
  weekNumber: z.number().int().positive(),
  weekName: z.string(),
  days: z.array(planDay),
});
export type PlanWeek = z.infer<typeof planWeek>;

export const idParams = z.object({ id });

/** GET /api/web/plan/detail/{id}: public fields only (participating comes from member-state). */
export const planDetail = planSummary.extend({
  planDesc: z.string(),
  pcHtml: z.string(),
  mobileHtml: z.string(),
  plancoursesWeeks: z.array(planWeek),
});
export type PlanDetail = z.infer<typeof planDetail>;

/** The course a participant trains today: week by days since joining, day by Taipei weekday. */
export const planTodayCourse = z.object({
  weekNumber: z.number().int().positive(),
  dayNumber: z.number().int(),
  /** Null on a rest day. */
  course: contentCourseCard.nullable(),
});

/** GET /api/web/plan/member-state/{id} (login). */
export const planMemberState = z.object({
  participating: flag,
  startedAt: z.string().nullable(),
  /** Null when not participating or when the plan's weeks are over. */
  today: planTodayCourse.nullable(),
});
export type PlanMemberState = z.infer<typeof planMemberState>;

/** POST /api/web/plan/join (login): joining again changes nothing. */
export const planJoinBody = z.object({ planId: id });
export const planJoinAnswer = z.object({ participating: flag, participationCount: z.number().int().nonnegative() });
export type PlanJoinAnswer = z.infer<typeof planJoinAnswer>;

/** GET /api/web/plan/today (login): every plan the member takes part in, with today's course. */
export const planTodayAnswer = z.array(
  z.object({ planId: z.number().int().positive(), planName: z.string(), today: planTodayCourse.nullable() }),
);
export type PlanTodayAnswer = z.infer<typeof planTodayAnswer>;

// ── Series ─────────────────────────────────────────────────────────────────────────────────

export const seriesSummary = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  coverUrl: z.string(),
  intro: z.string(),
  participantsCount: z.number().int().nonnegative(),
  courseCount: z.number().int().nonnegative(),
});
export type SeriesSummary = z.infer<typeof seriesSummary>;
/** GET /api/web/series/list */
export const seriesListAnswer = z.array(seriesSummary);
/** GET /api/web/series/detail/{id} */
export const seriesDetail = seriesSummary.extend({ lessons: z.array(contentCourseCard) });
export type SeriesDetail = z.infer<typeof seriesDetail>;

// ── Coaches ────────────────────────────────────────────────────────────────────────────────

/** SPEC §3 Coach view. country is an ISO 3166 code; the web names it per locale. */
export const coachSummary = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  avatar: z.string(),
  country: z.string(),
  profession: z.string(),
  /** Number of published courses the coach teaches. */
  lessonCount: z.number().int().nonnegative(),
  followerCount: z.number().int().nonnegative(),
});
export type CoachSummary = z.infer<typeof coachSummary>;
/** GET /api/web/coach/list */
export const coachListAnswer = z.array(coachSummary);
/** GET /api/web/coach/detail/{id} */
export const coachDetail = coachSummary.extend({ intro: z.string(), lessons: z.array(contentCourseCard) });
export type CoachDetail = z.infer<typeof coachDetail>;

/** GET /api/web/coach/member-state/{id} (login) and the answer of POST /api/web/coach/follow. */
export const coachFollowState = z.object({ isFavorite: flag, followerCount: z.number().int().nonnegative() });
export type CoachFollowState = z.infer<typeof coachFollowState>;
/** POST /api/web/coach/follow (login): follow true follows, false unfollows; repeating changes nothing. */
export const coachFollowBody = z.object({ coachId: id, follow: z.boolean() });
export type CoachFollowBody = z.infer<typeof coachFollowBody>;

// ── Articles ───────────────────────────────────────────────────────────────────────────────

export const articleCategory = z.object({ id: z.number().int().positive(), name: z.string() });
/** GET /api/web/article/category/list */
export const articleCategoryListAnswer = z.array(articleCategory);
export type ArticleCategoryListAnswer = z.infer<typeof articleCategoryListAnswer>;

/** GET /api/web/article/list?categoryId (0 = every category)&pageIndex&pageSize */
export const articleListQuery = z.object({
  categoryId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  pageIndex,
  pageSize,
});
export type ArticleListQuery = z.output<typeof articleListQuery>;

export const articleSummary = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  subTitle: z.string(),
  author: z.string(),
  coverImg: z.string(),
  /** ISO 8601. */
  articleTime: z.string(),
  categoryIds: z.array(z.number().int()),
  categoryNames: z.array(z.string()),
});
export type ArticleSummary = z.infer<typeof articleSummary>;
export const articleListAnswer = z.object({
  list: z.array(articleSummary),
  total: z.number().int().nonnegative(),
  pageIndex: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ArticleListAnswer = z.infer<typeof articleListAnswer>;

/** GET /api/web/article/detail/{id}: pcHtml is sanitised on the server. */
export const articleDetail = articleSummary.extend({ pcHtml: z.string() });
export type ArticleDetail = z.infer<typeof articleDetail>;

/** GET /api/web/article/member-state/{id} (login): isLike 1 when the article is a favourite. */
export const articleMemberState = z.object({ isLike: flag });

// ── Plan setup wizard and BMI (SPEC §1, §3 Plan) ───────────────────────────────────────────

export const BMI_RATINGS = ['low', 'normal', 'high'] as const;
export type BmiRating = (typeof BMI_RATINGS)[number];

/**
 * Taiwan Ministry of Health and Welfare adult cut-offs: below 18.5 is underweight, 18.5 up to
 * 24 is normal, 24 and above is high (overweight from 24, obese from 27; SPEC only has three).
 */
export const BMI_LOW_BELOW = 18.5;
export const BMI_HIGH_FROM = 24;

/** kg / m², rounded to one decimal; the rating is taken from the rounded figure the member sees. */
export function bmiOf(heightCm: number, weightKg: number): number {
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}

export function bmiRating(bmi: number): BmiRating {
  if (bmi < BMI_LOW_BELOW) return 'low';
  if (bmi < BMI_HIGH_FROM) return 'normal';
  return 'high';
}

/** The advice shown with each rating (SPEC §3: "each with advice text"). */
export const BMI_ADVICE: Record<BmiRating, Record<Locale, string>> = {
  low: {
    zhTW: '您的 BMI 偏低。建議均衡攝取蛋白質與熱量，搭配循序漸進的肌力訓練，健康地增加肌肉量。',
    zhCN: '您的 BMI 偏低。建议均衡摄取蛋白质与热量，搭配循序渐进的力量训练，健康地增加肌肉量。',
    en: 'Your BMI is low. Eat enough protein and energy, and add gradual strength training to build muscle healthily.',
  },
  normal: {
    zhTW: '您的 BMI 在正常範圍內。維持每週至少 150 分鐘的中等強度運動，並保持均衡飲食。',
    zhCN: '您的 BMI 在正常范围内。保持每周至少 150 分钟的中等强度运动，并保持均衡饮食。',
    en: 'Your BMI is in the normal range. Keep up at least 150 minutes of moderate exercise a week and a balanced diet.',
  },
  high: {
    zhTW: '您的 BMI 偏高。建議從低衝擊有氧開始，搭配肌力訓練與飲食控制，逐步減少體脂。',
    zhCN: '您的 BMI 偏高。建议从低冲击有氧开始，搭配力量训练与饮食控制，逐步减少体脂。',
    en: 'Your BMI is high. Start with low-impact cardio, add strength training and watch your diet to reduce body fat step by step.',
  },
};

/** The wizard's bounds: the profile limits (height, weight ×10) plus age and a daily calorie goal. */
export const PLAN_SETUP_LIMITS = {
  age: { min: 10, max: 120 },
  height: { min: 50, max: 250 },
  weightTimesTen: { min: 200, max: 3000 },
  /** kcal burned by exercise per day. */
  calorieGoal: { min: 50, max: 3000 },
} as const;

/**
 * POST /api/web/plan-setup/result: weight is ten times the kilograms (SPEC §3). With a session
 * the answers are written to the member's profile; without one nothing is stored.
 */
export const planSetupBody = z.object({
  gender: z.union(GENDERS.map((gender) => z.literal(gender))),
  age: z.number().int().min(PLAN_SETUP_LIMITS.age.min).max(PLAN_SETUP_LIMITS.age.max),
  height: z.number().int().min(PLAN_SETUP_LIMITS.height.min).max(PLAN_SETUP_LIMITS.height.max),
  weight: z.number().int().min(PLAN_SETUP_LIMITS.weightTimesTen.min).max(PLAN_SETUP_LIMITS.weightTimesTen.max),
  calorieGoal: z.number().int().min(PLAN_SETUP_LIMITS.calorieGoal.min).max(PLAN_SETUP_LIMITS.calorieGoal.max),
  goal: z.enum(USER_GOALS),
});
export type PlanSetupBody = z.infer<typeof planSetupBody>;

export const planSetupAnswer = z.object({
  bmi: z.number(),
  bmiRating: z.enum(BMI_RATINGS),
  advice: z.string(),
  recommendedPlan: planSummary.nullable(),
  /** True when the answers were written to the member's profile. */
  profileSaved: z.boolean(),
});
export type PlanSetupAnswer = z.infer<typeof planSetupAnswer>;

/** What React Router loaders reach through the load context: the public answers only. */
export interface ContentWebServices {
  planList(locale: Locale, query: PlanListQuery): Promise<PlanListAnswer>;
  /** Undefined when the plan does not exist or is not published. */
  planDetail(locale: Locale, id: number): Promise<PlanDetail | undefined>;
  seriesList(locale: Locale): Promise<SeriesSummary[]>;
  seriesDetail(locale: Locale, id: number): Promise<SeriesDetail | undefined>;
  coachList(locale: Locale): Promise<CoachSummary[]>;
  coachDetail(locale: Locale, id: number): Promise<CoachDetail | undefined>;
  articleCategories(locale: Locale): Promise<ArticleCategoryListAnswer>;
  articleList(locale: Locale, query: ArticleListQuery): Promise<ArticleListAnswer>;
  articleDetail(locale: Locale, id: number): Promise<ArticleDetail | undefined>;
}
