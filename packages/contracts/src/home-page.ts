import { z } from 'zod';
import { productSummary } from './catalog';
import type { Locale } from './locale';

/*
 * SPEC §3 "Home page card and content", §7 POST /api/web/home/page. The answer keeps SPEC's
 * wire shape (card → contents → details, detail data as a JSON string); the server adds the
 * display fields each detail type needs, resolved in the request locale, so a page renders
 * from one call. The web app reads it through home-page-parser.ts (the §5/§8 client rules).
 */

/** The page codes the seed and the web app use (any other well-formed code answers no cards). */
export const HOME_PAGE_CODES = {
  content: 'webHome',
  shop: 'mallHome',
  dailyWorkout: 'gongjiancao',
  groupShop: 'groupShop',
} as const;
export const DEFAULT_HOME_PAGE_CODE = HOME_PAGE_CODES.content;

/** SPEC §3 card codes; a card with any other code is dropped by the client (§5). */
export const HOME_CARD_CODES = [
  'slideBanner',
  'miniSlideBanner',
  'ad',
  'diamondIcon',
  'seriesCourse',
  'relationProduct',
  'relationCourse',
  'hotList',
  'healthProduct',
  'healthCourse',
  'healthArticle',
  'recommendProduct',
  'recommendProductCycle',
  'recommendProductMirror',
  'productSuit',
  'article',
  'healthPlan',
  'contentPlan',
  'serialCourse',
  'contentCourse',
  'fictProduct',
  'contentCoach',
  'mallRecommendLeft',
  'mallRecommendRight',
  'mallProductCategory',
  'mallRecommendProduct',
  'mallPlan',
  'subscribeProduct',
  'groupMode',
] as const;
export type HomeCardCode = (typeof HOME_CARD_CODES)[number];

/** SPEC §3 detail types; any other type is "Invalid PageBlockContentDetail type or data" (§8). */
export const HOME_DETAIL_TYPES = [
  'course',
  'product',
  'fictProduct',
  'article',
  'imageText',
  'plan',
  'interface',
  'serialCourse',
] as const;
export type HomeDetailType = (typeof HOME_DETAIL_TYPES)[number];

/** A page code is a short token; anything else is refused before it reaches the cache or the database. */
export const HOME_PAGE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export const homePageBody = z
  .object({ code: z.string().trim().regex(HOME_PAGE_CODE_PATTERN).default(DEFAULT_HOME_PAGE_CODE) })
  .default({ code: DEFAULT_HOME_PAGE_CODE });
export type HomePageBody = z.infer<typeof homePageBody>;

export const HOME_CONTENT_KINDS = ['course', 'plan', 'article', 'series', 'coach'] as const;
export type HomeContentKind = (typeof HOME_CONTENT_KINDS)[number];

/** What a content rail shows of a course, plan, article, series or coach (their screens come later). */
export const homeContentSummary = z.object({
  kind: z.enum(HOME_CONTENT_KINDS),
  id: z.number().int().positive(),
  title: z.string(),
  subtitle: z.string().nullable(),
  cover: z.string().nullable(),
  /** Course 1–3, plan 1–4 (SPEC §3 difficulty labels). */
  difficulty: z.number().int().nullable(),
  kcal: z.number().int().nullable(),
  minutes: z.number().int().nullable(),
  /** Plan length in days. */
  days: z.number().int().nullable(),
  /** Courses in a series, lessons of a coach. */
  lessons: z.number().int().nullable(),
  /** Subscribers only (course courseVip, plan vip nonzero). */
  vip: z.boolean(),
});
export type HomeContentSummary = z.infer<typeof homeContentSummary>;

export const homeImageInfo = z.object({
  imageUrl: z.string(),
  imgWidth: z.number().int().nonnegative(),
  imgHeight: z.number().int().nonnegative(),
});

export const homeCardDetail = z.object({
  /** A string on the wire: the client, not the schema, decides what an unknown type means (§5). */
  type: z.string(),
  typeId: z.number().int().nullable(),
  /** The detail's stored data as a JSON string (SPEC §3). */
  data: z.string(),
  /** Display fields: the data's text for imageText, interface and fictProduct, else null. */
  title: z.string().nullable(),
  subTitle: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** The data's link as stored (site path, http(s) address or app deep link); null when none. */
  link: z.string().nullable(),
  /** product and fictProduct details. */
  product: productSummary.nullable(),
  /** course, plan, article, serialCourse details, and coaches on contentCoach cards. */
  content: homeContentSummary.nullable(),
});
export type HomeCardDetail = z.infer<typeof homeCardDetail>;

export const homeCardContent = z.object({
  title: z.string().nullable(),
  subTitle: z.string().nullable(),
  detailIntro: z.string().nullable(),
  bgImg: z.string().nullable(),
  description: z.string().nullable(),
  moreLink: z.string().nullable(),
  imageInfo: homeImageInfo.nullable(),
  isShow: z.boolean(),
  details: z.array(homeCardDetail),
});
export type HomeCardContent = z.infer<typeof homeCardContent>;

export const homeCard = z.object({
  /** A string on the wire: an unknown code is dropped by the client (§5). */
  code: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  subTitle: z.string().nullable(),
  moreLink: z.string().nullable(),
  isShow: z.boolean(),
  contents: z.array(homeCardContent),
});
export type HomeCard = z.infer<typeof homeCard>;

export const homePageAnswer = z.object({ cards: z.array(homeCard) });
export type HomePageAnswer = z.infer<typeof homePageAnswer>;

/** The load-context service (STACK.md: loaders call services in-process). */
export interface HomePageWebServices {
  /** The same answer as POST /api/web/home/page, from the same short-lived cache. */
  page(code: string, locale: Locale): Promise<HomePageAnswer>;
}
