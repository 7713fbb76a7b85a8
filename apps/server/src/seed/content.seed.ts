import {
  articleCategories,
  articleCategoryLinks,
  articles,
  coaches,
  courseVideos,
  courses,
  planCourses,
  planWeeks,
  plans,
  series,
  seriesCourses,
  taggings,
  tags,
} from '../db/schema.ts';
import { MOTION_TYPES } from '../modules/sport/sport.tables.ts';
import { ARTICLE_CATEGORIES } from './corpus/articles.ts';
import { COACHES, type CoachEntry } from './corpus/coaches.ts';
import {
  COURSE_TEMPLATES,
  EQUIPMENT,
  MOTION_TYPE_NAMES,
  type CourseTemplate,
  type EquipmentKey,
  type MotionType,
} from './corpus/courses.ts';
import { PLAN_TEMPLATES, WEEKDAY_NAMES } from './corpus/plans.ts';
import { SERIES_TEMPLATES } from './corpus/series.ts';
import { TAIWANESE_GIVEN_NAMES, TAIWANESE_SURNAMES } from './corpus/taiwanese-names.ts';
import { articlePicture, coachPicture, coursePicture, planPicture, seriesPicture } from './images/seed-pictures.ts';
import { localise, localiseList, type Bilingual } from './localised-text.ts';
import type { SeedContext } from './seed-context.ts';
import { bulletList, heading, paragraph, perLocale } from './seed-html.ts';
import type { SeedVolumes } from './seed-volumes.ts';
import { DEMO_CLIPS } from './videos/demo-clips.ts';

export interface SeededCourse {
  id: number;
  motionType: MotionType;
  durationSeconds: number;
  calories: number;
}

export interface ContentRefs {
  coachIds: number[];
  /** Every course; the first COURSE_TEMPLATES.length are the originals, in template order. */
  courses: SeededCourse[];
  planIds: number[];
  seriesIds: number[];
  articleIds: number[];
  articleCategoryIds: number[];
}

const LABELS = {
  schedule: { zhTW: '課表安排', en: 'Schedule' },
  weekName: (week: number): Bilingual => ({ zhTW: `第 ${week} 週`, en: `Week ${week}` }),
  trainingDays: (days: number): Bilingual => ({ zhTW: `每週訓練 ${days} 天`, en: `${days} training days a week` }),
  frequency: (times: number): Bilingual => ({ zhTW: `建議每週 ${times} 次`, en: `${times} times a week` }),
  popular: { zhTW: '熱門', en: 'Popular' },
  newest: { zhTW: '新課程', en: 'New' },
  season: (season: number): Bilingual => ({ zhTW: `第 ${season} 季`, en: `Season ${season}` }),
  part: (part: number): Bilingual => ({ zhTW: `（續篇 ${part}）`, en: ` (Part ${part})` }),
  closing: {
    zhTW: '想把這些觀念變成行動？打開 WellFit 課程，跟著教練一起練習吧。',
    en: 'Ready to put this into practice? Open a WellFit class and train along with a coach.',
  },
  videoParts: [
    { zhTW: '暖身', en: 'Warm-up' },
    { zhTW: '主要訓練', en: 'Main set' },
    { zhTW: '緩和伸展', en: 'Cool-down' },
  ],
  sessionFlow: { zhTW: '課程流程', en: 'How the session runs' },
  partGuides: [
    {
      zhTW: '暖身：以輕鬆的節奏活動關節，讓心跳慢慢上升。',
      en: 'Warm-up: loosen your joints at an easy pace and let your heart rate rise slowly.',
    },
    {
      zhTW: '主要訓練：跟著示範的節奏完成動作，以能維持正確姿勢的強度為準。',
      en: 'Main set: follow the demonstrated rhythm at an effort that keeps your form correct.',
    },
    {
      zhTW: '緩和伸展：放慢呼吸，伸展剛才用到的肌群，幫助身體恢復。',
      en: 'Cool-down: slow your breathing and stretch the muscles you worked to help them recover.',
    },
  ],
  beforeYouStart: { zhTW: '練習提醒', en: 'Before you start' },
  safety: {
    zhTW: '運動前先補充水分，穿著透氣合身的衣物；若感到頭暈、胸悶或疼痛，請立即停止並休息。',
    en: 'Drink some water first and wear clothes you can move in; stop and rest at once if you feel dizzy, short of breath or any pain.',
  },
} as const;

