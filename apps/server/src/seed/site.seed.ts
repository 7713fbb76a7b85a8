import { CAMPAIGN_NAMES, CAMPAIGN_WINDOWS, isDatedCampaign } from '@wellfit/contracts/campaigns';
import type { APP_CONFIG_NAMES } from '@wellfit/contracts/data-dictionary';
import { HOME_PAGE_CODES } from '@wellfit/contracts/home-page';
import { LOCALES } from '@wellfit/contracts/locale';
import {
  campaigns,
  dataDictionary,
  faqs,
  homeCards,
  partnerEvents,
  type HomeContent,
  type HomeContentDetail,
} from '../db/schema.ts';
import type { CatalogRefs, SeededProduct } from './catalog.seed.ts';
import type { ContentRefs } from './content.seed.ts';
import { CAMPAIGN_PAGES, PARTNER_EVENTS } from './corpus/campaign-pages.ts';
import { COACHES } from './corpus/coaches.ts';
import { FAQS } from './corpus/faqs.ts';
import { PRODUCT_TEMPLATES } from './corpus/products.ts';
import { DIAMOND_ICONS, SLIDE_BANNERS } from './corpus/home-banners.ts';
import { SHOP_CATEGORIES } from './corpus/shop-categories.ts';
import { APP_CONFIG_VALUES, FREE_SHIPPING_MESSAGE, HOME_MARQUEE } from './corpus/site-settings.ts';
import type { SeedPicture } from './images/seed-image-pool.ts';
import {
  campaignPicture,
  coachPicture,
  partnerTitlePicture,
  diamondIconPicture,
  slideBannerPicture,
} from './images/seed-pictures.ts';
import { localise, type Bilingual } from './localised-text.ts';
import type { SeedContext } from './seed-context.ts';

const CARD_TITLES = {
  healthPlan: { zhTW: '熱門訓練計畫', en: 'Popular plans' },
  healthCourse: { zhTW: '精選課程', en: 'Featured classes' },
  serialCourse: { zhTW: '系列課程', en: 'Series' },
  contentCoach: { zhTW: '人氣教練', en: 'Coaches to follow' },
  recommendProduct: { zhTW: '教練推薦好物', en: 'Coach-recommended gear' },
  healthArticle: { zhTW: '健康新知', en: 'Health reads' },
  subscribeProduct: { zhTW: '訂閱方案', en: 'Subscription plans' },
  fictProduct: { zhTW: '禮物卡與兌換序號', en: 'Gift cards and passes' },
  mallProductCategory: { zhTW: '商品分類', en: 'Shop by category' },
  mallRecommendProduct: { zhTW: '為你推薦', en: 'Picked for you' },
  hotList: { zhTW: '熱銷排行', en: 'Best sellers' },
  mallPlan: { zhTW: '搭配訓練計畫', en: 'Plans to go with your gear' },
  ad: { zhTW: '訂閱享無限課程', en: 'Subscribe for unlimited classes' },
  adSubtitle: { zhTW: '年訂閱平均每月 NT$399', en: 'From NT$399 a month on the annual plan' },
  mallLeft: { zhTW: '居家健身開箱', en: 'Set up your home gym' },
  mallRight: { zhTW: '瑜珈好物', en: 'Yoga favourites' },
  seriesCourse: { zhTW: '跟著系列練', en: 'Train through a series' },
  relationProduct: { zhTW: '上課用得到的器材', en: 'Gear for these classes' },
  relationCourse: { zhTW: '買了器材，這樣練', en: 'Classes for your new gear' },
  healthProduct: { zhTW: '健康生活好物', en: 'Healthy living picks' },
  recommendProductCycle: { zhTW: '飛輪季：騎出好體能', en: 'Cycle season: ride stronger' },
  recommendProductMirror: { zhTW: '智慧健身鏡', en: 'Smart fitness mirror' },
  productSuit: { zhTW: '居家健身組合', en: 'Home gym bundles' },
  productSuitIntro: { zhTW: '一次備齊，組合更划算', en: 'Everything at once, for less' },
  article: { zhTW: '編輯精選文章', en: "Editors' picks" },
  groupMode: { zhTW: '團購好物', en: 'Group buys' },
  groupModeIntro: { zhTW: '揪團一起買，享團購價', en: 'Buy together at the group price' },
  contentCourse: { zhTW: '今日推薦運動', en: "Today's workouts" },
} satisfies Record<string, Bilingual>;

