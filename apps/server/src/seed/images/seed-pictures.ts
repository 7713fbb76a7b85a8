import type { ArticleCategoryEntry } from '../corpus/articles.ts';
import type { CoachEntry } from '../corpus/coaches.ts';
import type { MotionType } from '../corpus/courses.ts';
import type { DiamondIconEntry, SlideBannerEntry } from '../corpus/home-banners.ts';
import type { PlanTemplate } from '../corpus/plans.ts';
import type { ProductTemplate } from '../corpus/products.ts';
import type { SeriesTemplate } from '../corpus/series.ts';
import type { ShopCategoryEntry } from '../corpus/shop-categories.ts';
import type { CampaignPageEntry } from '../corpus/campaign-pages.ts';
import type { SubscriptionPlanEntry } from '../corpus/subscription-plans.ts';
import { ARTICLE_GLYPH, PERSON_GLYPH, PLAY_GLYPH, STAR_GLYPH, equipmentGlyph, motionGlyph } from './glyphs.ts';
import type { SeedImagePool, SeedPicture } from './seed-image-pool.ts';

/**
 * The picture of each kind of seeded thing. One picture per template, motion type or category,
 * never per row: at scale 100 ten thousand products share the sixty product pictures.
 * Sizes follow what the pages show: square product tiles, 16:9 course covers, wide banners.
 * No picture carries words: a shopper reading en or zhCN would meet zhTW text in it, and a phone
 * crops a wide banner's sides away. Names, titles and taglines are HTML beside or over the
 * picture, in the visitor's language (docs/decisions/words-out-of-pictures.md).
 */

const CATEGORY_PALETTES: Record<string, readonly [string, string]> = {
  'home-gym': ['#135e9f', '#39a0d8'],
  yoga: ['#7b5ea7', '#c39bd3'],
  gear: ['#0f8b6d', '#5cc9a7'],
  clothing: ['#2d3142', '#6c7a9c'],
  accessories: ['#d35400', '#f5b041'],
};

const MOTION_PALETTES: Record<MotionType, readonly [string, string]> = {
  running: ['#0f8b6d', '#5cc9a7'],
  fitness: ['#135e9f', '#39a0d8'],
  yoga: ['#7b5ea7', '#c39bd3'],
  aerobics: ['#fd0037', '#ff7a45'],
  jump_rope: ['#e84393', '#fd79a8'],
  walking: ['#16a085', '#48c9b0'],
  elliptical: ['#2d3142', '#6c7a9c'],
  cycling: ['#d35400', '#f5b041'],
};

const PLAN_PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#39c0b5', '#a8e6cf'],
  ['#135e9f', '#39a0d8'],
  ['#d35400', '#f5b041'],
  ['#fd0037', '#ff7a45'],
];

