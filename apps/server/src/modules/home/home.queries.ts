import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articles, coaches, courses, plans, series } from '../content/content.tables.ts';
import { homeCards } from './home.tables.ts';

/*
 * Correlated subqueries name their tables by hand: in a one-table select Drizzle leaves column
 * names unqualified, which inside a subquery would bind to the inner table.
 *
 * Read-only queries behind the home page. Each kind of detail is read with one query for the
 * whole page (WHERE id IN …), never one per detail, so a page costs at most seven queries
 * however many cards it has.
 */

export function listShownCards(db: Database, pageCode: string) {
  return db
    .select({
      code: homeCards.code,
      name: homeCards.name,
      title: homeCards.title,
      subTitle: homeCards.subTitle,
      moreLink: homeCards.moreLink,
      contents: homeCards.contents,
    })
    .from(homeCards)
    .where(and(eq(homeCards.pageCode, pageCode), eq(homeCards.isShow, true)))
    .orderBy(asc(homeCards.sort), asc(homeCards.id));
}
export type ShownCardRow = Awaited<ReturnType<typeof listShownCards>>[number];

export function listPublishedCourses(db: Database, ids: number[]) {
  return db
    .select({
      id: courses.id,
      name: courses.name,
      label: courses.label,
      cover: courses.coverUrl,
      difficulty: courses.difficultyLevel,
      kcal: courses.calorie,
      durationSeconds: courses.duration,
      vip: courses.courseVip,
    })
    .from(courses)
    .where(and(inArray(courses.id, ids), eq(courses.status, 'published')));
}

export function listPublishedPlans(db: Database, ids: number[]) {
  return db
    .select({
      id: plans.id,
      name: plans.name,
      cover: plans.image,
      difficulty: plans.difficultyLevel,
      kcal: plans.calorieCount,
      days: plans.totalDays,
      vip: plans.vip,
    })
    .from(plans)
    .where(and(inArray(plans.id, ids), eq(plans.status, 'published')));
}

export function listPublishedArticles(db: Database, ids: number[]) {
  return db
    .select({ id: articles.id, title: articles.title, subTitle: articles.subTitle, cover: articles.coverImg })
    .from(articles)
    .where(and(inArray(articles.id, ids), eq(articles.status, 'published')));
}

export function listPublishedSeries(db: Database, ids: number[]) {
  return db
    .select({
      id: series.id,
      name: series.name,
      intro: series.intro,
      cover: series.coverUrl,
      lessons: sql<number>`(select count(*)::int from series_courses link where link.series_id = series.id)`,
    })
    .from(series)
    .where(and(inArray(series.id, ids), eq(series.status, 'published')));
}

export function listPublishedCoaches(db: Database, ids: number[]) {
  return db
    .select({
      id: coaches.id,
      name: coaches.name,
      profession: coaches.profession,
      avatar: coaches.avatarUrl,
      lessons: sql<number>`(select count(*)::int from courses course where course.coach_id = coaches.id and course.status = 'published')`,
    })
    .from(coaches)
    .where(and(inArray(coaches.id, ids), eq(coaches.status, 'published')));
}
