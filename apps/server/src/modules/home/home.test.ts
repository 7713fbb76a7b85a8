import type { HomeCard, HomePageAnswer } from '@wellfit/contracts/home-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, campaigns, coaches, courses, homeCards, plans, series, seriesCourses } from '../../db/schema.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createProduct } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { HomeContent, HomeContentDetail } from './home.tables.ts';

const text = (zhTW: string, en: string) => ({ zhTW, zhCN: zhTW, en });

const content = (details: HomeContentDetail[], overrides: Partial<HomeContent> = {}): HomeContent => ({
  title: null,
  subTitle: null,
  detailIntro: null,
  description: null,
  bgImg: null,
  moreLink: null,
  imageInfo: null,
  isShow: true,
  details,
  ...overrides,
});

const detail = (type: string, typeId: number | null, data: Record<string, unknown> = {}): HomeContentDetail => ({
  type: type as HomeContentDetail['type'],
  typeId,
  data,
});

/**
 * Counts the SQL statements that reach the driver, by wrapping its query method: the
 * database underneath stays real, only the statements are recorded.
 */
function recordStatements(database: DatabaseHandle): { statements: string[]; stop(): void } {
  const statements: string[] = [];
  const client = (database.kind === 'pglite' ? database.pglite : database.pool) as unknown as {
    query: (...args: unknown[]) => unknown;
  };
  const original = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    statements.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return original.apply(this, args);
  };
  return { statements, stop: () => void (client.query = original) };
}

