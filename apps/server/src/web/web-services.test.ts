import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { productCategories } from '../modules/catalog/catalog.tables.ts';
import { articles, courses, planCourses, planWeeks, plans } from '../modules/content/content.tables.ts';
import { createWebServices } from './web-services.ts';

let t: TestApp;
let web: ReturnType<typeof createWebServices>;
const text = (zhTW: string, en: string) => ({ zhTW, zhCN: zhTW, en });
const MISSING_ID = 999_999;

beforeAll(async () => {
  t = await buildTestApp();
  web = createWebServices(t.database);
  await t.db.insert(courses).values({
    id: 1,
    courseCode: 'W1',
    name: text('晨間瑜珈', 'Morning Yoga'),
    duration: 900,
    calorie: 80,
    difficultyLevel: 1,
  });
  await t.db.insert(plans).values({
    id: 1,
    name: text('兩週計畫', 'Two-Week Plan'),
    description: text('說明', 'About the plan'),
    difficultyLevel: 2,
    totalDays: 14,
    pcHtml: text('<p>好<script>alert(1)</script></p>', '<p onclick="steal()">Good</p>'),
  });
  await t.db.insert(planWeeks).values({ id: 1, planId: 1, weekNumber: 1, name: text('第 1 週', 'Week 1') });
  await t.db.insert(planCourses).values({ planWeekId: 1, dayNumber: 1, dayName: text('週一', 'Monday'), courseId: 1 });
  await t.db.insert(productCategories).values([
    { id: 1, slug: 'gear', name: text('器材', 'Gear') },
    { id: 2, parentId: 1, slug: 'dumbbells', name: text('啞鈴', 'Dumbbells') },
  ]);
  await t.db.insert(articles).values({ id: 1, title: text('吃對蛋白質', 'Protein done right'), author: 'WellFit' });
});
afterAll(() => t.close());

/** The data of a JSON API answer without the data.msg SPEC §8 copies in: what a page should get. */
async function apiData(path: string) {
  const { status, body } = await callApi(t.app, 'GET', path, undefined, { locale: 'en' });
  expect(status).toBe(200);
  const { msg, ...data } = body.data as Record<string, unknown>;
  expect(msg).toBe('success');
  return data;
}

describe('web services: pages render what the JSON API answers', () => {
  it('gives the plan, article and course pages the API answer (sanitised HTML included)', async () => {
    const plan = await web.content.planDetail('en', 1);
    expect(plan).toEqual(await apiData('/api/web/plan/detail/1'));
    expect(plan?.pcHtml).toBe('<p>Good</p>');
    expect(plan?.plancoursesWeeks[0]?.days[0]?.courses[0]?.courseName).toBe('Morning Yoga');
    expect(await web.content.articleDetail('en', 1)).toEqual(await apiData('/api/web/article/detail/1'));
    expect(await web.courses.courseDetail('en', 1)).toEqual(await apiData('/api/web/course/detail/1'));
  });

  it('gives the course list page the API answer for the same query', async () => {
    const answer = await web.courses.listCourses('en', { pageIndex: 1, pageSize: 12 });
    expect(answer).toEqual(await apiData('/api/web/course/list?pageIndex=1&pageSize=12'));
    expect(answer.list.map((course) => course.courseName)).toEqual(['Morning Yoga']);
  });

  it('gives the product list pages the category tree the API answers', async () => {
    const { status, body } = await callApi(t.app, 'GET', '/api/web/mall/category/list', undefined, { locale: 'en' });
    expect(status).toBe(200);
    const tree = await web.catalog.categories('en');
    expect(tree).toEqual(body.data);
    expect(tree.map((node) => [node.name, node.children.map((child) => child.name)])).toEqual([
      ['Gear', ['Dumbbells']],
    ]);
  });

  it('answers "none" for an unknown id, so the page is the 404 page', async () => {
    expect(await web.content.planDetail('en', MISSING_ID)).toBeUndefined();
    expect(await web.content.articleDetail('en', MISSING_ID)).toBeUndefined();
    expect(await web.courses.courseDetail('en', MISSING_ID)).toBeNull();
  });
});