/** `#rrggbb` moved `share` of the way towards white: the light end of an icon's gradient. */
function blendWithWhite(colour: string, share: number): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16));
  return `#${channels
    .map((channel) =>
      Math.round(channel + (255 - channel) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function productPicture(pool: SeedImagePool, template: ProductTemplate): SeedPicture {
  return pool.picture('product', template.key, {
    width: 480,
    height: 480,
    layout: 'square',
    palette: CATEGORY_PALETTES[template.category] ?? ['#135e9f', '#39a0d8'],
    glyph: equipmentGlyph(template.shape),
  });
}

export function shopCategoryPicture(pool: SeedImagePool, category: ShopCategoryEntry, glyph: string): SeedPicture {
  return pool.picture('category', category.slug, {
    width: 160,
    height: 160,
    layout: 'icon',
    palette: category.palette,
    glyph,
  });
}

/** The second gallery picture of a product: its category's lifestyle banner. */
export function shopCategoryBanner(pool: SeedImagePool, category: ShopCategoryEntry, glyph: string): SeedPicture {
  return pool.picture('category-banner', category.slug, {
    width: 800,
    height: 450,
    layout: 'wide',
    palette: category.palette,
    glyph,
  });
}

export function coursePicture(pool: SeedImagePool, motionType: MotionType, difficulty: number): SeedPicture {
  return pool.picture('course', `${motionType.replace('_', '-')}-l${difficulty}`, {
    width: 800,
    height: 450,
    layout: 'wide',
    palette: MOTION_PALETTES[motionType],
    glyph: motionGlyph(motionType),
  });
}

export function planPicture(pool: SeedImagePool, plan: PlanTemplate, motionType: MotionType): SeedPicture {
  return pool.picture('plan', plan.key, {
    width: 800,
    height: 450,
    layout: 'wide',
    palette: PLAN_PALETTES[plan.difficulty - 1] ?? PLAN_PALETTES[0]!,
    glyph: motionGlyph(motionType),
  });
}

export function seriesPicture(pool: SeedImagePool, series: SeriesTemplate): SeedPicture {
  return pool.picture('series', series.key, {
    width: 800,
    height: 450,
    layout: 'wide',
    palette: ['#2d3142', '#135e9f'],
    glyph: PLAY_GLYPH,
  });
}

/** Coaches generated at larger scales borrow these avatars. */
export function coachPicture(pool: SeedImagePool, coach: CoachEntry): SeedPicture {
  return pool.picture('coach', coach.key, {
    width: 400,
    height: 400,
    layout: 'avatar',
    palette: coach.palette,
    glyph: PERSON_GLYPH,
  });
}

/** Two covers per article category, alternating, so a list page is not one picture repeated. */
export function articlePicture(pool: SeedImagePool, category: ArticleCategoryEntry, variant: number): SeedPicture {
  const palette: readonly [string, string] =
    variant % 2 === 0 ? category.palette : [category.palette[1], category.palette[0]];
  return pool.picture('article', `${category.key}-${variant % 2}`, {
    width: 800,
    height: 450,
    layout: 'wide',
    palette,
    glyph: ARTICLE_GLYPH,
  });
}

export function slideBannerPicture(pool: SeedImagePool, banner: SlideBannerEntry): SeedPicture {
  return pool.picture('banner', banner.key, {
    width: 1200,
    height: 450,
    layout: 'wide',
    palette: banner.palette,
    glyph: STAR_GLYPH,
  });
}

const DIAMOND_GLYPHS: Record<string, string> = {
  courses: PLAY_GLYPH,
  plans: motionGlyph('fitness'),
  coaches: motionGlyph('aerobics'),
  articles: ARTICLE_GLYPH,
  shop: equipmentGlyph('bag'),
  discounts: STAR_GLYPH,
  wcoin: equipmentGlyph('ball'),
  daily: motionGlyph('running'),
};

export function diamondIconPicture(pool: SeedImagePool, icon: DiamondIconEntry): SeedPicture {
  return pool.picture('icon', icon.key, {
    width: 160,
    height: 160,
    layout: 'icon',
    palette: [icon.color, blendWithWhite(icon.color, 0.45)],
    glyph: DIAMOND_GLYPHS[icon.key] ?? STAR_GLYPH,
  });
}

export function campaignPicture(pool: SeedImagePool, slug: string, campaign: CampaignPageEntry): SeedPicture {
  return pool.picture('campaign', slug, {
    width: 1200,
    height: 450,
    layout: 'wide',
    palette: [campaign.backgroundColor, '#2d3142'],
    glyph: STAR_GLYPH,
  });
}

/** A partner event's title: wide for desktop, square for phones (SPEC §3 title images). */
export function partnerTitlePicture(
  pool: SeedImagePool,
  event: { hash: string; backgroundColor: string },
  screen: 'desktop' | 'mobile',
): SeedPicture {
  return pool.picture('partner', `${event.hash}-${screen}`, {
    width: screen === 'desktop' ? 1200 : 750,
    height: screen === 'desktop' ? 450 : 750,
    layout: screen === 'desktop' ? 'wide' : 'square',
    palette: [event.backgroundColor, '#2d3142'],
    glyph: STAR_GLYPH,
  });
}

export function subscriptionPicture(pool: SeedImagePool, plan: SubscriptionPlanEntry): SeedPicture {
  return pool.picture('subscription', plan.period.replace('_', '-'), {
    width: 480,
    height: 480,
    layout: 'square',
    palette: ['#0f4c81', '#39a0d8'],
    glyph: PLAY_GLYPH,
  });
}

export function virtualProductPicture(pool: SeedImagePool, key: string): SeedPicture {
  return pool.picture('virtual', key, {
    width: 480,
    height: 480,
    layout: 'square',
    palette: ['#2d3142', '#fd0037'],
    glyph: STAR_GLYPH,
  });
}
