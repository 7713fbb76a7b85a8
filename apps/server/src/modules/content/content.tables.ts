import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  belongsTo,
  createdAt,
  idColumn,
  localisedList,
  localisedText,
  polymorphicTarget,
  primaryId,
  timestampColumn,
  updatedAt,
} from '../../db/columns.ts';
import { PLAN_GOAL_TABS } from '@wellfit/contracts/content';
import { users } from '../accounts/accounts.tables.ts';
import { localisedSearchText, searchColumns } from '../../db/search-columns.ts';

export const CONTENT_STATUSES = ['draft', 'published', 'hidden'] as const;

/** SPEC §3 Coach. followerCount is counted from favourites with target_type coach. */
export const coaches = pgTable(
  'coaches',
  {
    id: primaryId(),
    name: localisedText('name').notNull(),
    avatarUrl: text('avatar_url'),
    intro: localisedText('intro'),
    profession: localisedText('profession'),
    country: varchar('country', { length: 64 }),
    status: varchar('status', { length: 16, enum: CONTENT_STATUSES }).notNull().default('published'),
    sort: integer('sort').notNull().default(0),
    /** /search/coach: the coach's name and profession. */
    ...searchColumns(localisedSearchText('name', 'profession')),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('coaches_search_tokens_idx').using('gin', t.searchTokens)],
);