function content(partial: Partial<HomeContent> & Pick<HomeContent, 'details'>): HomeContent {
  return {
    title: null,
    subTitle: null,
    detailIntro: null,
    description: null,
    bgImg: null,
    moreLink: null,
    imageInfo: null,
    isShow: true,
    ...partial,
  };
}

function imageInfo(picture: SeedPicture): HomeContent['imageInfo'] {
  return { imageUrl: picture.url, imgWidth: picture.width, imgHeight: picture.height };
}

const detail = (
  type: HomeContentDetail['type'],
  typeId: number | null,
  data: Record<string, unknown> = {},
): HomeContentDetail => ({ type, typeId, data });

interface CardSpec {
  code: string;
  title?: Bilingual;
  subTitle?: Bilingual;
  moreLink?: string;
  contents: HomeContent[];
}

/** Spreads picks over the whole range instead of always the first rows. */
function spread(ids: readonly number[], count: number): number[] {
  if (ids.length <= count) return [...ids];
  const step = ids.length / count;
  return Array.from({ length: count }, (_, index) => ids[Math.floor(index * step)]!);
}

function productDetails(products: readonly SeededProduct[]): HomeContentDetail[] {
  return products.map((product) => detail('product', product.id, { link: `/product/${product.id}` }));
}

export async function seedSite(context: SeedContext, catalog: CatalogRefs, contentRefs: ContentRefs): Promise<void> {
  // ─── queryDataDictionary ───────────────────────────────────────────────────────────────────
  const marquee = localise(HOME_MARQUEE);
  const freeShipping = localise(FREE_SHIPPING_MESSAGE.msg);
  const dictionaryRows = [
    ...LOCALES.flatMap((locale) => [
      { type: 'twVersionNotifyMsg', name: 'twNotifyMsg', locale, value: marquee[locale] },
      {
        type: 'twVersionNotifyMsg',
        name: 'twFreeChargeMsg',
        locale,
        value: JSON.stringify({ msg: freeShipping[locale], link: FREE_SHIPPING_MESSAGE.link }),
      },
    ]),
    ...(Object.entries(APP_CONFIG_VALUES) as Array<[(typeof APP_CONFIG_NAMES)[number], string]>).map(
      ([name, value]) => ({
        type: 'appConfig',
        name,
        locale: null,
        value,
      }),
    ),
  ];
  await context.insert(
    dataDictionary,
    dictionaryRows.map((row, index) => ({ id: index + 1, ...row, updatedAt: context.daysAgo(30) })),
  );

  await context.insert(
    faqs,
    FAQS.map((faq, index) => ({
      id: index + 1,
      category: faq.category,
      question: localise(faq.question),
      answer: localise(faq.answer),
      sort: index,
      isShow: true,
      createdAt: context.daysAgo(300),
      updatedAt: context.daysAgo(30),
    })),
  );

  // ─── Home pages ──────────────────────────────────────────────────────────────────────────
  const equipment = catalog.equipment;
  const originals = equipment.slice(0, PRODUCT_TEMPLATES.length);
  const bestSellers = spread(
    originals.map((product) => product.id),
    10,
  ).map((id) => equipment[id - 1]!);
  const courseIds = contentRefs.courses.map((course) => course.id);
  const banners = SLIDE_BANNERS.map((banner) => ({ banner, picture: slideBannerPicture(context.images, banner) }));
  const slideBanner: CardSpec = {
    code: 'slideBanner',
    contents: banners.map(({ banner, picture }) =>
      content({
        title: localise(banner.title),
        subTitle: localise(banner.subtitle),
        moreLink: banner.link,
        imageInfo: imageInfo(picture),
        details: [],
      }),
    ),
  };
  const diamondIcon: CardSpec = {
    code: 'diamondIcon',
    contents: DIAMOND_ICONS.map((icon) =>
      content({
        title: localise(icon.label),
        moreLink: icon.link,
        imageInfo: imageInfo(diamondIconPicture(context.images, icon)),
        details: [detail('interface', null, { link: icon.link })],
      }),
    ),
  };
  const categoryCard: CardSpec = {
    code: 'mallProductCategory',
    title: CARD_TITLES.mallProductCategory,
    moreLink: '/product-list/all',
    contents: SHOP_CATEGORIES.filter((category) => category.slug !== 'subscription').map((category) => {
      const id = catalog.categoryIds[category.slug];
      return content({
        title: localise(category.name),
        moreLink: `/${category.slug}`,
        imageInfo: imageInfo(catalog.categoryIcons[category.slug]),
        details: [detail('interface', id, { link: `/product-list/${id}` })],
      });
    }),
  };
  const subscriptionCard: CardSpec = {
    code: 'subscribeProduct',
    title: CARD_TITLES.subscribeProduct,
    contents: [content({ details: productDetails(Object.values(catalog.subscriptionProducts)) })],
  };
  const planCard = (code: string, title: Bilingual): CardSpec => ({
    code,
    title,
    moreLink: '/plan-list/all',
    contents: [
      content({ details: spread(contentRefs.planIds, 6).map((id) => detail('plan', id, { link: `/plan/${id}` })) }),
    ],
  });
  const courseCard = (code: string, title: Bilingual, count: number, offset = 0): CardSpec => ({
    code,
    title,
    moreLink: '/course-list',
    contents: [
      content({
        details: spread(courseIds.slice(offset), count).map((id) => detail('course', id, { link: `/course/${id}` })),
      }),
    ],
  });

  const productCard = (
    code: string,
    title: Bilingual,
    picks: readonly SeededProduct[],
    extra: Partial<CardSpec> = {},
  ) => ({
    code,
    title,
    moreLink: '/product-list/all',
    contents: [content({ details: productDetails(picks) })],
    ...extra,
  });
  const seriesDetails = (count: number) =>
    spread(contentRefs.seriesIds, count).map((id) => detail('serialCourse', id, { link: `/series/${id}` }));
  const articleDetails = (ids: readonly number[]) => ids.map((id) => detail('article', id, { link: `/article/${id}` }));
  /** A campaign strip: a lead picture with the products it advertises. */
  const campaignCard = (code: string, title: Bilingual, picture: SeedPicture, picks: readonly SeededProduct[]) => ({
    code,
    title,
    contents: [
      content({
        title: localise(title),
        moreLink: '/discounts',
        imageInfo: imageInfo(picture),
        details: productDetails(picks),
      }),
    ],
  });
  const miniSlideBanner: CardSpec = {
    code: 'miniSlideBanner',
    contents: banners
      .slice(1)
      .map(({ banner, picture }) =>
        content({ title: localise(banner.title), moreLink: banner.link, imageInfo: imageInfo(picture), details: [] }),
      ),
  };

  const pages: Record<string, CardSpec[]> = {
    [HOME_PAGE_CODES.content]: [
      slideBanner,
      diamondIcon,
      planCard('healthPlan', CARD_TITLES.healthPlan),
      courseCard('healthCourse', CARD_TITLES.healthCourse, 8),
      courseCard('contentCourse', CARD_TITLES.contentCourse, 6, 12),
      {
        code: 'serialCourse',
        title: CARD_TITLES.serialCourse,
        contents: [content({ details: seriesDetails(4) })],
      },
      miniSlideBanner,
      {
        code: 'seriesCourse',
        title: CARD_TITLES.seriesCourse,
        moreLink: '/series-list',
        contents: [content({ details: seriesDetails(6) })],
      },
      courseCard('relationCourse', CARD_TITLES.relationCourse, 6, 20),
      productCard('relationProduct', CARD_TITLES.relationProduct, originals.slice(20, 26)),
      {
        code: 'contentCoach',
        title: CARD_TITLES.contentCoach,
        moreLink: '/coach-list',
        contents: [
          content({
            details: contentRefs.coachIds.slice(0, 6).map((id) => {
              const coach = COACHES[(id - 1) % COACHES.length]!;
              return detail('imageText', id, {
                link: `/coach/${id}`,
                title: localise(coach.name),
                subTitle: localise(coach.profession),
                imageUrl: coachPicture(context.images, coach).url,
              });
            }),
          }),
        ],
      },
      {
        code: 'ad',
        contents: [
          content({
            title: localise(CARD_TITLES.ad),
            subTitle: localise(CARD_TITLES.adSubtitle),
            moreLink: `/product/${catalog.subscriptionProducts.year.id}`,
            imageInfo: imageInfo(banners[1]!.picture),
            details: [],
          }),
        ],
      },
      {
        code: 'recommendProduct',
        title: CARD_TITLES.recommendProduct,
        moreLink: '/product-list/all',
        contents: [content({ details: productDetails(bestSellers.slice(0, 8)) })],
      },
      {
        code: 'healthArticle',
        title: CARD_TITLES.healthArticle,
        moreLink: '/article-list/0',
        contents: [
          content({
            details: contentRefs.articleIds.slice(0, 6).map((id) => detail('article', id, { link: `/article/${id}` })),
          }),
        ],
      },
      {
        code: 'article',
        title: CARD_TITLES.article,
        moreLink: '/article-list/0',
        contents: [content({ details: articleDetails(contentRefs.articleIds.slice(6, 10)) })],
      },
      planCard('contentPlan', CARD_TITLES.healthPlan),
      subscriptionCard,
      {
        code: 'fictProduct',
        title: CARD_TITLES.fictProduct,
        contents: [
          content({
            details: catalog.virtualProducts.map((product) =>
              detail('fictProduct', product.id, { link: `/product/${product.id}` }),
            ),
          }),
        ],
      },
    ],
    [HOME_PAGE_CODES.shop]: [
      { ...slideBanner, contents: [slideBanner.contents[0]!, slideBanner.contents[2]!] },
      categoryCard,
      {
        code: 'mallRecommendLeft',
        contents: [
          content({
            title: localise(CARD_TITLES.mallLeft),
            moreLink: '/home-gym',
            imageInfo: imageInfo(banners[0]!.picture),
            details: [],
          }),
        ],
      },
      {
        code: 'mallRecommendRight',
        contents: [
          content({
            title: localise(CARD_TITLES.mallRight),
            moreLink: '/yoga',
            imageInfo: imageInfo(banners[2]!.picture),
            details: [],
          }),
        ],
      },
      {
        code: 'mallRecommendProduct',
        title: CARD_TITLES.mallRecommendProduct,
        moreLink: '/product-list/all',
        contents: [content({ details: productDetails(originals.slice(10, 18)) })],
      },
      {
        code: 'hotList',
        title: CARD_TITLES.hotList,
        moreLink: '/product-list/all',
        contents: [content({ details: productDetails(bestSellers) })],
      },
      campaignCard(
        'recommendProductCycle',
        CARD_TITLES.recommendProductCycle,
        banners[3]!.picture,
        originals.slice(30, 34),
      ),
      productCard('healthProduct', CARD_TITLES.healthProduct, originals.slice(34, 40)),
      campaignCard(
        'recommendProductMirror',
        CARD_TITLES.recommendProductMirror,
        banners[1]!.picture,
        originals.slice(40, 44),
      ),
      {
        code: 'productSuit',
        title: CARD_TITLES.productSuit,
        subTitle: CARD_TITLES.productSuitIntro,
        contents: [
          content({ title: localise(CARD_TITLES.mallLeft), details: productDetails(originals.slice(44, 47)) }),
          content({ title: localise(CARD_TITLES.mallRight), details: productDetails(originals.slice(47, 50)) }),
        ],
      },
      planCard('mallPlan', CARD_TITLES.mallPlan),
      subscriptionCard,
    ],
    [HOME_PAGE_CODES.groupShop]: [
      // One banner, not the Double 11 one: that campaign's window has ended (issue 34).
      {
        ...slideBanner,
        contents: [slideBanner.contents[SLIDE_BANNERS.findIndex(({ key }) => key === 'yoga-season')]!],
      },
      // The group-buying highlights come from the products marked for group buying, which the
      // page lists in full below the cards.
      productCard('groupMode', CARD_TITLES.groupMode, catalog.groupShop.slice(0, 12), {
        subTitle: CARD_TITLES.groupModeIntro,
      }),
    ],
    [HOME_PAGE_CODES.dailyWorkout]: [
      courseCard('contentCourse', CARD_TITLES.contentCourse, 6, 4),
      planCard('contentPlan', CARD_TITLES.healthPlan),
    ],
  };
  await context.insert(
    homeCards,
    Object.entries(pages).flatMap(([pageCode, cards]) =>
      cards.map((card, sort) => ({
        id: context.nextId(homeCards),
        pageCode,
        code: card.code,
        name: card.code,
        title: card.title ? localise(card.title) : null,
        subTitle: card.subTitle ? localise(card.subTitle) : null,
        moreLink: card.moreLink ?? null,
        isShow: true,
        sort,
        contents: card.contents,
        createdAt: context.daysAgo(60),
        updatedAt: context.daysAgo(3),
      })),
    ),
  );

  // ─── Campaign pages (SPEC §2 /event/…, windows from the contracts) ──────────────────────
  const campaignProducts = originals.filter((product) => product.salePrice < product.listPrice);
  await context.insert(
    campaigns,
    CAMPAIGN_NAMES.map((name, index) => {
      const page = CAMPAIGN_PAGES[name];
      const banner = campaignPicture(context.images, name, page);
      const picks = spread(
        campaignProducts.map((product) => product.id),
        8,
      ).map((id) => equipment[id - 1]!);
      // The fortnight flash sale runs around the day the shop starts (live in the demo); the
      // others keep their 2025 windows, so most dated pages demonstrate the expired 404.
      const window =
        name === 'fortnight'
          ? { startAt: context.daysAgo(3).getTime(), endAt: context.daysAgo(-11).getTime() }
          : isDatedCampaign(name)
            ? CAMPAIGN_WINDOWS[name]
            : undefined;
      return {
        id: index + 1,
        slug: name,
        title: localise(page.title),
        bannerXl: banner.url,
        bannerL: banner.url,
        bannerM: banner.url,
        bannerS: banner.url,
        bannerLink: '/product-list/all',
        productLinks: picks.map((product) => ({ url: `/product/${product.id}`, image: product.pic })),
        highlightProductLinks: picks.slice(0, 2).map((product, position) => ({
          url: `/product/${product.id}`,
          image: product.pic,
          mode: position === 0 ? ('wide' as const) : ('narrow' as const),
        })),
        backgroundColor: page.backgroundColor,
        startsAt: window ? new Date(window.startAt) : null,
        endsAt: window ? new Date(window.endAt) : null,
        createdAt: context.daysAgo(400),
        updatedAt: context.daysAgo(30),
      };
    }),
  );

  // ─── The insurer partner's event page (SPEC §2 /event/{hash}) ─────────────────────────────
  await context.insert(
    partnerEvents,
    PARTNER_EVENTS.map((event, index) => {
      const picks = spread(
        campaignProducts.map((product) => product.id),
        event.columns.length,
      ).map((id) => equipment[id - 1]!);
      return {
        id: index + 1,
        hash: event.hash,
        title: localise(event.title),
        titleImageDesktop: partnerTitlePicture(context.images, event, 'desktop').url,
        titleImageMobile: partnerTitlePicture(context.images, event, 'mobile').url,
        products: picks.map((product, position) => ({
          link: `https://www.wellfit.tw/product/${product.id}`,
          image: product.pic,
          column: event.columns[position]!,
          ...(event.classes[position] ? { class: event.classes[position] } : {}),
        })),
        createdAt: context.daysAgo(60),
        updatedAt: context.daysAgo(7),
      };
    }),
  );
}
