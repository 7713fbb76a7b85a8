import type { PlanGoal } from '@wellfit/contracts/content';
import type { Locale } from '@wellfit/contracts/locale';
import { and, asc, count, desc, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { localisedTextOrEmpty } from '../../db/localised-text.ts';
import { preparedPerDatabase } from '../../db/prepared-per-database.ts';
import { favourites } from '../favourites/favourites.tables.ts';
import {
  articleCategories,
  articleCategoryLinks,
  articles,
  coaches,
  courses,
  planCourses,
  planParticipations,
  planWeeks,
  plans,
  series,
  seriesCourses,
} from './content.tables.ts';

const published = (column: PgColumn) => eq(column, 'published');

/**
 * An outer row's column inside a correlated sub-select: Drizzle leaves columns unqualified in
 * single-table selects, where "id" would silently bind to the sub-select's own table.
 */
function outer(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

// ── Course cards ───────────────────────────────────────────────────────────────────────────

function courseCardColumns(locale: Locale) {
  return {
    id: courses.id,
    courseName: localisedTextOrEmpty(courses.name, locale),
    coverUrl: sql<string>`coalesce(${courses.coverUrl}, '')`,
    duration: courses.duration,
    calorie: courses.calorie,
    difficultyLevel: courses.difficultyLevel,
    courseVip: courses.courseVip,
  };
}
export type CourseCardRow = Awaited<ReturnType<typeof selectCoachCourses>>[number];

// ── Plans ──────────────────────────────────────────────────────────────────────────────────

export interface PlanFilter {
  goal?: PlanGoal;
  difficultyLevel?: number;
}

function planWhere(filter: PlanFilter): SQL | undefined {
  return and(
    published(plans.status),
    filter.goal === undefined ? undefined : eq(plans.goal, filter.goal),
    filter.difficultyLevel === undefined ? undefined : eq(plans.difficultyLevel, filter.difficultyLevel),
  );
}

function planSummaryColumns(locale: Locale) {
  return {
    id: plans.id,
    planName: localisedTextOrEmpty(plans.name, locale),
    planImage: sql<string>`coalesce(${plans.image}, '')`,
    difficultyLevel: plans.difficultyLevel,
    calorieCount: plans.calorieCount,
    totalDays: plans.totalDays,
    vip: plans.vip,
    participationCount: plans.participationCount,
  };
}
export type PlanSummaryRow = Awaited<ReturnType<typeof selectPlanSummaries>>[number];

export function selectPlanSummaries(
  db: Database,
  locale: Locale,
  filter: PlanFilter,
  page: { pageIndex: number; pageSize: number },
) {
  return db
    .select(planSummaryColumns(locale))
    .from(plans)
    .where(planWhere(filter))
    .orderBy(asc(plans.sort), asc(plans.id))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize);
}

export async function countPlans(db: Database, filter: PlanFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(plans).where(planWhere(filter));
  return row?.total ?? 0;
}

/*
 * A plan's page is two statements, each built once per database and locale and named: the query
 * builder does not rebuild their SQL on every call, and PostgreSQL plans them once per connection
 * (docs/decisions/content-detail-statements.md).
 */
const planStatement = preparedPerDatabase((db: Database, locale: Locale) =>
  db
    .select({
      ...planSummaryColumns(locale),
      planDesc: localisedTextOrEmpty(plans.description, locale),
      pcHtml: localisedTextOrEmpty(plans.pcHtml, locale),
      mobileHtml: localisedTextOrEmpty(plans.mobileHtml, locale),
      updatedAt: plans.updatedAt,
    })
    .from(plans)
    .where(and(eq(plans.id, sql.placeholder('planId')), published(plans.status)))
    .prepare(`plan_detail_${locale}`),
);

export async function selectPlan(db: Database, locale: Locale, planId: number) {
  const [row] = await planStatement(db, locale).execute({ planId });
  return row;
}

const planDaysStatement = preparedPerDatabase((db: Database, locale: Locale) =>
  db
    .select({
      weekNumber: planWeeks.weekNumber,
      weekName: localisedTextOrEmpty(planWeeks.name, locale),
      dayNumber: planCourses.dayNumber,
      dayWeekName: localisedTextOrEmpty(planCourses.dayName, locale),
      course: courseCardColumns(locale),
    })
    .from(planWeeks)
    .innerJoin(planCourses, eq(planCourses.planWeekId, planWeeks.id))
    .innerJoin(courses, and(eq(courses.id, planCourses.courseId), published(courses.status)))
    .where(eq(planWeeks.planId, sql.placeholder('planId')))
    .orderBy(asc(planWeeks.weekNumber), asc(planCourses.dayNumber), asc(planCourses.sort), asc(planCourses.id))
    .prepare(`plan_days_${locale}`),
);

/** Every day of every week of a plan with its published course, in one statement, in order. */
export function selectPlanDays(db: Database, locale: Locale, planId: number) {
  return planDaysStatement(db, locale).execute({ planId });
}

/** The plan of one goal and difficulty that most members take (the plan setup recommendation). */
export async function selectMostJoinedPlan(db: Database, locale: Locale, filter: PlanFilter) {
  const [row] = await db
    .select(planSummaryColumns(locale))
    .from(plans)
    .where(planWhere(filter))
    .orderBy(asc(plans.vip), desc(plans.participationCount), asc(plans.id))
    .limit(1);
  return row;
}

export async function planIsPublished(db: Database, planId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.id, planId), published(plans.status)));
  return row !== undefined;
}

