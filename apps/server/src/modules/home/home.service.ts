import type { ProductSummary } from '@wellfit/contracts/catalog';
import type {
  HomeCard,
  HomeCardContent,
  HomeCardDetail,
  HomeContentSummary,
  HomePageAnswer,
} from '@wellfit/contracts/home-page';
import { pickLocalisedText, type Locale } from '@wellfit/contracts/locale';
import { campaignSlugOfLink } from '@wellfit/contracts/campaigns';
import { createAnswerCache } from '../../answer-cache.ts';
import type { ServiceContext } from '../../context.ts';
import type { LocalisedText } from '../../db/columns.ts';
import type { Database } from '../../db/client.ts';
import { success } from '../../envelope.ts';
import {
  listPublishedArticles,
  listPublishedCoaches,
  listPublishedCourses,
  listPublishedPlans,
  listPublishedSeries,
  listShownCards,
  type ShownCardRow,
} from './home.queries.ts';
import { PRODUCT_TYPES } from '@wellfit/contracts/catalog-options';
import { selectProductSummaries } from '../catalog/product-summaries.queries.ts';
import { campaignLinkVisibility } from '../campaigns/campaigns.service.ts';
import type { HomeContent, HomeContentDetail } from './home.tables.ts';

/**
 * The home page is the most requested answer of the site (budget ≥ 1,000 requests/s) and
 * changes only when an editor touches it: each page is built once per code and locale and
 * served from memory for PAGE_TTL_MS, as serialised JSON for the API and as an object for
 * server rendering. Stock and prices shown here may lag by that much; the cart re-checks them.
 * A page whose cards point at dated campaigns is kept no later than the next start or end of
 * one of their windows, so such a card appears and disappears on time, not up to a TTL late.
 */
export const PAGE_TTL_MS = 5_000;
/** Random codes must not grow the cache without bound; past this many entries the oldest goes. */
const pages = createAnswerCache<BuiltPage>({
  ttlMs: PAGE_TTL_MS,
  maxEntries: 64,
  expiresAtOf: (page) => page.nextChangeAt,
});

/** contentCoach cards carry imageText details whose typeId is a coach (SPEC has no coach type). */
const COACH_CARD_CODE = 'contentCoach';

interface BuiltPage {
  answer: HomePageAnswer;
  json: string;
  /** When a campaign the page links to next opens or closes (the page must be built again then). */
  nextChangeAt: number | null;
}

function cachedPage(ctx: ServiceContext, code: string): Promise<BuiltPage> {
  return pages.get(ctx.db, `${code}:${ctx.locale}`, async () => {
    const { answer, nextChangeAt } = await buildPage(ctx, code, Date.now());
    return { answer, json: JSON.stringify(success(answer)), nextChangeAt };
  });
}

/** SPEC §7 home/page: the shown cards of the page in the request locale; an unknown code has none. */
export async function homePage(ctx: ServiceContext, code: string): Promise<HomePageAnswer> {
  return (await cachedPage(ctx, code)).answer;
}

/** The whole success envelope as JSON text, serialised once per cached page. */
export async function homePageJson(ctx: ServiceContext, code: string): Promise<string> {
  return (await cachedPage(ctx, code)).json;
}

/** Detail data is free-form JSON: a text is either a plain string or a {zhTW, zhCN, en} object. */
function dataText(data: Record<string, unknown>, field: string, locale: Locale): string | null {
  const value = data[field];
  if (typeof value === 'string') return value || null;
  if (value && typeof value === 'object') return pickLocalisedText(value as LocalisedText, locale);
  return null;
}

type ResolvedKind = 'product' | HomeContentSummary['kind'];

/** Which table a stored detail is resolved from, if any. */
function resolvedKindOf(cardCode: string, detail: HomeContentDetail): ResolvedKind | undefined {
  if (detail.typeId === null) return undefined;
  switch (detail.type) {
    case 'product':
    case 'fictProduct':
      return 'product';
    case 'course':
    case 'plan':
    case 'article':
      return detail.type;
    case 'serialCourse':
      return 'series';
    case 'imageText':
      return cardCode === COACH_CARD_CODE ? 'coach' : undefined;
    default:
      return undefined;
  }
}

