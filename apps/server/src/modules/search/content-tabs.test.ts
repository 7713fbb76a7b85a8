import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createMember } from '../../test/factories.ts';
import { articles, coaches, courses, plans } from '../content/content.tables.ts';
import { contentSearchCondition } from './search.queries.ts';
import { searchTermsOf } from './search.service.ts';

/*
 * The content tabs of /search/{tab}, /collection/{tab} and /browse-history/{tab}: published
 * courses, plans, articles and coaches found through the same bigram index as products, and
 * member lists answering each type's card.
 */

const ids = { course: 7101, otherCourse: 7102, draftCourse: 7103, hiddenCourse: 7104, plan: 7201, hiddenPlan: 7202 };
const more = { article: 7301, hiddenArticle: 7302, coach: 7401, hiddenCoach: 7402 };

type Hit = { id: number; nameHighlight: Array<{ text: string; match: boolean }> };
const hitIds = (data: { list: Hit[] }) => data.list.map((hit) => hit.id);

describe('content tabs', () => {
  let t: TestApp;
  const search = (query: string, locale = 'zhTW') =>
    callApi(t.app, 'GET', `/api/web/search?${query}`, undefined, { locale });

  beforeAll(async () => {
    t = await buildTestApp();
    await t.db.insert(coaches).values([
      {
        id: more.coach,
        name: { zhTW: '林教練', zhCN: '林教练', en: 'Coach Lin' },
        profession: { zhTW: '瑜珈', zhCN: '瑜伽', en: 'Yoga' },
      },
      { id: more.hiddenCoach, name: { zhTW: '林隱藏', zhCN: '林隐藏', en: 'Hidden Lin' }, status: 'hidden' },
    ]);
    await t.db.insert(courses).values([
      {
        id: ids.course,
        courseCode: 'CT1',
        name: { zhTW: '啞鈴全身訓練', zhCN: '哑铃全身训练', en: 'Dumbbell Full Body' },
        coachId: more.coach,
        duration: 900,
        calorie: 120,
        sort: 0,
      },
      // Its Simplified name was never written: a Simplified keyword must still find it.
      {
        id: ids.otherCourse,
        courseCode: 'CT2',
        name: { zhTW: '核心訓練', zhCN: '核心訓練', en: 'Core Workout' },
        sort: 1,
      },
      {
        id: ids.draftCourse,
        courseCode: 'CT3',
        name: { zhTW: '啞鈴草稿', zhCN: '哑铃草稿', en: 'Draft dumbbell' },
        status: 'draft',
      },
      {
        id: ids.hiddenCourse,
        courseCode: 'CT4',
        name: { zhTW: '啞鈴隱藏', zhCN: '哑铃隐藏', en: 'Hidden dumbbell' },
        status: 'hidden',
      },
    ]);
    await t.db.insert(plans).values([
      { id: ids.plan, name: { zhTW: '增肌計畫', zhCN: '增肌计划', en: 'Muscle Plan' }, totalDays: 28 },
      { id: ids.hiddenPlan, name: { zhTW: '增肌隱藏計畫', zhCN: '增肌隐藏计划', en: 'Hidden plan' }, status: 'hidden' },
    ]);
    await t.db.insert(articles).values([
      {
        id: more.article,
        title: { zhTW: '蛋白質怎麼吃', zhCN: '蛋白质怎么吃', en: 'Protein done right' },
        subTitle: { zhTW: '增肌飲食', zhCN: '增肌饮食', en: 'Eating for muscle' },
      },
      { id: more.hiddenArticle, title: { zhTW: '蛋白質草稿', zhCN: '蛋白质草稿', en: 'Draft' }, status: 'draft' },
    ]);
  });
  afterAll(() => t.close());

  it('finds a two-character Han word in each content tab, highlighted, and never draft or hidden content', async () => {
    const found = await search('tab=course&keyword=啞鈴');
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ tab: 'course', total: 1 });
    expect(found.body.data.list).toEqual([
      expect.objectContaining({
        id: ids.course,
        courseName: '啞鈴全身訓練',
        calorie: 120,
        difficultyLevelStr: 'L1',
        nameHighlight: [
          { text: '啞鈴', match: true },
          { text: '全身訓練', match: false },
        ],
      }),
    ]);

    const plan = await search('tab=plan&keyword=增肌');
    expect(plan.body.data).toMatchObject({ tab: 'plan', total: 1, list: [{ id: ids.plan, planName: '增肌計畫' }] });

    // Titles and subtitles are searched; the title is what gets highlighted.
    const article = await search(`tab=article&keyword=${encodeURIComponent('飲食')}`);
    expect(hitIds(article.body.data)).toEqual([more.article]);
    expect((await search('tab=article&keyword=蛋白')).body.data).toMatchObject({
      total: 1,
      list: [
        {
          id: more.article,
          nameHighlight: [
            { text: '蛋白', match: true },
            { text: '質怎麼吃', match: false },
          ],
        },
      ],
    });

    const coach = await search(`tab=coach&keyword=${encodeURIComponent('林')}`);
    expect(hitIds(coach.body.data)).toEqual([more.coach]);
    expect(coach.body.data.list[0]).toMatchObject({ name: '林教練', profession: '瑜珈' });

    // The product tab is its own answer: no course shows there.
    expect((await search('tab=product&keyword=啞鈴')).body.data).toMatchObject({ tab: 'product', total: 0 });
  });

  it('matches Simplified and Traditional spellings of each other, English in the request locale, and pages', async () => {
    const simplified = await search(`tab=course&keyword=${encodeURIComponent('训练')}`);
    expect(hitIds(simplified.body.data)).toEqual([ids.course, ids.otherCourse]);

    const inChinaChinese = await search(`tab=course&keyword=${encodeURIComponent('啞鈴')}`, 'zhCN');
    expect(inChinaChinese.body.data.list[0]).toMatchObject({ courseName: '哑铃全身训练' });

    const english = await search('tab=course&keyword=DUMBBELL', 'en');
    expect(english.body.data.list).toEqual([
      expect.objectContaining({
        courseName: 'Dumbbell Full Body',
        nameHighlight: [
          { text: 'Dumbbell', match: true },
          { text: ' Full Body', match: false },
        ],
      }),
    ]);

    const firstPage = await search(`tab=course&pageSize=1&keyword=${encodeURIComponent('訓練')}`);
    expect(firstPage.body.data).toMatchObject({ total: 2, list: [{ id: ids.course }] });
    const secondPage = await search(`tab=course&pageSize=1&pageIndex=2&keyword=${encodeURIComponent('訓練')}`);
    expect(secondPage.body.data).toMatchObject({ total: 2, list: [{ id: ids.otherCourse }] });
    const pastTheEnd = await search(`tab=course&pageSize=1&pageIndex=9&keyword=${encodeURIComponent('訓練')}`);
    expect(pastTheEnd.body.data).toMatchObject({ total: 2, list: [] });

    expect((await search('tab=series&keyword=a')).status).toBe(400);
  });

  it('finds a two-character keyword in courses through the bigram index, not a table scan', async () => {
    await t.db.execute(sql`
      insert into courses (course_code, name)
      select 'BULK' || n, jsonb_build_object('zhTW', '伸展課程 ' || n, 'zhCN', '伸展课程 ' || n, 'en', 'Stretch ' || n)
      from generate_series(1, 5000) as n`);
    await t.db.execute(sql`vacuum analyze courses`);
    const explained = (await t.db.execute(
      sql`explain select id from courses where ${contentSearchCondition('course', searchTermsOf('啞鈴'))}`,
    )) as unknown as { rows: Array<Record<string, string>> };
    const plan = explained.rows.map((row) => Object.values(row).join(' ')).join('\n');
    expect(plan).toContain('courses_search_tokens_idx');
    expect(plan).not.toMatch(/Seq Scan on courses/);
    await t.db.execute(sql`delete from courses where course_code like 'BULK%'`);
  });

  it('lists favourites of each content type as that type’s cards, newest first, without hidden items', async () => {
    const { token } = await createMember(t.db);
    const toggle = (targetType: string, targetId: number, like = true) =>
      callApi(t.app, 'POST', '/api/web/collection/toggle', { targetType, targetId, like }, { token });
    const list = (targetType: string) =>
      callApi(t.app, 'GET', `/api/web/collection/list?targetType=${targetType}`, undefined, { token, locale: 'en' });

    await toggle('course', ids.otherCourse);
    await toggle('course', ids.course);
    await toggle('plan', ids.plan);
    await toggle('article', more.article);
    await toggle('coach', more.coach);
    // Hidden content cannot be favourited in the first place.
    expect((await toggle('plan', ids.hiddenPlan)).status).toBe(404);

    const courseList = await list('course');
    expect(courseList.status).toBe(200);
    expect(courseList.body.data).toMatchObject({
      targetType: 'course',
      total: 2,
      list: [
        { id: ids.course, courseName: 'Dumbbell Full Body' },
        { id: ids.otherCourse, courseName: 'Core Workout' },
      ],
    });
    expect((await list('plan')).body.data).toMatchObject({
      total: 1,
      list: [{ id: ids.plan, planName: 'Muscle Plan', totalDays: 28 }],
    });
    expect((await list('article')).body.data).toMatchObject({
      total: 1,
      list: [{ id: more.article, title: 'Protein done right', subTitle: 'Eating for muscle' }],
    });
    expect((await list('coach')).body.data).toMatchObject({
      total: 1,
      list: [{ id: more.coach, name: 'Coach Lin', followerCount: 1 }],
    });

    // An article hidden later drops out of the page and of the total; the favourite row stays.
    await t.db.update(articles).set({ status: 'hidden' }).where(eq(articles.id, more.article));
    expect((await list('article')).body.data).toMatchObject({ list: [], total: 0 });
    await t.db.update(articles).set({ status: 'published' }).where(eq(articles.id, more.article));
    expect((await list('article')).body.data.total).toBe(1);

    await toggle('course', ids.course, false);
    expect((await list('course')).body.data).toMatchObject({ total: 1, list: [{ id: ids.otherCourse }] });
    expect((await list('series')).status).toBe(400);
  });

  it('lists browse history of each content type, most recent view first, and forgets items', async () => {
    const { token } = await createMember(t.db);
    const record = (targetType: string, targetId: number) =>
      callApi(t.app, 'POST', '/api/web/browse-history/record', { targetType, targetId }, { token });
    const list = (targetType: string) =>
      callApi(t.app, 'GET', `/api/web/browse-history/list?targetType=${targetType}`, undefined, { token });

    await record('course', ids.course);
    await record('course', ids.otherCourse);
    await record('plan', ids.plan);
    await record('article', more.article);
    await record('coach', more.coach);
    expect((await record('course', ids.draftCourse)).status).toBe(404);

    expect((await list('course')).body.data).toMatchObject({
      targetType: 'course',
      total: 2,
      list: [
        { id: ids.otherCourse, courseName: '核心訓練' },
        { id: ids.course, courseName: '啞鈴全身訓練' },
      ],
    });
    // Viewing again moves it to the top.
    await record('course', ids.course);
    expect(hitIds((await list('course')).body.data)).toEqual([ids.course, ids.otherCourse]);
    expect((await list('plan')).body.data).toMatchObject({ total: 1, list: [{ id: ids.plan, planName: '增肌計畫' }] });
    expect((await list('article')).body.data).toMatchObject({
      total: 1,
      list: [{ id: more.article, title: '蛋白質怎麼吃' }],
    });
    expect((await list('coach')).body.data).toMatchObject({ total: 1, list: [{ id: more.coach, name: '林教練' }] });

    await callApi(
      t.app,
      'POST',
      '/api/web/browse-history/delete',
      { targetType: 'course', targetIds: [ids.course] },
      { token },
    );
    expect(hitIds((await list('course')).body.data)).toEqual([ids.otherCourse]);
    await callApi(t.app, 'POST', '/api/web/browse-history/clear', { targetType: 'plan' }, { token });
    expect((await list('plan')).body.data).toMatchObject({ list: [], total: 0 });
    // Other types are untouched by clearing one.
    expect((await list('article')).body.data.total).toBe(1);
  });
});
