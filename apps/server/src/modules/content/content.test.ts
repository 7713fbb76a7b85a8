import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/accounts.tables.ts';
import { callApi } from '../../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createMember } from '../../test/factories.ts';
import {
  articleCategories,
  articleCategoryLinks,
  articles,
  coaches,
  courses,
  planCourses,
  planWeeks,
  plans,
} from './content.tables.ts';
import { planPosition } from './content.service.ts';

let t: TestApp;
const text = (zhTW: string, en: string) => ({ zhTW, zhCN: zhTW, en });

const ids = {
  coach: 1,
  hiddenCoach: 2,
  course: 1,
  draftCourse: 2,
  plan: 1,
  draftPlan: 2,
  article: 1,
  hiddenArticle: 2,
};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  await db.insert(coaches).values([
    {
      id: ids.coach,
      name: text('林教練', 'Coach Lin'),
      country: 'TW',
      profession: text('瑜珈', 'Yoga'),
      intro: text('介紹', 'Intro'),
    },
    { id: ids.hiddenCoach, name: text('隱藏', 'Hidden'), status: 'hidden' },
  ]);
  await db.insert(courses).values([
    {
      id: ids.course,
      courseCode: 'T1',
      name: text('晨間瑜珈', 'Morning Yoga'),
      coachId: ids.coach,
      duration: 900,
      calorie: 80,
      difficultyLevel: 1,
    },
    { id: ids.draftCourse, courseCode: 'T2', name: text('草稿', 'Draft course'), coachId: ids.coach, status: 'draft' },
  ]);
  await db.insert(plans).values([
    {
      id: ids.plan,
      name: text('兩週計畫', 'Two-Week Plan'),
      description: text('說明', 'About the plan'),
      difficultyLevel: 2,
      calorieCount: 320,
      totalDays: 14,
      vip: 0,
      goal: 'keep_fit',
      participationCount: 10,
      pcHtml: text('<p>好<script>alert(1)</script></p>', '<p onclick="steal()">Good<script>alert(1)</script></p>'),
      mobileHtml: text('<p>好</p>', '<p>Good</p>'),
    },
    { id: ids.draftPlan, name: text('草稿計畫', 'Draft plan'), status: 'draft' },
  ]);
  await db.insert(planWeeks).values([
    { id: 1, planId: ids.plan, weekNumber: 1, name: text('第 1 週', 'Week 1') },
    { id: 2, planId: ids.plan, weekNumber: 2, name: text('第 2 週', 'Week 2') },
  ]);
  await db.insert(planCourses).values([
    { planWeekId: 1, dayNumber: 1, dayName: text('週一', 'Monday'), courseId: ids.course },
    { planWeekId: 1, dayNumber: 3, dayName: text('週三', 'Wednesday'), courseId: ids.course },
    // A draft course never shows, so this day disappears.
    { planWeekId: 1, dayNumber: 5, dayName: text('週五', 'Friday'), courseId: ids.draftCourse },
    { planWeekId: 2, dayNumber: 2, dayName: text('週二', 'Tuesday'), courseId: ids.course },
  ]);
  await db.insert(articleCategories).values([
    { id: 1, name: text('營養', 'Nutrition'), sort: 0 },
    { id: 2, name: text('訓練', 'Training'), sort: 1 },
  ]);
  await db.insert(articles).values([
    {
      id: ids.article,
      title: text('吃對蛋白質', 'Protein done right'),
      subTitle: text('副標', 'Subtitle'),
      author: 'WellFit',
      pcHtml: text(
        '<p>內文</p><img src="javascript:alert(1)"><iframe src="https://evil.example"></iframe>',
        '<p>Body</p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><script>alert(1)</script>',
      ),
    },
    { id: ids.hiddenArticle, title: text('隱藏文章', 'Hidden article'), status: 'hidden' },
  ]);
  await db.insert(articleCategoryLinks).values([
    { articleId: ids.article, categoryId: 1 },
    { articleId: ids.article, categoryId: 2 },
    { articleId: ids.hiddenArticle, categoryId: 1 },
  ]);
});
afterAll(() => t.close());