function shownContents(card: ShownCardRow): HomeContent[] {
  return card.contents.filter((content) => content.isShow);
}

interface Resolved {
  products: Map<number, ProductSummary>;
  contents: Map<string, HomeContentSummary>;
}

const contentKey = (kind: string, id: number) => `${kind}:${id}`;

const noStats = { difficulty: null, kcal: null, minutes: null, days: null, lessons: null, vip: false };

/** One query per kind of detail on the page, run side by side. */
async function resolveDetails(db: Database, cards: ShownCardRow[], locale: Locale): Promise<Resolved> {
  const ids: Record<ResolvedKind, Set<number>> = {
    product: new Set(),
    course: new Set(),
    plan: new Set(),
    article: new Set(),
    series: new Set(),
    coach: new Set(),
  };
  for (const card of cards) {
    for (const content of shownContents(card)) {
      for (const detail of content.details) {
        const kind = resolvedKindOf(card.code, detail);
        if (kind) ids[kind].add(detail.typeId!);
      }
    }
  }
  const read = async <Row>(kind: ResolvedKind, query: (db: Database, ids: number[]) => Promise<Row[]>) =>
    ids[kind].size === 0 ? [] : query(db, [...ids[kind]]);

  const [productRows, courseRows, planRows, articleRows, seriesRows, coachRows] = await Promise.all([
    // Every product type a card may show (subscriptions, virtual products), on sale and not deleted.
    read('product', (db, productIds) => selectProductSummaries(db, locale, productIds, PRODUCT_TYPES)),
    read('course', listPublishedCourses),
    read('plan', listPublishedPlans),
    read('article', listPublishedArticles),
    read('series', listPublishedSeries),
    read('coach', listPublishedCoaches),
  ]);

  const contents = new Map<string, HomeContentSummary>();
  const add = (summary: HomeContentSummary) => contents.set(contentKey(summary.kind, summary.id), summary);
  for (const row of courseRows) {
    add({
      ...noStats,
      kind: 'course',
      id: row.id,
      title: pickLocalisedText(row.name, locale) ?? '',
      subtitle: pickLocalisedText(row.label, locale),
      cover: row.cover,
      difficulty: row.difficulty,
      kcal: row.kcal,
      minutes: Math.round(row.durationSeconds / 60),
      vip: row.vip !== 0,
    });
  }
  for (const row of planRows) {
    add({
      ...noStats,
      kind: 'plan',
      id: row.id,
      title: pickLocalisedText(row.name, locale) ?? '',
      subtitle: null,
      cover: row.cover,
      difficulty: row.difficulty,
      kcal: row.kcal,
      days: row.days,
      vip: row.vip !== 0,
    });
  }
  for (const row of articleRows) {
    add({
      ...noStats,
      kind: 'article',
      id: row.id,
      title: pickLocalisedText(row.title, locale) ?? '',
      subtitle: pickLocalisedText(row.subTitle, locale),
      cover: row.cover,
    });
  }
  for (const row of seriesRows) {
    add({
      ...noStats,
      kind: 'series',
      id: row.id,
      title: pickLocalisedText(row.name, locale) ?? '',
      subtitle: pickLocalisedText(row.intro, locale),
      cover: row.cover,
      lessons: row.lessons,
    });
  }
  for (const row of coachRows) {
    add({
      ...noStats,
      kind: 'coach',
      id: row.id,
      title: pickLocalisedText(row.name, locale) ?? '',
      subtitle: pickLocalisedText(row.profession, locale),
      cover: row.avatar,
      lessons: row.lessons,
    });
  }
  return {
    products: new Map(productRows.map((summary) => [summary.id, summary])),
    contents,
  };
}

/**
 * A detail as answered, or null when what it points at is gone: a product off the shelf or
 * deleted, a course, plan, article, series or coach not published.
 */