/**
 * A course's rich text (pcHtml, mobileHtml): how the session runs and a safety note. The course
 * page already shows the name, coach, duration, intro and equipment beside it, so the body
 * repeats none of them.
 */
const courseBody = (() => {
  const flow = localise(LABELS.sessionFlow);
  const guides = LABELS.partGuides.map((guide) => localise(guide));
  const before = localise(LABELS.beforeYouStart);
  const safety = localise(LABELS.safety);
  return perLocale(
    (locale) =>
      heading(flow[locale]) +
      bulletList(guides.map((guide) => guide[locale])) +
      heading(before[locale]) +
      paragraph(safety[locale]),
  );
})();

/** A later season of a template: "晨間喚醒流動瑜珈 第 2 季" / "Morning Wake-Up Flow, Season 2". */
function seasonName(name: Bilingual, generation: number): Bilingual {
  if (generation === 0) return name;
  const season = LABELS.season(generation + 1);
  return { zhTW: `${name.zhTW} ${season.zhTW}`, en: `${name.en}, ${season.en}` };
}

/** Tags the course list filters by (SPEC §3 Tag: tagType groups them). */
const MOTION_TAG_OFFSET = 0;
const EQUIPMENT_KEYS = Object.keys(EQUIPMENT) as EquipmentKey[];
const EQUIPMENT_TAG_OFFSET = MOTION_TYPES.length;

const COACH_ENGLISH_NAMES = {
  female: ['Amy', 'Grace', 'Ivy', 'Joanne', 'Vivian', 'Sandy', 'Claire', 'Irene', 'Peggy', 'Zoe'],
  male: ['Alex', 'Brian', 'Eric', 'Jason', 'Leo', 'Max', 'Ryan', 'Sam', 'Tony', 'Vincent'],
} as const;

/**
 * Coaches beyond the twelve written ones (scales above 1) get faker names and a written
 * profession and introduction borrowed from a curated coach.
 */
function generatedCoach(context: SeedContext, index: number): CoachEntry {
  const model = COACHES[index % COACHES.length]!;
  const faker = context.faker('coaches', index);
  const sex = faker.helpers.arrayElement(['female', 'male'] as const);
  const surname = faker.helpers.arrayElement(TAIWANESE_SURNAMES);
  const givenName = faker.helpers.arrayElement(TAIWANESE_GIVEN_NAMES[sex]);
  const englishName = faker.helpers.arrayElement(COACH_ENGLISH_NAMES[sex]);
  const romanised = `${surname.romanised[0]!.toUpperCase()}${surname.romanised.slice(1)}`;
  return {
    ...model,
    key: `${model.key}-${index}`,
    name: { zhTW: `${surname.surname}${givenName} ${englishName}`, en: `${englishName} ${romanised}` },
  };
}