describe('plans', () => {
  it('answers the SPEC §3 plan fields with weeks, days and published courses only', async () => {
    const { status, body } = await callApi(t.app, 'GET', `/api/web/plan/detail/${ids.plan}`, undefined, {
      locale: 'en',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: ids.plan,
      planName: 'Two-Week Plan',
      planDesc: 'About the plan',
      difficultyLevel: 2,
      difficultyLevelStr: 'L2',
      calorieCount: 320,
      totalDays: 14,
      vip: 0,
      participationCount: 10,
    });
    expect(body.data).not.toHaveProperty('participating');
    expect(body.data.pcHtml).toBe('<p>Good</p>');
    expect(body.data.plancoursesWeeks).toEqual([
      {
        weekNumber: 1,
        weekName: 'Week 1',
        days: [
          {
            dayNumber: 1,
            dayWeekName: 'Monday',
            courses: [
              expect.objectContaining({ id: ids.course, courseName: 'Morning Yoga', difficultyLevelStr: 'L1' }),
            ],
          },
          { dayNumber: 3, dayWeekName: 'Wednesday', courses: [expect.objectContaining({ id: ids.course })] },
        ],
      },
      {
        weekNumber: 2,
        weekName: 'Week 2',
        days: [{ dayNumber: 2, dayWeekName: 'Tuesday', courses: [expect.objectContaining({ id: ids.course })] }],
      },
    ]);
  });

  it('lists by tab and hides drafts; an unknown tab is refused', async () => {
    const all = await callApi(t.app, 'GET', '/api/web/plan/list?tab=all');
    expect(all.body.data.list.map((plan: { id: number }) => plan.id)).toEqual([ids.plan]);
    expect(all.body.data.total).toBe(1);
    const goal = await callApi(t.app, 'GET', '/api/web/plan/list?tab=keep_fit');
    expect(goal.body.data.total).toBe(1);
    const otherGoal = await callApi(t.app, 'GET', '/api/web/plan/list?tab=build_muscle');
    expect(otherGoal.body.data.total).toBe(0);
    const level = await callApi(t.app, 'GET', '/api/web/plan/list?tab=intermediate');
    expect(level.body.data.total).toBe(1);
    expect((await callApi(t.app, 'GET', '/api/web/plan/list?tab=beginner')).body.data.total).toBe(0);
    expect((await callApi(t.app, 'GET', '/api/web/plan/list?tab=nonsense')).status).toBe(400);
  });

  it('answers 404 for a draft or unknown plan', async () => {
    for (const id of [ids.draftPlan, 999]) {
      const { status, body } = await callApi(t.app, 'GET', `/api/web/plan/detail/${id}`, undefined, { locale: 'en' });
      expect(status).toBe(404);
      expect(body.code).toBe(404);
    }
  });

  it('joins only with login, once however often it is repeated', async () => {
    const anonymous = await callApi(t.app, 'POST', '/api/web/plan/join', { planId: ids.plan });
    expect(anonymous.status).toBe(401);
    const { token } = await createMember(t.db);
    const before = await callApi(t.app, 'GET', `/api/web/plan/member-state/${ids.plan}`, undefined, { token });
    expect(before.body.data).toMatchObject({ participating: 0, today: null });
    const first = await callApi(t.app, 'POST', '/api/web/plan/join', { planId: ids.plan }, { token });
    expect(first.body.data).toEqual({ participating: 1, participationCount: 11, msg: 'success' });
    const again = await Promise.all(
      [1, 2, 3].map(() => callApi(t.app, 'POST', '/api/web/plan/join', { planId: ids.plan }, { token })),
    );
    expect(again.map((answer) => answer.body.data.participationCount)).toEqual([11, 11, 11]);
    const state = await callApi(t.app, 'GET', `/api/web/plan/member-state/${ids.plan}`, undefined, { token });
    expect(state.body.data.participating).toBe(1);
    expect(state.body.data.today).toMatchObject({ weekNumber: 1 });
    const today = await callApi(t.app, 'GET', '/api/web/plan/today', undefined, { token });
    expect(today.body.data).toEqual([
      expect.objectContaining({ planId: ids.plan, today: expect.objectContaining({ weekNumber: 1 }) }),
    ]);
    const detail = await callApi(t.app, 'GET', `/api/web/plan/detail/${ids.plan}`);
    expect(detail.body.data.participationCount).toBe(11);
    expect((await callApi(t.app, 'POST', '/api/web/plan/join', { planId: ids.draftPlan }, { token })).status).toBe(404);
  });

  it("places today's course by weeks since joining and the Taipei weekday", () => {
    // 2026-11-16 was a Monday; 23:30 UTC on Sunday the 15th is already Monday in Taipei.
    const joined = new Date('2026-11-15T23:30:00Z');
    expect(planPosition(joined, 2, new Date('2026-11-16T01:00:00Z'))).toEqual({ weekNumber: 1, dayNumber: 1 });
    expect(planPosition(joined, 2, new Date('2026-11-25T04:00:00Z'))).toEqual({ weekNumber: 2, dayNumber: 3 });
    expect(planPosition(joined, 2, new Date('2026-11-30T04:00:00Z'))).toBeNull();
  });
});