function answerDetail(cardCode: string, detail: HomeContentDetail, resolved: Resolved, locale: Locale) {
  const data = detail.data ?? {};
  const answer: HomeCardDetail = {
    type: detail.type,
    typeId: detail.typeId,
    data: JSON.stringify(data),
    title: dataText(data, 'title', locale),
    subTitle: dataText(data, 'subTitle', locale),
    imageUrl: dataText(data, 'imageUrl', locale),
    link: dataText(data, 'link', locale),
    product: null,
    content: null,
  };
  const kind = resolvedKindOf(cardCode, detail);
  if (kind === undefined) return answer;
  if (kind === 'product') {
    const product = resolved.products.get(detail.typeId!);
    return product ? { ...answer, product } : null;
  }
  const content = resolved.contents.get(contentKey(kind, detail.typeId!));
  return content ? { ...answer, content } : null;
}

function answerContent(cardCode: string, content: HomeContent, resolved: Resolved, locale: Locale): HomeCardContent {
  return {
    title: pickLocalisedText(content.title, locale),
    subTitle: pickLocalisedText(content.subTitle, locale),
    detailIntro: pickLocalisedText(content.detailIntro, locale),
    bgImg: content.bgImg,
    description: pickLocalisedText(content.description, locale),
    moreLink: content.moreLink,
    imageInfo: content.imageInfo,
    isShow: true,
    details: content.details.flatMap((detail) => answerDetail(cardCode, detail, resolved, locale) ?? []),
  };
}

/** Every link of a detail's data, in any language: a campaign link may differ per locale. */
function detailLinks(detail: HomeContentDetail): string[] {
  const link = detail.data?.['link'];
  if (typeof link === 'string') return [link];
  if (link && typeof link === 'object') return Object.values(link).filter((text) => typeof text === 'string');
  return [];
}

/** The campaign slugs the shown cards link to: the card's, its contents' and their details' links. */
function linkedCampaigns(cards: ShownCardRow[]): Set<string> {
  const slugs = new Set<string>();
  const add = (link: string | null | undefined) => {
    const slug = campaignSlugOfLink(link);
    if (slug) slugs.add(slug);
  };
  for (const card of cards) {
    add(card.moreLink);
    for (const content of shownContents(card)) {
      add(content.moreLink);
      for (const detail of content.details) detailLinks(detail).forEach(add);
    }
  }
  return slugs;
}

/**
 * Issue 34: a card, content or detail that points at a dated campaign outside its window is left
 * out, as the campaign page itself answers not found then (campaigns.service.ts).
 */
function withoutClosedCampaigns(cards: ShownCardRow[], hidden: Set<string>): ShownCardRow[] {
  if (hidden.size === 0) return cards;
  const closed = (link: string | null | undefined) => hidden.has(campaignSlugOfLink(link) ?? '');
  return cards.flatMap((card) => {
    if (closed(card.moreLink)) return [];
    const contents = card.contents
      .filter((content) => !content.isShow || !closed(content.moreLink))
      .map((content) => ({
        ...content,
        details: content.details.filter((detail) => !detailLinks(detail).some(closed)),
      }));
    // A card whose every content was such a link (a banner card of one campaign) goes with them.
    const emptied = shownContents(card).length > 0 && !contents.some((content) => content.isShow);
    return emptied ? [] : [{ ...card, contents }];
  });
}

async function buildPage(
  ctx: ServiceContext,
  code: string,
  now: number,
): Promise<{ answer: HomePageAnswer; nextChangeAt: number | null }> {
  const stored = await listShownCards(ctx.db, code);
  const campaigns = await campaignLinkVisibility(ctx, linkedCampaigns(stored), now);
  const cards = withoutClosedCampaigns(stored, campaigns.hidden);
  const resolved = await resolveDetails(ctx.db, cards, ctx.locale);
  const answer = {
    cards: cards.map((card): HomeCard => ({
      code: card.code,
      name: card.name,
      title: pickLocalisedText(card.title, ctx.locale),
      subTitle: pickLocalisedText(card.subTitle, ctx.locale),
      moreLink: card.moreLink,
      isShow: true,
      contents: shownContents(card).map((content) => answerContent(card.code, content, resolved, ctx.locale)),
    })),
  };
  return { answer, nextChangeAt: campaigns.nextChangeAt };
}