describe('POST /api/web/home/page', () => {
  let t: TestApp;
  const page = (payload: object | undefined, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/web/home/page', payload, headers });
  const cardsOf = async (payload: object | undefined, headers: Record<string, string> = {}) => {
    const response = await page(payload, headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { code: number; msg: string; data: HomePageAnswer };
    expect({ code: body.code, msg: body.msg }).toEqual({ code: 200, msg: 'success' });
    return body.data.cards;
  };
  const insertCard = (pageCode: string, sort: number, values: Partial<typeof homeCards.$inferInsert>) =>
    t.db.insert(homeCards).values({ pageCode, sort, code: 'ad', name: 'card', ...values });

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers the shown cards in order, resolving every detail type in the request locale', async () => {
    const { product } = await createProduct(t.db, {
      name: text('瑜珈墊', 'Yoga mat'),
      subtitle: text('6mm 加厚', '6 mm thick'),
      pic: '/uploads/mat.webp',
      listPrice: 1200,
      salePrice: 990,
      sales: 12,
    });
    const { product: soldOut } = await createProduct(t.db, { name: text('壺鈴', 'Kettlebell') }, { stock: 0 });
    const { product: offShelf } = await createProduct(t.db, { status: 'off_shelf' });
    const { product: deleted } = await createProduct(t.db, { deletedAt: new Date() });
    const [coach] = await t.db
      .insert(coaches)
      .values({ name: text('林教練', 'Coach Lin'), profession: text('瑜珈', 'Yoga'), avatarUrl: '/uploads/lin.webp' })
      .returning();
    const [course, hiddenCourse] = await t.db
      .insert(courses)
      .values([
        {
          courseCode: 'C-1',
          name: text('核心訓練', 'Core basics'),
          difficultyLevel: 2,
          calorie: 180,
          duration: 1230,
          courseVip: 1,
          coverUrl: '/uploads/core.webp',
          coachId: coach!.id,
        },
        { courseCode: 'C-2', name: text('草稿', 'Draft'), status: 'draft' },
      ])
      .returning();
    const [plan] = await t.db
      .insert(plans)
      .values({ name: text('28 天計畫', '28-day plan'), difficultyLevel: 4, calorieCount: 3000, totalDays: 28 })
      .returning();
    const [article] = await t.db
      .insert(articles)
      .values({ title: text('睡眠與恢復', 'Sleep and recovery'), subTitle: text('副標', 'Why rest matters') })
      .returning();
    const [aSeries] = await t.db
      .insert(series)
      .values({ name: text('入門系列', 'Starter series') })
      .returning();
    await t.db.insert(seriesCourses).values({ seriesId: aSeries!.id, courseId: course!.id });

    await insertCard('webHome', 3, {
      code: 'healthCourse',
      title: text('精選課程', 'Featured classes'),
      contents: [
        content([
          detail('course', course!.id, { link: `/course/${course!.id}` }),
          detail('course', hiddenCourse!.id),
          detail('plan', plan!.id),
          detail('article', article!.id),
          detail('serialCourse', aSeries!.id),
        ]),
      ],
    });
    await insertCard('webHome', 1, {
      code: 'recommendProduct',
      title: text('推薦', 'Recommended'),
      moreLink: '/product-list/all',
      contents: [
        content([
          detail('product', product.id),
          detail('product', offShelf.id),
          detail('fictProduct', soldOut.id),
          detail('product', deleted.id),
        ]),
        content([detail('product', product.id)], { isShow: false }),
      ],
    });
    await insertCard('webHome', 2, { code: 'slideBanner', isShow: false, contents: [content([])] });
    await insertCard('webHome', 4, {
      code: 'contentCoach',
      contents: [content([detail('imageText', coach!.id, { link: `/coach/${coach!.id}` })])],
    });
    await insertCard('webHome', 5, {
      code: 'diamondIcon',
      contents: [
        content([detail('interface', null, { link: '/course-list', title: text('課程', 'Courses') })], {
          title: text('課程', 'Courses'),
          imageInfo: { imageUrl: '/uploads/icon.webp', imgWidth: 96, imgHeight: 96 },
        }),
      ],
    });

    const cards = await cardsOf({}, { locale: 'en' });
    expect(cards.map((card) => card.code)).toEqual(['recommendProduct', 'healthCourse', 'contentCoach', 'diamondIcon']);

    const [productCard, contentCard, coachCard, iconCard] = cards as [HomeCard, HomeCard, HomeCard, HomeCard];
    expect(productCard).toMatchObject({ title: 'Recommended', moreLink: '/product-list/all', isShow: true });
    expect(productCard.contents).toHaveLength(1);
    expect(productCard.contents[0]!.details.map((item) => [item.type, item.typeId])).toEqual([
      ['product', product.id],
      ['fictProduct', soldOut.id],
    ]);
    expect(productCard.contents[0]!.details[0]!.product).toEqual({
      id: product.id,
      name: 'Yoga mat',
      subtitle: '6 mm thick',
      pic: '/uploads/mat.webp',
      listPrice: 1200,
      salePrice: 990,
      productType: 'equipment',
      categoryId: null,
      soldOut: false,
      sales: 12,
      couponLabel: null,
      enterpriseOnly: false,
    });
    expect(productCard.contents[0]!.details[1]!.product).toMatchObject({ name: 'Kettlebell', soldOut: true });

    const summaries = contentCard.contents[0]!.details.map((item) => item.content);
    expect(summaries).toEqual([
      {
        kind: 'course',
        id: course!.id,
        title: 'Core basics',
        subtitle: null,
        cover: '/uploads/core.webp',
        difficulty: 2,
        kcal: 180,
        minutes: 21,
        days: null,
        lessons: null,
        vip: true,
      },
      expect.objectContaining({
        kind: 'plan',
        id: plan!.id,
        title: '28-day plan',
        difficulty: 4,
        days: 28,
        vip: false,
      }),
      expect.objectContaining({
        kind: 'article',
        id: article!.id,
        title: 'Sleep and recovery',
        subtitle: 'Why rest matters',
      }),
      expect.objectContaining({ kind: 'series', id: aSeries!.id, title: 'Starter series', lessons: 1 }),
    ]);
    expect(contentCard.contents[0]!.details[0]!.link).toBe(`/course/${course!.id}`);
    expect(JSON.parse(contentCard.contents[0]!.details[0]!.data)).toEqual({ link: `/course/${course!.id}` });

    expect(coachCard.contents[0]!.details[0]!.content).toMatchObject({
      kind: 'coach',
      title: 'Coach Lin',
      subtitle: 'Yoga',
      cover: '/uploads/lin.webp',
      lessons: 1,
    });
    expect(iconCard.contents[0]).toMatchObject({
      title: 'Courses',
      imageInfo: { imageUrl: '/uploads/icon.webp', imgWidth: 96, imgHeight: 96 },
      details: [
        { type: 'interface', typeId: null, title: 'Courses', link: '/course-list', product: null, content: null },
      ],
    });

    // The same page in zhTW (the default locale) is built and cached separately.
    const zhTW = await cardsOf({});
    expect(zhTW[0]!.title).toBe('推薦');
    expect(zhTW[0]!.contents[0]!.details[0]!.product!.name).toBe('瑜珈墊');
  });

  it('reads the products of a page in one query, whatever the number of product details', async () => {
    const made = await Promise.all(Array.from({ length: 6 }, () => createProduct(t.db)));
    const ids = made.map(({ product }) => product.id);
    await insertCard('batchPage', 0, {
      code: 'hotList',
      contents: [content(ids.slice(0, 3).map((id) => detail('product', id)))],
    });
    await insertCard('batchPage', 1, {
      code: 'mallRecommendProduct',
      contents: [content(ids.slice(3).map((id) => detail('product', id)))],
    });
    const recorder = recordStatements(t.database);
    try {
      const cards = await cardsOf({ code: 'batchPage' });
      expect(cards.flatMap((card) => card.contents[0]!.details.map((item) => item.product!.id))).toEqual(ids);
    } finally {
      recorder.stop();
    }
    expect(recorder.statements.filter((statement) => /from "products"/i.test(statement))).toHaveLength(1);
    // Served from the page cache: a second request reaches no table.
    const again = recordStatements(t.database);
    try {
      await cardsOf({ code: 'batchPage' });
    } finally {
      again.stop();
    }
    expect(again.statements).toEqual([]);
  });

  it('leaves out what points at a dated campaign outside its window, on time despite the page cache (issue 34)', async () => {
    const now = Date.now();
    const boundary = now + 1_500;
    const campaign = (slug: string, startsAt: number | null, endsAt: number | null) => ({
      slug,
      title: text(slug, slug),
      startsAt: startsAt === null ? null : new Date(startsAt),
      endsAt: endsAt === null ? null : new Date(endsAt),
    });
    await t.db
      .insert(campaigns)
      .values([
        campaign('ended-sale', now - 86_400_000, now - 1),
        campaign('closing-sale', now - 86_400_000, boundary),
        campaign('opening-sale', boundary, null),
        campaign('undated-sale', null, null),
      ]);
    const banner = (link: string) => content([], { title: text(link, link), moreLink: link });
    await insertCard('campaignPage', 0, {
      code: 'slideBanner',
      contents: [
        banner('/event/ended-sale'),
        banner('https://www.wellfit.tw/event/CLOSING-SALE'),
        banner('/event/opening-sale'),
        banner('/event/undated-sale/show'),
        banner('/event/no-such-record'),
        banner('/product-list/all'),
      ],
    });
    await insertCard('campaignPage', 1, { code: 'ad', moreLink: '/event/ended-sale', contents: [banner('/x')] });
    // A card of nothing but such banners goes with them.
    await insertCard('campaignPage', 1, { code: 'miniSlideBanner', contents: [banner('/event/ended-sale')] });
    await insertCard('campaignPage', 2, {
      code: 'diamondIcon',
      contents: [
        content([
          detail('interface', null, {
            link: { zhTW: '/event/ended-sale', zhCN: '/event/ended-sale', en: '/event/ended-sale' },
          }),
          detail('interface', null, { link: '/event/closing-sale' }),
        ]),
      ],
    });
    const shown = async () => {
      const cards = await cardsOf({ code: 'campaignPage' });
      return {
        codes: cards.map((card) => card.code),
        banners: cards[0]!.contents.map((item) => item.moreLink),
        icons: cards.find((card) => card.code === 'diamondIcon')!.contents[0]!.details.map((item) => item.link),
      };
    };

    expect(await shown()).toEqual({
      codes: ['slideBanner', 'diamondIcon'],
      banners: [
        'https://www.wellfit.tw/event/CLOSING-SALE',
        '/event/undated-sale/show',
        '/event/no-such-record',
        '/product-list/all',
      ],
      icons: ['/event/closing-sale'],
    });
    // The page cache keeps a page for 5 s, but this one only until the first window changes.
    await new Promise((resolve) => setTimeout(resolve, boundary - Date.now() + 20));
    expect(await shown()).toEqual({
      codes: ['slideBanner', 'diamondIcon'],
      banners: ['/event/opening-sale', '/event/undated-sale/show', '/event/no-such-record', '/product-list/all'],
      icons: [],
    });
  });

  it('passes a stored unknown detail type through for the client to refuse (§5)', async () => {
    await insertCard('oddPage', 0, { code: 'ad', contents: [content([detail('video', 7, { link: '/x' })])] });
    const [card] = await cardsOf({ code: 'oddPage' });
    expect(card!.contents[0]!.details[0]).toMatchObject({ type: 'video', typeId: 7, product: null, content: null });
  });

  it('answers no cards for a page code that has none, and 400 for a malformed code', async () => {
    expect(await cardsOf({ code: 'noSuchPage' })).toEqual([]);

    const response = await page({ code: 'bad code; drop' }, { locale: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, key: 'validation_invalid', data: null });
  });
});