describe('plan setup', () => {
  const answers = { gender: 2, age: 30, height: 160, weight: 550, calorieGoal: 300, goal: 'keep_fit' };

  it('answers BMI, rating, localised advice and a plan; fills the profile only with a session', async () => {
    const anonymous = await callApi(t.app, 'POST', '/api/web/plan-setup/result', answers, { locale: 'en' });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toMatchObject({ bmi: 21.5, bmiRating: 'normal', profileSaved: false });
    expect(anonymous.body.data.advice).toMatch(/normal range/);
    expect(anonymous.body.data.recommendedPlan).toMatchObject({ id: ids.plan });

    const { token, user } = await createMember(t.db);
    const member = await callApi(
      t.app,
      'POST',
      '/api/web/plan-setup/result',
      { ...answers, weight: 640 },
      { token, locale: 'zhTW' },
    );
    expect(member.body.data).toMatchObject({ bmi: 25, bmiRating: 'high', profileSaved: true });
    expect(member.body.data.advice).toMatch(/偏高/);
    const [saved] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(saved).toMatchObject({ gender: 2, age: 30, height: 160, weight: 640, calorieGoal: 300, goal: 'keep_fit' });
  });

  it('refuses impossible answers and stores nothing', async () => {
    const { token, user } = await createMember(t.db);
    for (const bad of [{ height: 20 }, { weight: 65 }, { gender: 3 }, { goal: 'fly' }, { age: 5 }]) {
      const answer = await callApi(t.app, 'POST', '/api/web/plan-setup/result', { ...answers, ...bad }, { token });
      expect(answer.status).toBe(400);
    }
    const [saved] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(saved?.height).toBeNull();
  });
});

