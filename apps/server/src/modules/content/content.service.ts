import {
  BMI_ADVICE,
  DIFFICULTY_NAMES,
  bmiOf,
  bmiRating,
  difficultyLevelStr,
  type ArticleCategoryListAnswer,
  type ArticleDetail,
  type ArticleListAnswer,
  type ArticleListQuery,
  type ArticleSummary,
  type CoachDetail,
  type CoachFollowBody,
  type CoachFollowState,
  type CoachSummary,
  type ContentCourseCard,
  type PlanDetail,
  type PlanGoal,
  type PlanJoinAnswer,
  type PlanListAnswer,
  type PlanListQuery,
  type PlanMemberState,
  type PlanSetupAnswer,
  type PlanSetupBody,
  type PlanSummary,
  type PlanTodayAnswer,
  type PlanWeek,
  type SeriesDetail,
  type SeriesSummary,
} from '@wellfit/contracts/content';
import { LOCALES } from '@wellfit/contracts/locale';
import { createAnswerCache, keptAnswer, type KeptAnswer } from '../../answer-cache.ts';
import { withTransaction, type RequestContext, type ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { saveBodyProfile } from '../accounts/accounts.service.ts';
import { sanitizeStoredHtml } from '../../rich-html.ts';
import { favouriteStatus, toggleFavourite } from '../favourites/favourites.service.ts';
import {
  countArticles,
  countPlans,
  incrementParticipationCount,
  insertParticipation,
  planIsPublished,
  selectArticle,
  selectArticleCategories,
  selectArticleSummaries,
  selectArticleSummariesByIds,
  selectCoach,
  selectCoachCourses,
  selectCoachFollowState,
  selectCoachSummaries,
  selectCoachSummariesByIds,
  selectCourseCardsByIds,
  selectMostJoinedPlan,
  selectParticipationCount,
  selectParticipations,
  selectPlan,
  selectPlanDayCourse,
  selectPlanDays,
  selectPlanSummaries,
  selectPlanSummariesByIds,
  selectSeries,
  selectSeriesCourses,
  selectSeriesSummaries,
  type ArticleSummaryRow,
  type CourseCardRow,
  type PlanFilter,
  type PlanSummaryRow,
} from './content.queries.ts';

const notFound = () => new AppError('content_not_found', 404);

function courseCard(row: CourseCardRow): ContentCourseCard {
  return { ...row, difficultyLevelStr: difficultyLevelStr(row.difficultyLevel) };
}

function planSummary(row: PlanSummaryRow): PlanSummary {
  return { ...row, difficultyLevelStr: difficultyLevelStr(row.difficultyLevel) };
}

// ── Sanitised HTML ─────────────────────────────────────────────────────────────────────────

// ── Serialised detail answers ──────────────────────────────────────────────────────────────

/**
 * Plan and article details are the hottest content reads (issue 5 budget: 2,000 req/s, p99
 * 25 ms). Their success answers are kept as JSON text for ANSWER_TTL_MS per database, kind, id
 * and locale, which skips the queries and the response serializer. A join in this process drops
 * the plan's entries at once; edits from elsewhere show within the TTL.
 */
export const ANSWER_TTL_MS = 5_000;
const answers = createAnswerCache<KeptAnswer<unknown>>({ ttlMs: ANSWER_TTL_MS, maxEntries: 2_000 });

function cachedAnswer<Value>(ctx: ServiceContext, key: string, load: () => Promise<Value>): Promise<KeptAnswer<Value>> {
  return answers.get(ctx.db, key, async () => keptAnswer(await load())) as Promise<KeptAnswer<Value>>;
}

function forgetPlanAnswers(db: Database, planId: number): void {
  for (const locale of LOCALES) answers.forget(db, `plan:${planId}:${locale}`);
}

// ── Plans ──────────────────────────────────────────────────────────────────────────────────

function planFilterOf(tab: PlanListQuery['tab']): PlanFilter {
  if (tab === 'all') return {};
  const difficulty = DIFFICULTY_NAMES.indexOf(tab as (typeof DIFFICULTY_NAMES)[number]);
  if (difficulty >= 0) return { difficultyLevel: difficulty + 1 };
  return { goal: tab as PlanGoal };
}

export async function planList(ctx: ServiceContext, query: PlanListQuery): Promise<PlanListAnswer> {
  const filter = planFilterOf(query.tab);
  const [rows, total] = await Promise.all([
    selectPlanSummaries(ctx.db, ctx.locale, filter, query),
    countPlans(ctx.db, filter),
  ]);
  return { list: rows.map(planSummary), total, pageIndex: query.pageIndex, pageSize: query.pageSize };
}

/** Rows ordered by week, day, sort grouped into plancoursesWeeks. */
function weeksOf(rows: Awaited<ReturnType<typeof selectPlanDays>>): PlanWeek[] {
  const weeks: PlanWeek[] = [];
  for (const row of rows) {
    let week = weeks.at(-1);
    if (week?.weekNumber !== row.weekNumber) {
      week = { weekNumber: row.weekNumber, weekName: row.weekName, days: [] };
      weeks.push(week);
    }
    let day = week.days.at(-1);
    if (day?.dayNumber !== row.dayNumber) {
      day = { dayNumber: row.dayNumber, dayWeekName: row.dayWeekName, courses: [] };
      week.days.push(day);
    }
    day.courses.push(courseCard(row.course));
  }
  return weeks;
}

export async function findPlanDetail(ctx: ServiceContext, planId: number): Promise<PlanDetail | undefined> {
  const [plan, days] = await Promise.all([
    selectPlan(ctx.db, ctx.locale, planId),
    selectPlanDays(ctx.db, ctx.locale, planId),
  ]);
  if (!plan) return undefined;
  const { updatedAt, ...fields } = plan;
  return {
    ...planSummary(fields),
    planDesc: fields.planDesc,
    pcHtml: sanitizeStoredHtml(`plan:${planId}:pc:${ctx.locale}`, updatedAt, fields.pcHtml),
    mobileHtml: sanitizeStoredHtml(`plan:${planId}:mobile:${ctx.locale}`, updatedAt, fields.mobileHtml),
    plancoursesWeeks: weeksOf(days),
  };
}

export async function planDetail(ctx: ServiceContext, planId: number): Promise<PlanDetail> {
  const detail = await findPlanDetail(ctx, planId);
  if (!detail) throw notFound();
  return detail;
}

/** A plan's detail kept for ANSWER_TTL_MS (an unknown id is not kept: it throws not found). */
export function cachedPlanDetail(ctx: ServiceContext, planId: number): Promise<KeptAnswer<PlanDetail>> {
  return cachedAnswer(ctx, `plan:${planId}:${ctx.locale}`, () => planDetail(ctx, planId));
}

/** Joining twice is harmless: the count grows only when the participation row is new. */
export async function joinPlan(ctx: RequestContext, planId: number): Promise<PlanJoinAnswer> {
  const member = await ctx.requireMember();
  return withTransaction(ctx, async (tx) => {
    if (!(await planIsPublished(tx.db, planId))) throw notFound();
    const joined = await insertParticipation(tx.db, member.userId, planId);
    const participationCount = joined
      ? await incrementParticipationCount(tx.db, planId)
      : await selectParticipationCount(tx.db, planId);
    return { participating: 1 as const, participationCount };
  }).finally(() => forgetPlanAnswers(ctx.db, planId));
}

const DAY_MS = 86_400_000;
/** Plans follow the Taiwan calendar (UTC+8, no daylight saving). */
const TAIPEI_OFFSET_MS = 8 * 3_600_000;
const taipeiDayNumber = (time: Date) => Math.floor((time.getTime() + TAIPEI_OFFSET_MS) / DAY_MS);

/**
 * Today's place in a plan: the week counts from the day the member joined; the day is today's
 * weekday in Taipei (plan days are weekdays, 1 = Monday), so a plan joined on Thursday starts
 * with that week's Thursday. Null once every week has passed.
 */
export function planPosition(
  startedAt: Date,
  weekCount: number,
  now: Date,
): { weekNumber: number; dayNumber: number } | null {
  const elapsedDays = Math.max(0, taipeiDayNumber(now) - taipeiDayNumber(startedAt));
  const weekNumber = Math.floor(elapsedDays / 7) + 1;
  if (weekNumber > weekCount) return null;
  // Day 0 of the epoch (1970-01-01) was a Thursday.
  const dayNumber = ((taipeiDayNumber(now) + 3) % 7) + 1;
  return { weekNumber, dayNumber };
}

async function todayOf(ctx: ServiceContext, planId: number, startedAt: Date, weekCount: number) {
  const position = planPosition(startedAt, weekCount, new Date());
  if (!position) return null;
  const course = await selectPlanDayCourse(ctx.db, ctx.locale, planId, position.weekNumber, position.dayNumber);
  return { ...position, course: course ? courseCard(course) : null };
}

export async function planMemberState(ctx: RequestContext, planId: number): Promise<PlanMemberState> {
  const member = await ctx.requireMember();
  const [participation] = await selectParticipations(ctx.db, ctx.locale, member.userId, planId);
  if (!participation) {
    if (!(await planIsPublished(ctx.db, planId))) throw notFound();
    return { participating: 0, startedAt: null, today: null };
  }
  return {
    participating: 1,
    startedAt: participation.startedAt.toISOString(),
    today: await todayOf(ctx, planId, participation.startedAt, participation.weekCount),
  };
}

export async function plansToday(ctx: RequestContext): Promise<PlanTodayAnswer> {
  const member = await ctx.requireMember();
  const participations = await selectParticipations(ctx.db, ctx.locale, member.userId);
  return Promise.all(
    participations.map(async (participation) => ({
      planId: participation.planId,
      planName: participation.planName,
      today: await todayOf(ctx, participation.planId, participation.startedAt, participation.weekCount),
    })),
  );
}

// ── Plan setup ─────────────────────────────────────────────────────────────────────────────

/**
 * The recommended plan serves the member's goal (a high BMI means losing weight whatever the
 * goal; "not sure" means keeping fit) at beginner level, else at any level; free plans first.
 */
async function recommendedPlan(ctx: ServiceContext, body: PlanSetupBody, rating: string): Promise<PlanSummary | null> {
  const goal: PlanGoal = rating === 'high' ? 'lose_weight' : body.goal === 'not_sure' ? 'keep_fit' : body.goal;
  const row =
    (await selectMostJoinedPlan(ctx.db, ctx.locale, { goal, difficultyLevel: 1 })) ??
    (await selectMostJoinedPlan(ctx.db, ctx.locale, { goal })) ??
    (await selectMostJoinedPlan(ctx.db, ctx.locale, {}));
  return row ? planSummary(row) : null;
}

export async function planSetupResult(ctx: RequestContext, body: PlanSetupBody): Promise<PlanSetupAnswer> {
  const bmi = bmiOf(body.height, body.weight / 10);
  const rating = bmiRating(bmi);
  const member = await ctx.member();
  if (member) await saveBodyProfile(ctx, member.userId, body);
  return {
    bmi,
    bmiRating: rating,
    advice: BMI_ADVICE[rating][ctx.locale],
    recommendedPlan: await recommendedPlan(ctx, body, rating),
    profileSaved: member !== null,
  };
}

// ── Series ─────────────────────────────────────────────────────────────────────────────────

export function seriesList(ctx: ServiceContext): Promise<SeriesSummary[]> {
  return selectSeriesSummaries(ctx.db, ctx.locale);
}

export async function findSeriesDetail(ctx: ServiceContext, seriesId: number): Promise<SeriesDetail | undefined> {
  const [summary, lessons] = await Promise.all([
    selectSeries(ctx.db, ctx.locale, seriesId),
    selectSeriesCourses(ctx.db, ctx.locale, seriesId),
  ]);
  return summary && { ...summary, lessons: lessons.map(courseCard) };
}

export async function seriesDetail(ctx: ServiceContext, seriesId: number): Promise<SeriesDetail> {
  const detail = await findSeriesDetail(ctx, seriesId);
  if (!detail) throw notFound();
  return detail;
}

// ── Coaches ────────────────────────────────────────────────────────────────────────────────

export function coachList(ctx: ServiceContext): Promise<CoachSummary[]> {
  return selectCoachSummaries(ctx.db, ctx.locale);
}

export async function findCoachDetail(ctx: ServiceContext, coachId: number): Promise<CoachDetail | undefined> {
  const [coach, lessons] = await Promise.all([
    selectCoach(ctx.db, ctx.locale, coachId),
    selectCoachCourses(ctx.db, ctx.locale, coachId),
  ]);
  return coach && { ...coach, lessons: lessons.map(courseCard) };
}

export async function coachDetail(ctx: ServiceContext, coachId: number): Promise<CoachDetail> {
  const detail = await findCoachDetail(ctx, coachId);
  if (!detail) throw notFound();
  return detail;
}

async function coachFollowState(ctx: ServiceContext, coachId: number, userId: number): Promise<CoachFollowState> {
  const state = await selectCoachFollowState(ctx.db, coachId, userId);
  if (!state) throw notFound();
  return { isFavorite: state.following ? 1 : 0, followerCount: state.followerCount };
}

export async function coachMemberState(ctx: RequestContext, coachId: number): Promise<CoachFollowState> {
  const member = await ctx.requireMember();
  return coachFollowState(ctx, coachId, member.userId);
}

export async function followCoach(ctx: RequestContext, body: CoachFollowBody): Promise<CoachFollowState> {
  const member = await ctx.requireMember();
  // Checked first so a hidden or unknown coach answers 404 and gains no follower row.
  await coachFollowState(ctx, body.coachId, member.userId);
  await toggleFavourite(ctx, { targetType: 'coach', targetId: body.coachId, like: body.follow });
  return coachFollowState(ctx, body.coachId, member.userId);
}

// ── Articles ───────────────────────────────────────────────────────────────────────────────

function articleSummary({ categories, articleTime, ...row }: ArticleSummaryRow): ArticleSummary {
  return {
    ...row,
    articleTime: articleTime.toISOString(),
    categoryIds: categories.map((category) => category.id),
    categoryNames: categories.map((category) => category.name),
  };
}

export function articleCategoryList(ctx: ServiceContext): Promise<ArticleCategoryListAnswer> {
  return selectArticleCategories(ctx.db, ctx.locale);
}

export async function articleList(ctx: ServiceContext, query: ArticleListQuery): Promise<ArticleListAnswer> {
  const [rows, total] = await Promise.all([
    selectArticleSummaries(ctx.db, ctx.locale, query.categoryId, query),
    countArticles(ctx.db, query.categoryId),
  ]);
  return { list: rows.map(articleSummary), total, pageIndex: query.pageIndex, pageSize: query.pageSize };
}

export async function findArticleDetail(ctx: ServiceContext, articleId: number): Promise<ArticleDetail | undefined> {
  const row = await selectArticle(ctx.db, ctx.locale, articleId);
  if (!row) return undefined;
  const { pcHtml, updatedAt, ...summary } = row;
  return {
    ...articleSummary(summary),
    pcHtml: sanitizeStoredHtml(`article:${articleId}:${ctx.locale}`, updatedAt, pcHtml),
  };
}

export async function articleDetail(ctx: ServiceContext, articleId: number): Promise<ArticleDetail> {
  const detail = await findArticleDetail(ctx, articleId);
  if (!detail) throw notFound();
  return detail;
}

/** An article's detail kept for ANSWER_TTL_MS (an unknown id is not kept: it throws not found). */
export function cachedArticleDetail(ctx: ServiceContext, articleId: number): Promise<KeptAnswer<ArticleDetail>> {
  return cachedAnswer(ctx, `article:${articleId}:${ctx.locale}`, () => articleDetail(ctx, articleId));
}

export async function articleMemberState(ctx: RequestContext, articleId: number): Promise<{ isLike: 0 | 1 }> {
  await ctx.requireMember();
  if (!(await selectArticle(ctx.db, ctx.locale, articleId))) throw notFound();
  const { like } = await favouriteStatus(ctx, { targetType: 'article', targetId: articleId });
  return { isLike: like ? 1 : 0 };
}

// ── Cards by id ────────────────────────────────────────────────────────────────────────────

/** Rows in the order of `ids`, without the ids that found none. */
function inOrderOf<Row extends { id: number }>(ids: number[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The cards of the published items among `ids`, in the order of `ids` (search hits, favourites
 * and browse history pick and order the ids; the content module owns what a card shows).
 */
export async function courseCardsByIds(ctx: ServiceContext, ids: number[]): Promise<ContentCourseCard[]> {
  if (ids.length === 0) return [];
  return inOrderOf(ids, await selectCourseCardsByIds(ctx.db, ctx.locale, ids)).map(courseCard);
}

export async function planSummariesByIds(ctx: ServiceContext, ids: number[]): Promise<PlanSummary[]> {
  if (ids.length === 0) return [];
  return inOrderOf(ids, await selectPlanSummariesByIds(ctx.db, ctx.locale, ids)).map(planSummary);
}

export async function articleSummariesByIds(ctx: ServiceContext, ids: number[]): Promise<ArticleSummary[]> {
  if (ids.length === 0) return [];
  return inOrderOf(ids, await selectArticleSummariesByIds(ctx.db, ctx.locale, ids)).map(articleSummary);
}

export async function coachSummariesByIds(ctx: ServiceContext, ids: number[]): Promise<CoachSummary[]> {
  if (ids.length === 0) return [];
  return inOrderOf(ids, await selectCoachSummariesByIds(ctx.db, ctx.locale, ids));
}