/** True when this call made the member a participant (false: they already were). */
export async function insertParticipation(db: Database, userId: number, planId: number): Promise<boolean> {
  const inserted = await db
    .insert(planParticipations)
    .values({ userId, planId })
    .onConflictDoNothing()
    .returning({ planId: planParticipations.planId });
  return inserted.length > 0;
}

export async function incrementParticipationCount(db: Database, planId: number): Promise<number> {
  const [row] = await db
    .update(plans)
    .set({ participationCount: sql`${plans.participationCount} + 1` })
    .where(eq(plans.id, planId))
    .returning({ participationCount: plans.participationCount });
  return row?.participationCount ?? 0;
}

export async function selectParticipationCount(db: Database, planId: number): Promise<number> {
  const [row] = await db
    .select({ participationCount: plans.participationCount })
    .from(plans)
    .where(eq(plans.id, planId));
  return row?.participationCount ?? 0;
}

/** The member's published plans with when they joined and how many weeks each plan has. */
export function selectParticipations(db: Database, locale: Locale, userId: number, planId?: number) {
  return db
    .select({
      planId: plans.id,
      planName: localisedTextOrEmpty(plans.name, locale),
      startedAt: planParticipations.startedAt,
      weekCount: sql<number>`(select count(*)::int from ${planWeeks} where ${planWeeks.planId} = ${outer(plans.id)})`,
    })
    .from(planParticipations)
    .innerJoin(plans, and(eq(plans.id, planParticipations.planId), published(plans.status)))
    .where(
      and(
        eq(planParticipations.userId, userId),
        planId === undefined ? undefined : eq(planParticipations.planId, planId),
      ),
    )
    .orderBy(desc(planParticipations.startedAt), asc(plans.id));
}

/** The published course of one plan day (null on a rest day). */
export async function selectPlanDayCourse(
  db: Database,
  locale: Locale,
  planId: number,
  weekNumber: number,
  dayNumber: number,
) {
  const [row] = await db
    .select(courseCardColumns(locale))
    .from(planWeeks)
    .innerJoin(planCourses, eq(planCourses.planWeekId, planWeeks.id))
    .innerJoin(courses, and(eq(courses.id, planCourses.courseId), published(courses.status)))
    .where(
      and(eq(planWeeks.planId, planId), eq(planWeeks.weekNumber, weekNumber), eq(planCourses.dayNumber, dayNumber)),
    )
    .orderBy(asc(planCourses.sort), asc(planCourses.id))
    .limit(1);
  return row ?? null;
}