export async function seedContent(context: SeedContext, volumes: SeedVolumes): Promise<ContentRefs> {
  const created = (days: number) => context.daysAgo(days);

  // ─── Coaches ──────────────────────────────────────────────────────────────────────────────
  const coachEntries = Array.from({ length: volumes.coaches }, (_, index) =>
    index < COACHES.length ? COACHES[index]! : generatedCoach(context, index),
  );
  await context.insert(
    coaches,
    coachEntries.map((coach, index) => ({
      id: index + 1,
      name: localise(coach.name),
      avatarUrl: coachPicture(context.images, COACHES[index % COACHES.length]!).url,
      intro: localise(coach.intro),
      profession: localise(coach.profession),
      country: coach.country,
      status: 'published' as const,
      sort: index,
      createdAt: created(600 - index),
      updatedAt: created(30),
    })),
  );
  const coachIdByKey = new Map(COACHES.map((coach, index) => [coach.key, index + 1]));

  // ─── Courses ──────────────────────────────────────────────────────────────────────────────
  const courseFaker = context.faker('courses');
  const seededCourses: SeededCourse[] = [];
  const courseTemplateOf = (index: number): CourseTemplate => COURSE_TEMPLATES[index % COURSE_TEMPLATES.length]!;
  await context.insert(
    courses,
    (function* () {
      for (let index = 0; index < volumes.courses; index += 1) {
        const template = courseTemplateOf(index);
        const generation = Math.floor(index / COURSE_TEMPLATES.length);
        const id = index + 1;
        const picture = coursePicture(context.images, template.motionType, template.difficulty);
        const coachId =
          generation === 0 || volumes.coaches <= COACHES.length
            ? coachIdByKey.get(template.coachKey)!
            : courseFaker.number.int({ min: 1, max: volumes.coaches });
        const intro = localise(template.intro);
        const durationSeconds =
          template.duration * 60 + (generation > 0 ? courseFaker.number.int({ min: -3, max: 5 }) * 60 : 0);
        const calories = Math.round((template.calories * durationSeconds) / (template.duration * 60));
        seededCourses.push({ id, motionType: template.motionType, durationSeconds, calories });
        const label: Bilingual | null =
          index < 4 ? LABELS.popular : index >= volumes.courses - 3 ? LABELS.newest : null;
        yield {
          id,
          courseCode: `C${String(id).padStart(6, '0')}`,
          name: localise(seasonName(template.name, generation)),
          courseType: MOTION_TYPES.indexOf(template.motionType) + 1,
          courseVip: template.vip ? 1 : 0,
          requiresLogin: template.vip,
          usportOnly: generation > 0 && courseFaker.datatype.boolean({ probability: 0.05 }),
          calorie: calories,
          distance:
            template.motionType === 'running'
              ? Math.round((durationSeconds / 60) * 160)
              : template.motionType === 'walking'
                ? Math.round((durationSeconds / 60) * 90)
                : 0,
          duration: durationSeconds,
          frequency: localise(LABELS.frequency(template.difficulty === 3 ? 2 : 3)),
          label: label ? localise(label) : null,
          intro,
          pcHtml: courseBody,
          mobileHtml: courseBody,
          difficultyLevel: template.difficulty,
          topFlag: index < 4 ? 1 : 0,
          coverUrl: picture.url,
          coverAllUrl: picture.url,
          videoCoverUrl: picture.url,
          equipments: localiseList(template.equipments.map((key) => EQUIPMENT[key])),
          auxiliaryEquipments: localiseList(template.auxiliary.map((key) => EQUIPMENT[key])),
          coachId,
          participantsCount: courseFaker.number.int({ min: 120, max: generation === 0 ? 48_000 : 6_000 }),
          status: 'published' as const,
          sort: index,
          createdAt: created(500 - (index % 480)),
          updatedAt: created(10),
        };
      }
    })(),
    volumes.courses,
  );

  // Three video parts per course: warm-up, main set and cool-down, each one of the short demo
  // clips ffmpeg draws at seed time (seed/videos/demo-clips.ts), so every course really plays.
  await context.insert(
    courseVideos,
    (function* () {
      let id = 1;
      for (const course of seededCourses) {
        const picture = coursePicture(context.images, course.motionType, 1);
        for (const [sort, clip] of DEMO_CLIPS.entries()) {
          yield {
            id: id++,
            courseId: course.id,
            videoId: clip.mediaId,
            videoName: localise(LABELS.videoParts[sort]!),
            coverUrl: picture.url,
            imageUrl: picture.url,
            points: sort === 1 ? 5 : 0,
            videoSize: null,
            videoTime: clip.seconds,
            sort,
          };
        }
      }
    })(),
  );

  // ─── Tags: motion types and equipment, attached to courses ───────────────────────────────
  await context.insert(tags, [
    ...MOTION_TYPES.map((motionType, index) => ({
      id: MOTION_TAG_OFFSET + index + 1,
      tagType: 'motion',
      name: localise(MOTION_TYPE_NAMES[motionType]),
      sort: index,
    })),
    ...EQUIPMENT_KEYS.map((key, index) => ({
      id: EQUIPMENT_TAG_OFFSET + index + 1,
      tagType: 'equipment',
      name: localise(EQUIPMENT[key]),
      sort: index,
    })),
  ]);
  await context.insert(
    taggings,
    (function* () {
      for (const [index, course] of seededCourses.entries()) {
        const template = courseTemplateOf(index);
        yield {
          tagId: MOTION_TAG_OFFSET + MOTION_TYPES.indexOf(course.motionType) + 1,
          targetType: 'course' as const,
          targetId: course.id,
        };
        for (const key of template.equipments) {
          yield {
            tagId: EQUIPMENT_TAG_OFFSET + EQUIPMENT_KEYS.indexOf(key) + 1,
            targetType: 'course' as const,
            targetId: course.id,
          };
        }
      }
    })(),
  );

  // ─── Plans: weeks of training days, each day one course ──────────────────────────────────
  const courseIdByKey = new Map(COURSE_TEMPLATES.map((template, index) => [template.key, index + 1]));
  const planFaker = context.faker('plans');
  const planIds: number[] = [];
  const weekRows: Array<typeof planWeeks.$inferInsert> = [];
  const dayRows: Array<typeof planCourses.$inferInsert> = [];
  const planRows: Array<typeof plans.$inferInsert> = [];
  for (let index = 0; index < volumes.plans; index += 1) {
    const template = PLAN_TEMPLATES[index % PLAN_TEMPLATES.length]!;
    const generation = Math.floor(index / PLAN_TEMPLATES.length);
    const id = index + 1;
    planIds.push(id);
    let calorieCount = 0;
    let rotation = 0;
    for (let week = 1; week <= template.weeks; week += 1) {
      const weekId = weekRows.length + 1;
      weekRows.push({ id: weekId, planId: id, weekNumber: week, name: localise(LABELS.weekName(week)) });
      for (const [sort, weekday] of template.trainingDays.entries()) {
        const courseKey = template.courseKeys[rotation % template.courseKeys.length]!;
        rotation += 1;
        const courseId = courseIdByKey.get(courseKey)!;
        calorieCount += seededCourses[courseId - 1]!.calories;
        dayRows.push({
          id: dayRows.length + 1,
          planWeekId: weekId,
          dayNumber: weekday + 1,
          dayName: localise(WEEKDAY_NAMES[weekday]!),
          courseId,
          sort,
        });
      }
    }
    const firstCourse = COURSE_TEMPLATES[courseIdByKey.get(template.courseKeys[0]!)! - 1]!;
    const description = localise(template.description);
    const schedule = localise(LABELS.schedule);
    const trainingDays = localise(LABELS.trainingDays(template.trainingDays.length));
    // The plan page shows the description above the body already: the body says what it adds.
    const body = perLocale((locale) => heading(schedule[locale]) + paragraph(trainingDays[locale]));
    planRows.push({
      id,
      name: localise(seasonName(template.name, generation)),
      image: planPicture(context.images, template, firstCourse.motionType).url,
      description,
      difficultyLevel: template.difficulty,
      calorieCount,
      totalDays: template.weeks * 7,
      vip: template.vip ? 1 : 0,
      pcHtml: body,
      mobileHtml: body,
      participationCount: planFaker.number.int({ min: 300, max: generation === 0 ? 25_000 : 3_000 }),
      goal: template.goal,
      status: 'published',
      sort: index,
      createdAt: created(400 - (index % 380)),
      updatedAt: created(15),
    });
  }
  await context.insert(plans, planRows);
  await context.insert(planWeeks, weekRows);
  await context.insert(planCourses, dayRows);

  // ─── Series ───────────────────────────────────────────────────────────────────────────────
  const seriesFaker = context.faker('series');
  const seriesIds = Array.from({ length: volumes.series }, (_, index) => index + 1);
  await context.insert(
    series,
    seriesIds.map((id, index) => {
      const template = SERIES_TEMPLATES[index % SERIES_TEMPLATES.length]!;
      const generation = Math.floor(index / SERIES_TEMPLATES.length);
      return {
        id,
        name: localise(seasonName(template.name, generation)),
        intro: localise(template.intro),
        coverUrl: seriesPicture(context.images, template).url,
        participantsCount: seriesFaker.number.int({ min: 500, max: 30_000 }),
        status: 'published' as const,
        sort: index,
        createdAt: created(300 - (index % 280)),
        updatedAt: created(20),
      };
    }),
  );
  await context.insert(
    seriesCourses,
    (function* () {
      for (const [index, id] of seriesIds.entries()) {
        const template = SERIES_TEMPLATES[index % SERIES_TEMPLATES.length]!;
        for (const [sort, key] of template.courseKeys.entries())
          yield { seriesId: id, courseId: courseIdByKey.get(key)!, sort };
      }
    })(),
  );

  // ─── Articles ─────────────────────────────────────────────────────────────────────────────
  const articleCategoryIds = ARTICLE_CATEGORIES.map((_, index) => index + 1);
  await context.insert(
    articleCategories,
    ARTICLE_CATEGORIES.map((category, index) => ({
      id: index + 1,
      name: localise(category.name),
      sort: index,
      createdAt: created(700),
    })),
  );
  const articlesPerRound = ARTICLE_CATEGORIES.reduce((sum, category) => sum + category.articles.length, 0);
  const articleFaker = context.faker('articles');
  const closing = localise(LABELS.closing);
  const articleIds: number[] = [];
  // One article every day and a half, squeezed at large scales so the oldest is about three years old.
  const articleSpacingDays = Math.min(1.5, 1100 / volumes.articles);
  const secondCategories: Array<[articleId: number, categoryIndex: number]> = [];
  await context.insert(
    articles,
    (function* () {
      for (let index = 0; index < volumes.articles; index += 1) {
        // Interleaved by category, so the newest articles of every category sit near the top.
        const categoryIndex = index % ARTICLE_CATEGORIES.length;
        const category = ARTICLE_CATEGORIES[categoryIndex]!;
        const withinCategory = Math.floor(index / ARTICLE_CATEGORIES.length);
        const entry = category.articles[withinCategory % category.articles.length]!;
        const part = Math.floor(index / articlesPerRound);
        const id = index + 1;
        articleIds.push(id);
        if (articleFaker.datatype.boolean({ probability: 0.2 })) {
          secondCategories.push([
            id,
            (categoryIndex + 1 + articleFaker.number.int({ min: 0, max: 3 })) % ARTICLE_CATEGORIES.length,
          ]);
        }
        const title: Bilingual =
          part === 0
            ? entry.title
            : {
                zhTW: `${entry.title.zhTW}${LABELS.part(part + 1).zhTW}`,
                en: `${entry.title.en}${LABELS.part(part + 1).en}`,
              };
        const lead = localise(entry.lead);
        const sections = [0, 1, 2].map((offset) => {
          const section = category.sections[(withinCategory + offset) % category.sections.length]!;
          return { heading: localise(section.heading), paragraph: localise(section.paragraph) };
        });
        yield {
          id,
          title: localise(title),
          subTitle: localise(entry.subtitle),
          author: category.author,
          coverImg: articlePicture(context.images, category, withinCategory).url,
          articleTime: context.daysAgo(index * articleSpacingDays, 8 * 60 + (index % 7) * 37),
          pcHtml: perLocale(
            (locale) =>
              paragraph(lead[locale]) +
              sections
                .map((section) => heading(section.heading[locale]) + paragraph(section.paragraph[locale]))
                .join('') +
              paragraph(closing[locale]),
          ),
          status: 'published' as const,
          createdAt: context.daysAgo(index * articleSpacingDays + 1),
          updatedAt: context.daysAgo(index * articleSpacingDays),
        };
      }
    })(),
    volumes.articles,
  );
  const secondCategoryOf = new Map(secondCategories);
  await context.insert(
    articleCategoryLinks,
    (function* () {
      for (const [index, articleId] of articleIds.entries()) {
        const primary = index % ARTICLE_CATEGORIES.length;
        yield { articleId, categoryId: primary + 1 };
        const second = secondCategoryOf.get(articleId);
        if (second !== undefined && second !== primary) yield { articleId, categoryId: second + 1 };
      }
    })(),
  );

  return {
    coachIds: coachEntries.map((_, index) => index + 1),
    courses: seededCourses,
    planIds,
    seriesIds,
    articleIds,
    articleCategoryIds,
  };
}