describe('coaches', () => {
  it('follows and unfollows with login; the follower count follows along and repeats change nothing', async () => {
    const first = await createMember(t.db);
    const second = await createMember(t.db);
    expect((await callApi(t.app, 'POST', '/api/web/coach/follow', { coachId: ids.coach, follow: true })).status).toBe(
      401,
    );
    const follow = (token: string, value: boolean) =>
      callApi(t.app, 'POST', '/api/web/coach/follow', { coachId: ids.coach, follow: value }, { token });
    expect((await follow(first.token, true)).body.data).toMatchObject({ isFavorite: 1, followerCount: 1 });
    expect((await follow(first.token, true)).body.data).toMatchObject({ isFavorite: 1, followerCount: 1 });
    expect((await follow(second.token, true)).body.data).toMatchObject({ isFavorite: 1, followerCount: 2 });
    const detail = await callApi(t.app, 'GET', `/api/web/coach/detail/${ids.coach}`, undefined, { locale: 'en' });
    expect(detail.body.data).toMatchObject({ name: 'Coach Lin', followerCount: 2, lessonCount: 1, intro: 'Intro' });
    expect(detail.body.data.lessons.map((lesson: { id: number }) => lesson.id)).toEqual([ids.course]);
    expect(detail.body.data).not.toHaveProperty('isFavorite');
    expect((await follow(first.token, false)).body.data).toMatchObject({ isFavorite: 0, followerCount: 1 });
    expect((await follow(first.token, false)).body.data).toMatchObject({ isFavorite: 0, followerCount: 1 });
    const state = await callApi(t.app, 'GET', `/api/web/coach/member-state/${ids.coach}`, undefined, {
      token: second.token,
    });
    expect(state.body.data).toMatchObject({ isFavorite: 1, followerCount: 1 });
    const list = await callApi(t.app, 'GET', '/api/web/coach/list');
    expect(list.body.data).toEqual([expect.objectContaining({ id: ids.coach, followerCount: 1 })]);
  });

  it('answers 404 for a hidden coach and cannot follow it', async () => {
    const { token } = await createMember(t.db);
    expect((await callApi(t.app, 'GET', `/api/web/coach/detail/${ids.hiddenCoach}`)).status).toBe(404);
    const follow = await callApi(
      t.app,
      'POST',
      '/api/web/coach/follow',
      { coachId: ids.hiddenCoach, follow: true },
      { token },
    );
    expect(follow.status).toBe(404);
  });
});

describe('articles', () => {
  it('answers sanitised HTML with both categories, and lists by category', async () => {
    const { status, body } = await callApi(t.app, 'GET', `/api/web/article/detail/${ids.article}`, undefined, {
      locale: 'en',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      title: 'Protein done right',
      subTitle: 'Subtitle',
      author: 'WellFit',
      categoryIds: [1, 2],
      categoryNames: ['Nutrition', 'Training'],
    });
    expect(body.data.pcHtml).toContain('<p>Body</p>');
    expect(body.data.pcHtml).not.toMatch(/script|javascript:|onerror/i);
    const zh = await callApi(t.app, 'GET', `/api/web/article/detail/${ids.article}`, undefined, { locale: 'zhTW' });
    expect(zh.body.data.pcHtml).not.toMatch(/iframe|javascript:/);
    expect(zh.body.data.categoryNames).toEqual(['營養', '訓練']);

    const list = await callApi(t.app, 'GET', '/api/web/article/list?categoryId=1');
    expect(list.body.data.list.map((article: { id: number }) => article.id)).toEqual([ids.article]);
    expect(list.body.data.total).toBe(1);
    expect((await callApi(t.app, 'GET', '/api/web/article/list?categoryId=0')).body.data.total).toBe(1);
    const categories = await callApi(t.app, 'GET', '/api/web/article/category/list', undefined, { locale: 'en' });
    expect(categories.body.data).toEqual([
      { id: 1, name: 'Nutrition' },
      { id: 2, name: 'Training' },
    ]);
  });

  it('answers 404 for a hidden article', async () => {
    expect((await callApi(t.app, 'GET', `/api/web/article/detail/${ids.hiddenArticle}`)).status).toBe(404);
    const { token } = await createMember(t.db);
    expect(
      (await callApi(t.app, 'GET', `/api/web/article/member-state/${ids.hiddenArticle}`, undefined, { token })).status,
    ).toBe(404);
    expect(
      (await callApi(t.app, 'GET', `/api/web/article/member-state/${ids.article}`, undefined, { token })).body.data,
    ).toMatchObject({ isLike: 0 });
  });
});

describe('series', () => {
  it('answers 404 for an unknown series and an empty list without series', async () => {
    expect((await callApi(t.app, 'GET', '/api/web/series/detail/5')).status).toBe(404);
    expect((await callApi(t.app, 'GET', '/api/web/series/list')).body.data).toEqual([]);
  });
});