// ── Series ─────────────────────────────────────────────────────────────────────────────────

const seriesCourseCount = sql<number>`(select count(*)::int from ${seriesCourses} inner join ${courses} on ${courses.id} = ${seriesCourses.courseId} and ${courses.status} = 'published' where ${seriesCourses.seriesId} = ${outer(series.id)})`;

function seriesSummaryColumns(locale: Locale) {
  return {
    id: series.id,
    name: localisedTextOrEmpty(series.name, locale),
    coverUrl: sql<string>`coalesce(${series.coverUrl}, '')`,
    intro: localisedTextOrEmpty(series.intro, locale),
    participantsCount: series.participantsCount,
    courseCount: seriesCourseCount,
  };
}

export function selectSeriesSummaries(db: Database, locale: Locale) {
  return db
    .select(seriesSummaryColumns(locale))
    .from(series)
    .where(published(series.status))
    .orderBy(asc(series.sort), asc(series.id));
}

export async function selectSeries(db: Database, locale: Locale, seriesId: number) {
  const [row] = await db
    .select(seriesSummaryColumns(locale))
    .from(series)
    .where(and(eq(series.id, seriesId), published(series.status)));
  return row;
}

export function selectSeriesCourses(db: Database, locale: Locale, seriesId: number) {
  return db
    .select(courseCardColumns(locale))
    .from(seriesCourses)
    .innerJoin(courses, and(eq(courses.id, seriesCourses.courseId), published(courses.status)))
    .where(eq(seriesCourses.seriesId, seriesId))
    .orderBy(asc(seriesCourses.sort), asc(courses.id));
}

// ── Coaches ────────────────────────────────────────────────────────────────────────────────

/** Followers are favourites of target type coach (read only: the favourites module writes them). */
const followerCount = sql<number>`(select count(*)::int from ${favourites} where ${favourites.targetType} = 'coach' and ${favourites.targetId} = ${outer(coaches.id)})`;
const lessonCount = sql<number>`(select count(*)::int from ${courses} where ${courses.coachId} = ${outer(coaches.id)} and ${courses.status} = 'published')`;

function coachSummaryColumns(locale: Locale) {
  return {
    id: coaches.id,
    name: localisedTextOrEmpty(coaches.name, locale),
    avatar: sql<string>`coalesce(${coaches.avatarUrl}, '')`,
    country: sql<string>`coalesce(${coaches.country}, '')`,
    profession: localisedTextOrEmpty(coaches.profession, locale),
    lessonCount,
    followerCount,
  };
}

export function selectCoachSummaries(db: Database, locale: Locale) {
  return db
    .select(coachSummaryColumns(locale))
    .from(coaches)
    .where(published(coaches.status))
    .orderBy(asc(coaches.sort), asc(coaches.id));
}

export async function selectCoach(db: Database, locale: Locale, coachId: number) {
  const [row] = await db
    .select({ ...coachSummaryColumns(locale), intro: localisedTextOrEmpty(coaches.intro, locale) })
    .from(coaches)
    .where(and(eq(coaches.id, coachId), published(coaches.status)));
  return row;
}

export function selectCoachCourses(db: Database, locale: Locale, coachId: number) {
  return db
    .select(courseCardColumns(locale))
    .from(courses)
    .where(and(eq(courses.coachId, coachId), published(courses.status)))
    .orderBy(asc(courses.sort), asc(courses.id));
}

/** Follower count of a published coach and whether this member follows them; undefined for no such coach. */
export async function selectCoachFollowState(db: Database, coachId: number, userId: number) {
  const [row] = await db
    .select({
      followerCount,
      following: sql<boolean>`exists (select 1 from ${favourites} where ${favourites.targetType} = 'coach' and ${favourites.targetId} = ${outer(coaches.id)} and ${favourites.userId} = ${userId})`,
    })
    .from(coaches)
    .where(and(eq(coaches.id, coachId), published(coaches.status)));
  return row;
}

