import { describe, expect, it } from 'vitest';
import type { ProductSummary } from './catalog';
import type { HomeCard, HomeCardContent, HomeCardDetail, HomeContentSummary } from './home-page';
import { HomePageBlockError, homeLink, parseHomeCards, parseHomeDetail } from './home-page-parser';

const product: ProductSummary = {
  id: 12,
  name: 'Yoga mat',
  subtitle: null,
  pic: '/uploads/mat.webp',
  listPrice: 1200,
  salePrice: 990,
  productType: 'equipment',
  categoryId: 3,
  soldOut: false,
  sales: 4,
  couponLabel: null,
  enterpriseOnly: false,
};

const course: HomeContentSummary = {
  kind: 'course',
  id: 5,
  title: 'Core basics',
  subtitle: null,
  cover: null,
  difficulty: 1,
  kcal: 120,
  minutes: 20,
  days: null,
  lessons: null,
  vip: false,
};

const detail = (overrides: Partial<HomeCardDetail>): HomeCardDetail => ({
  type: 'imageText',
  typeId: null,
  data: '{}',
  title: null,
  subTitle: null,
  imageUrl: null,
  link: null,
  product: null,
  content: null,
  ...overrides,
});

const content = (details: HomeCardDetail[], overrides: Partial<HomeCardContent> = {}): HomeCardContent => ({
  title: null,
  subTitle: null,
  detailIntro: null,
  bgImg: null,
  description: null,
  moreLink: null,
  imageInfo: null,
  isShow: true,
  details,
  ...overrides,
});

const card = (overrides: Partial<HomeCard>): HomeCard => ({
  code: 'recommendProduct',
  name: 'card',
  title: 'Picked for you',
  subTitle: null,
  moreLink: '/product-list/all',
  isShow: true,
  contents: [content([detail({ type: 'product', typeId: 12, product })])],
  ...overrides,
});

describe('parseHomeCards (SPEC §5, §8 home page rules)', () => {
  it('keeps known cards in order with their contents and details', () => {
    const cards = parseHomeCards([
      card({}),
      card({ code: 'healthCourse', contents: [content([detail({ type: 'course', typeId: 5, content: course })])] }),
    ]);
    expect(cards.map((item) => item.code)).toEqual(['recommendProduct', 'healthCourse']);
    expect(cards[0]!.moreLink).toBe('/product-list/all');
    expect(cards[0]!.contents[0]!.details[0]).toMatchObject({ type: 'product', id: 12, link: '/product/12', product });
    expect(cards[1]!.contents[0]!.details[0]).toMatchObject({ type: 'course', link: '/course/5', content: course });
  });

  it('drops a card with an unknown code as "Invalid code", and the rest still renders', () => {
    const dropped: unknown[] = [];
    const cards = parseHomeCards([card({ code: 'spinningWheel' }), card({})], (error) => dropped.push(error));
    expect(cards.map((item) => item.code)).toEqual(['recommendProduct']);
    expect(dropped).toHaveLength(1);
    expect(dropped[0]).toBeInstanceOf(HomePageBlockError);
    expect(dropped[0]).toMatchObject({ messageKey: 'invalid_code', value: 'spinningWheel' });
  });

  it('drops a card holding a detail of unknown type; the error is invalid_page_block_content', () => {
    const dropped: unknown[] = [];
    const cards = parseHomeCards(
      [card({ contents: [content([detail({ type: 'video', typeId: 3 })])] }), card({ code: 'hotList' })],
      (error) => dropped.push(error),
    );
    expect(cards.map((item) => item.code)).toEqual(['hotList']);
    expect(dropped[0]).toMatchObject({ messageKey: 'invalid_page_block_content', value: 'video' });
  });

  it('silently drops cards that fail to parse for any reason', () => {
    const cards = parseHomeCards([
      null,
      'slideBanner',
      { code: 'ad' },
      card({ contents: [content([detail({ data: 'not json' })])] }),
      card({ contents: [content([detail({ type: 'product', typeId: 9, product: null })])] }),
      card({ code: 'ad', contents: [content([])] }),
    ]);
    expect(cards.map((item) => item.code)).toEqual(['ad']);
    expect(parseHomeCards({ cards: [] })).toEqual([]);
  });

  it('leaves out hidden cards and hidden contents without calling them errors', () => {
    const dropped: unknown[] = [];
    const cards = parseHomeCards(
      [
        card({ isShow: false }),
        card({ code: 'ad', contents: [content([], { isShow: false }), content([], { title: 'Shown' })] }),
      ],
      (error) => dropped.push(error),
    );
    expect(cards).toHaveLength(1);
    expect(cards[0]!.contents.map((item) => item.title)).toEqual(['Shown']);
    expect(dropped).toEqual([]);
  });

  it('turns a bad link into an empty link instead of dropping the card', () => {
    const [parsed] = parseHomeCards([
      card({
        code: 'slideBanner',
        moreLink: 'javascript:alert(1)',
        contents: [
          content([detail({ link: 'wellfit://app/open?page=nowhere' })], {
            moreLink: 'wellfit://app/open?page=productDetail&id=12',
          }),
        ],
      }),
    ]);
    expect(parsed!.moreLink).toBe('');
    expect(parsed!.contents[0]!.moreLink).toBe('/product/12');
    expect(parsed!.contents[0]!.details[0]!.link).toBe('');
  });
});

describe('parseHomeDetail', () => {
  it('throws invalid_page_block_content for an unknown type or data that does not fit it', () => {
    expect(() => parseHomeDetail(detail({ type: 'coupon' }))).toThrow(HomePageBlockError);
    expect(() => parseHomeDetail(detail({ type: 'course', typeId: 5 }))).toThrow('invalid_page_block_content');
    expect(() => parseHomeDetail(detail({ data: '[1,2]' }))).toThrow('invalid_page_block_content');
  });

  it('uses the detail link when there is one, else the SPEC §2 target of what it shows', () => {
    expect(parseHomeDetail(detail({ type: 'interface', link: '/course-list' })).link).toBe('/course-list');
    expect(parseHomeDetail(detail({ type: 'imageText', content: { ...course, kind: 'coach', id: 8 } })).link).toBe(
      '/coach/8',
    );
    expect(parseHomeDetail(detail({ type: 'serialCourse', content: { ...course, kind: 'series', id: 2 } })).link).toBe(
      '/series/2',
    );
    expect(parseHomeDetail(detail({ type: 'imageText' })).link).toBe('');
  });
});

describe('homeLink', () => {
  it('keeps site paths and http(s) addresses, translates app deep links, empties the rest', () => {
    expect(homeLink('/yoga')).toBe('/yoga');
    expect(homeLink(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(homeLink('wellfit://app/open?page=homeTemplate&code=gongjiancao')).toBe('/daily-workout');
    expect(homeLink('wellfit://app/open?page=homeTemplate&code=other')).toBe('');
    expect(homeLink('//evil.example/x')).toBe('');
    expect(homeLink('javascript:alert(1)')).toBe('');
    expect(homeLink('mailto:a@b.c')).toBe('');
    expect(homeLink('')).toBe('');
    expect(homeLink(null)).toBe('');
  });
});
