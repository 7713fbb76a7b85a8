import type { ProductSummary } from './catalog';
import { translateDeepLink } from './deep-link';
import {
  HOME_CARD_CODES,
  HOME_DETAIL_TYPES,
  homeCard,
  type HomeCardCode,
  type HomeCardDetail,
  type HomeContentSummary,
  type HomeDetailType,
} from './home-page';

/*
 * The client-side rules of SPEC §5 and §8 for home page cards, applied by the web app to the
 * answer of POST /api/web/home/page before anything renders:
 * - a card with an unknown code is dropped ("Invalid code");
 * - an unknown detail type, or data that does not fit its type, is an error
 *   ("Invalid PageBlockContentDetail type or data");
 * - a card that fails to parse, for that or any other reason, is silently dropped and the rest
 *   of the page renders;
 * - a link that cannot be parsed becomes an empty link.
 */

export type HomePageBlockErrorKey = 'invalid_page_block_content' | 'invalid_code';

/** §8 errors of the home page parser; `messageKey` is the catalogue key (messages.ts). */
export class HomePageBlockError extends Error {
  override readonly name = 'HomePageBlockError';

  constructor(
    readonly messageKey: HomePageBlockErrorKey,
    readonly value: string,
  ) {
    super(messageKey);
  }
}

export interface HomeImage {
  url: string;
  width: number;
  height: number;
}

/** A detail ready to render. `link` is '' when there is none or it could not be parsed. */
export interface HomeDetailView {
  type: HomeDetailType;
  id: number | null;
  link: string;
  title: string | null;
  subTitle: string | null;
  imageUrl: string | null;
  product: ProductSummary | null;
  content: HomeContentSummary | null;
}

export interface HomeContentView {
  title: string | null;
  subTitle: string | null;
  detailIntro: string | null;
  description: string | null;
  bgImg: string | null;
  moreLink: string;
  image: HomeImage | null;
  details: HomeDetailView[];
}

export interface HomeCardView {
  code: HomeCardCode;
  title: string | null;
  subTitle: string | null;
  moreLink: string;
  contents: HomeContentView[];
}

function isCardCode(code: string): code is HomeCardCode {
  return (HOME_CARD_CODES as readonly string[]).includes(code);
}

function isDetailType(type: string): type is HomeDetailType {
  return (HOME_DETAIL_TYPES as readonly string[]).includes(type);
}

/**
 * A link as the web app can follow it: site paths as they are, http(s) addresses as they are,
 * app deep links translated to their web route (deep-link.ts); anything else, a protocol-relative
 * `//host` or a `javascript:` URL included, is an empty link.
 */
export function homeLink(raw: string | null | undefined): string {
  const link = raw?.trim() ?? '';
  if (!link) return '';
  if (link.startsWith('/')) return link.startsWith('//') ? '' : link;
  try {
    return translateDeepLink(link);
  } catch {
    return '';
  }
}

const CONTENT_ROUTES: Record<HomeContentSummary['kind'], string> = {
  course: '/course',
  plan: '/plan',
  article: '/article',
  series: '/series',
  coach: '/coach',
};

/** SPEC §2 content-block link targets, for details that carry no link of their own. */
function targetLink(product: ProductSummary | null, content: HomeContentSummary | null): string {
  if (product) return `/product/${product.id}`;
  if (content) return `${CONTENT_ROUTES[content.kind]}/${content.id}`;
  return '';
}

/** Which display field each detail type cannot do without. */
const REQUIRED_FIELD: Record<HomeDetailType, 'product' | 'content' | null> = {
  product: 'product',
  fictProduct: 'product',
  course: 'content',
  plan: 'content',
  article: 'content',
  serialCourse: 'content',
  imageText: null,
  interface: null,
};

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** Throws HomePageBlockError invalid_page_block_content for an unknown type or unfit data. */
export function parseHomeDetail(detail: HomeCardDetail): HomeDetailView {
  const { type } = detail;
  if (!isDetailType(type)) throw new HomePageBlockError('invalid_page_block_content', type);
  const required = REQUIRED_FIELD[type];
  if (!isJsonObject(detail.data) || (required !== null && detail[required] === null)) {
    throw new HomePageBlockError('invalid_page_block_content', type);
  }
  return {
    type,
    id: detail.typeId,
    link: detail.link === null ? targetLink(detail.product, detail.content) : homeLink(detail.link),
    title: detail.title,
    subTitle: detail.subTitle,
    imageUrl: detail.imageUrl,
    product: detail.product,
    content: detail.content,
  };
}

/**
 * One card, or null when it is hidden. Throws HomePageBlockError (invalid_code for an unknown
 * code) or a schema error when the card does not parse.
 */
export function parseHomeCard(raw: unknown): HomeCardView | null {
  const card = homeCard.parse(raw);
  if (!isCardCode(card.code)) throw new HomePageBlockError('invalid_code', card.code);
  if (!card.isShow) return null;
  return {
    code: card.code,
    title: card.title,
    subTitle: card.subTitle,
    moreLink: homeLink(card.moreLink),
    contents: card.contents
      .filter((content) => content.isShow)
      .map((content) => ({
        title: content.title,
        subTitle: content.subTitle,
        detailIntro: content.detailIntro,
        description: content.description,
        bgImg: content.bgImg,
        moreLink: homeLink(content.moreLink),
        image: content.imageInfo && {
          url: content.imageInfo.imageUrl,
          width: content.imageInfo.imgWidth,
          height: content.imageInfo.imgHeight,
        },
        details: content.details.map(parseHomeDetail),
      })),
  };
}

/**
 * The cards to render, in order. Each card that fails to parse is dropped without stopping the
 * page; `onDropped` hears why (for logging), the visitor never does.
 */
export function parseHomeCards(raw: unknown, onDropped?: (error: unknown, card: unknown) => void): HomeCardView[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((card: unknown) => {
    try {
      return parseHomeCard(card) ?? [];
    } catch (error) {
      onDropped?.(error, card);
      return [];
    }
  });
}