// ── Articles ───────────────────────────────────────────────────────────────────────────────

export function selectArticleCategories(db: Database, locale: Locale) {
  return db
    .select({ id: articleCategories.id, name: localisedTextOrEmpty(articleCategories.name, locale) })
    .from(articleCategories)
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
}

function articleWhere(categoryId: number): SQL | undefined {
  return and(
    published(articles.status),
    categoryId === 0
      ? undefined
      : sql`exists (select 1 from ${articleCategoryLinks} where ${articleCategoryLinks.articleId} = ${outer(articles.id)} and ${articleCategoryLinks.categoryId} = ${categoryId})`,
  );
}

function articleSummaryColumns(locale: Locale) {
  return {
    id: articles.id,
    title: localisedTextOrEmpty(articles.title, locale),
    subTitle: localisedTextOrEmpty(articles.subTitle, locale),
    author: sql<string>`coalesce(${articles.author}, '')`,
    coverImg: sql<string>`coalesce(${articles.coverImg}, '')`,
    articleTime: articles.articleTime,
    // Both category lists in one correlated sub-select, in category order.
    categories: sql<
      Array<{ id: number; name: string }>
    >`(select coalesce(json_agg(json_build_object('id', ${articleCategories.id}, 'name', ${localisedTextOrEmpty(articleCategories.name, locale)}) order by ${articleCategories.sort}, ${articleCategories.id}), '[]'::json) from ${articleCategoryLinks} inner join ${articleCategories} on ${articleCategories.id} = ${articleCategoryLinks.categoryId} where ${articleCategoryLinks.articleId} = ${outer(articles.id)})`,
  };
}
export type ArticleSummaryRow = Awaited<ReturnType<typeof selectArticleSummaries>>[number];

export function selectArticleSummaries(
  db: Database,
  locale: Locale,
  categoryId: number,
  page: { pageIndex: number; pageSize: number },
) {
  return db
    .select(articleSummaryColumns(locale))
    .from(articles)
    .where(articleWhere(categoryId))
    .orderBy(desc(articles.articleTime), desc(articles.id))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize);
}

export async function countArticles(db: Database, categoryId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(articles).where(articleWhere(categoryId));
  return row?.total ?? 0;
}

/** An article's page: a named statement per locale, as the plan's (docs/decisions/content-detail-statements.md). */
const articleStatement = preparedPerDatabase((db: Database, locale: Locale) =>
  db
    .select({
      ...articleSummaryColumns(locale),
      pcHtml: localisedTextOrEmpty(articles.pcHtml, locale),
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(and(eq(articles.id, sql.placeholder('articleId')), published(articles.status)))
    .prepare(`article_detail_${locale}`),
);

export async function selectArticle(db: Database, locale: Locale, articleId: number) {
  const [row] = await articleStatement(db, locale).execute({ articleId });
  return row;
}

// ── Cards by id (search, favourites and browse history answer these) ───────────────────────

/** The published ones among `ids`, in no particular order; unknown and hidden ids are left out. */
export function selectCourseCardsByIds(db: Database, locale: Locale, ids: number[]) {
  return db
    .select(courseCardColumns(locale))
    .from(courses)
    .where(and(inArray(courses.id, ids), published(courses.status)));
}

export function selectPlanSummariesByIds(db: Database, locale: Locale, ids: number[]) {
  return db
    .select(planSummaryColumns(locale))
    .from(plans)
    .where(and(inArray(plans.id, ids), published(plans.status)));
}

export function selectArticleSummariesByIds(db: Database, locale: Locale, ids: number[]) {
  return db
    .select(articleSummaryColumns(locale))
    .from(articles)
    .where(and(inArray(articles.id, ids), published(articles.status)));
}

export function selectCoachSummariesByIds(db: Database, locale: Locale, ids: number[]) {
  return db
    .select(coachSummaryColumns(locale))
    .from(coaches)
    .where(and(inArray(coaches.id, ids), published(coaches.status)));
}