/** SPEC §3 Course (a video lesson). Durations in seconds, calories in kcal, distance in metres. */
export const courses = pgTable(
  'courses',
  {
    id: primaryId(),
    courseCode: varchar('course_code', { length: 32 }).notNull().unique(),
    name: localisedText('name').notNull(),
    courseType: smallint('course_type').notNull().default(1),
    /** Nonzero: only subscribers may watch. */
    courseVip: smallint('course_vip').notNull().default(0),
    requiresLogin: boolean('requires_login').notNull().default(false),
    usportOnly: boolean('usport_only').notNull().default(false),
    calorie: integer('calorie').notNull().default(0),
    distance: integer('distance').notNull().default(0),
    duration: integer('duration').notNull().default(0),
    frequency: localisedText('frequency'),
    beginDate: date('begin_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    label: localisedText('label'),
    intro: localisedText('intro'),
    pcHtml: localisedText('pc_html'),
    mobileHtml: localisedText('mobile_html'),
    targetType: smallint('target_type'),
    /** 1 Beginner, 2 Intermediate, 3 Advanced (SPEC §3 Lesson). */
    difficultyLevel: smallint('difficulty_level').notNull().default(1),
    topFlag: smallint('top_flag').notNull().default(0),
    coverUrl: text('cover_url'),
    coverAllUrl: text('cover_all_url'),
    coverVideo: text('cover_video'),
    videoCoverUrl: text('video_cover_url'),
    videoPlayUrl: text('video_play_url'),
    equipments: localisedList('equipments'),
    auxiliaryEquipments: localisedList('auxiliary_equipments'),
    coachId: idColumn('coach_id').references(() => coaches.id, { onDelete: 'set null' }),
    participantsCount: integer('participants_count').notNull().default(0),
    status: varchar('status', { length: 16, enum: CONTENT_STATUSES }).notNull().default('published'),
    sort: integer('sort').notNull().default(0),
    /** /search/course: the course's name and label in every locale. */
    ...searchColumns(localisedSearchText('name', 'label')),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courses_coach_id_idx').on(t.coachId),
    index('courses_status_sort_idx').on(t.status, t.sort),
    // /course-list's order: a page walks it instead of sorting every published course
    // (docs/decisions/course-list-order.md).
    index('courses_list_order_idx').on(t.status, t.topFlag.desc().nullsFirst(), t.sort, t.id),
    index('courses_search_tokens_idx').using('gin', t.searchTokens),
  ],
);

export const courseVideos = pgTable(
  'course_videos',
  {
    id: primaryId(),
    courseId: belongsTo('course_id', () => courses.id),
    videoId: varchar('video_id', { length: 128 }).notNull(),
    videoName: localisedText('video_name').notNull(),
    description: localisedText('description'),
    coverUrl: text('cover_url'),
    imageUrl: text('image_url'),
    points: integer('points').notNull().default(0),
    videoSize: integer('video_size'),
    /** Seconds. */
    videoTime: integer('video_time').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('course_videos_course_id_idx').on(t.courseId, t.sort)],
);

/** Courses a member unlocked outside a subscription (course codes, telecom VIP event, SPEC §1). */
export const courseEntitlements = pgTable(
  'course_entitlements',
  {
    id: primaryId(),
    userId: belongsTo('user_id', () => users.id),
    /** Null grants every course for the period. */
    courseId: idColumn('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 16, enum: ['course_code', 'telecom_vip', 'trial', 'admin'] }).notNull(),
    startsAt: timestampColumn('starts_at').notNull().defaultNow(),
    expiresAt: timestampColumn('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [index('course_entitlements_user_id_idx').on(t.userId)],
);

/** SPEC §3 Plan: multi-week; difficulty 1-4 (Beginner … Expert). */
export const plans = pgTable(
  'plans',
  {
    id: primaryId(),
    name: localisedText('name').notNull(),
    image: text('image'),
    description: localisedText('description'),
    difficultyLevel: smallint('difficulty_level').notNull().default(1),
    calorieCount: integer('calorie_count').notNull().default(0),
    totalDays: integer('total_days').notNull().default(0),
    vip: smallint('vip').notNull().default(0),
    pcHtml: localisedText('pc_html'),
    mobileHtml: localisedText('mobile_html'),
    participationCount: integer('participation_count').notNull().default(0),
    /** The fitness goal the plan serves (/plan-list/{goal} tabs, the plan setup recommendation). */
    goal: varchar('goal', { length: 16, enum: PLAN_GOAL_TABS }),
    status: varchar('status', { length: 16, enum: CONTENT_STATUSES }).notNull().default('published'),
    sort: integer('sort').notNull().default(0),
    /** /search/plan: the plan's name in every locale. */
    ...searchColumns(localisedSearchText('name')),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('plans_search_tokens_idx').using('gin', t.searchTokens)],
);

export const planWeeks = pgTable(
  'plan_weeks',
  {
    id: primaryId(),
    planId: belongsTo('plan_id', () => plans.id),
    weekNumber: smallint('week_number').notNull(),
    name: localisedText('name'),
  },
  (t) => [unique('plan_weeks_plan_week_unique').on(t.planId, t.weekNumber)],
);

/** The course of one day of a plan week (plancoursesWeeks: dayWeekName and courses). */
export const planCourses = pgTable(
  'plan_courses',
  {
    id: primaryId(),
    planWeekId: belongsTo('plan_week_id', () => planWeeks.id),
    dayNumber: smallint('day_number').notNull(),
    dayName: localisedText('day_name'),
    courseId: belongsTo('course_id', () => courses.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('plan_courses_week_idx').on(t.planWeekId, t.dayNumber)],
);

/** A member taking part in a plan (participating = 1). */
export const planParticipations = pgTable(
  'plan_participations',
  {
    userId: belongsTo('user_id', () => users.id),
    planId: belongsTo('plan_id', () => plans.id),
    startedAt: timestampColumn('started_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.planId] })],
);

export const series = pgTable('series', {
  id: primaryId(),
  name: localisedText('name').notNull(),
  intro: localisedText('intro'),
  coverUrl: text('cover_url'),
  participantsCount: integer('participants_count').notNull().default(0),
  status: varchar('status', { length: 16, enum: CONTENT_STATUSES }).notNull().default('published'),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const seriesCourses = pgTable(
  'series_courses',
  {
    seriesId: belongsTo('series_id', () => series.id),
    courseId: belongsTo('course_id', () => courses.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.courseId] })],
);

export const articleCategories = pgTable('article_categories', {
  id: primaryId(),
  name: localisedText('name').notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

export const articles = pgTable(
  'articles',
  {
    id: primaryId(),
    title: localisedText('title').notNull(),
    subTitle: localisedText('sub_title'),
    author: text('author'),
    coverImg: text('cover_img'),
    articleTime: timestampColumn('article_time').notNull().defaultNow(),
    pcHtml: localisedText('pc_html'),
    status: varchar('status', { length: 16, enum: CONTENT_STATUSES }).notNull().default('published'),
    /** /search/article: title and subtitle in every locale (not the body: a page of HTML per row). */
    ...searchColumns(localisedSearchText('title', 'sub_title')),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('articles_status_time_idx').on(t.status, t.articleTime),
    index('articles_search_tokens_idx').using('gin', t.searchTokens),
  ],
);

/** An article belongs to several categories (categoryIds, categoryNames). */
export const articleCategoryLinks = pgTable(
  'article_category_links',
  {
    articleId: belongsTo('article_id', () => articles.id),
    categoryId: belongsTo('category_id', () => articleCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.categoryId] }),
    index('article_category_links_category_idx').on(t.categoryId),
  ],
);

/** SPEC §3 Tag (tagType groups them: equipment, body part, goal …). */
export const tags = pgTable('tags', {
  id: primaryId(),
  tagType: varchar('tag_type', { length: 32 }).notNull(),
  name: localisedText('name').notNull(),
  description: localisedText('description'),
  sort: integer('sort').notNull().default(0),
});

export const TAGGABLE_TYPES = ['course', 'plan', 'series', 'article', 'product'] as const;

/** Polymorphic like favourites. */
export const taggings = pgTable(
  'taggings',
  {
    tagId: belongsTo('tag_id', () => tags.id),
    ...polymorphicTarget(TAGGABLE_TYPES),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.targetType, t.targetId] }),
    index('taggings_target_idx').on(t.targetType, t.targetId),
  ],
);
