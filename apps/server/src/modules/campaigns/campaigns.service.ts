import {
  isWithinCampaignWindow,
  nextCampaignWindowChange,
  normaliseCampaignLink,
  PARTNER_EVENT_HASH_PATTERN,
  partnerTileColumns,
  partnerTileStyle,
  type CampaignHighlightLink,
  type CampaignLink,
  type CampaignPage,
  type PartnerEventPage,
} from '@wellfit/contracts/campaigns';
import { pickLocalisedText } from '@wellfit/contracts/locale';
import type { ServiceContext } from '../../context.ts';
import { findCampaignBySlug, findCampaignWindows, findPartnerEventByHash } from './campaigns.queries.ts';
import type { CampaignProductLink } from './campaigns.tables.ts';

const SLUG_PATTERN = /^[a-z0-9-]{1,64}$/;

export interface CampaignPageOptions {
  /** Millisecond timestamp the window is checked at. */
  now: number;
  /** The /event/<slug>/show variant: shown whatever the date. */
  forceShow: boolean;
  /** The origin the visitor is on: product links are moved onto its host (SPEC §3). */
  shopOrigin: string;
}

function normaliseLinks(links: readonly CampaignProductLink[], shopOrigin: string): CampaignLink[] {
  return links.flatMap((link) => {
    const url = normaliseCampaignLink(link.url, shopOrigin);
    return url ? [{ url, image: link.image }] : [];
  });
}

/**
 * SPEC §2/§3 /event/<slug>: the campaign record in the visitor's language, or null when there is
 * none or `now` is outside its [startsAt, endsAt) window (unless forced by /show), which the page
 * answers with the not-found page. Read on every request, so a cold cache still honours the window.
 */
export async function campaignPage(
  ctx: ServiceContext,
  rawSlug: string,
  options: CampaignPageOptions,
): Promise<CampaignPage | null> {
  const slug = rawSlug.toLowerCase();
  if (!SLUG_PATTERN.test(slug)) return null;
  const row = await findCampaignBySlug(ctx, slug);
  if (!row) return null;
  const window = { startAt: row.startsAt?.getTime() ?? null, endAt: row.endsAt?.getTime() ?? null };
  if (!isWithinCampaignWindow(window, options.now, options.forceShow)) return null;
  const highlights: CampaignHighlightLink[] = row.highlightProductLinks.flatMap((link) => {
    const url = normaliseCampaignLink(link.url, options.shopOrigin);
    return url ? [{ url, image: link.image, mode: link.mode ?? 'wide' }] : [];
  });
  return {
    slug: row.slug,
    title: pickLocalisedText(row.title, ctx.locale) ?? row.slug,
    banners: { xl: row.bannerXl, l: row.bannerL, m: row.bannerM, s: row.bannerS },
    bannerLink: row.bannerLink ? normaliseCampaignLink(row.bannerLink, options.shopOrigin) : null,
    productLinks: normaliseLinks(row.productLinks, options.shopOrigin),
    highlightProductLinks: highlights,
    backgroundColor: row.backgroundColor,
  };
}

export interface CampaignLinkVisibility {
  /** The slugs (lower-case) of the asked campaigns that are outside their window at `now`. */
  hidden: Set<string>;
  /** When the first of them next opens or closes; null when none of them will. */
  nextChangeAt: number | null;
}

/**
 * Which of these campaigns a link may point at now (issue 34: a home card that points at a dated
 * campaign follows its window), by the same rule as the page itself (isWithinCampaignWindow).
 * A slug without a campaign record is no dated campaign and stays shown.
 */
export async function campaignLinkVisibility(
  ctx: ServiceContext,
  slugs: Iterable<string>,
  now: number,
): Promise<CampaignLinkVisibility> {
  const asked = [...new Set(slugs)].filter((slug) => SLUG_PATTERN.test(slug));
  const hidden = new Set<string>();
  let nextChangeAt: number | null = null;
  if (asked.length === 0) return { hidden, nextChangeAt };
  for (const row of await findCampaignWindows(ctx, asked)) {
    const window = { startAt: row.startsAt?.getTime() ?? null, endAt: row.endsAt?.getTime() ?? null };
    if (!isWithinCampaignWindow(window, now)) hidden.add(row.slug);
    const change = nextCampaignWindowChange(window, now);
    if (change !== null && (nextChangeAt === null || change < nextChangeAt)) nextChangeAt = change;
  }
  return { hidden, nextChangeAt };
}

/**
 * SPEC §3 Partner event at /event/{hash}: its title images and product tiles in the visitor's
 * language, tile links on the shop host like a campaign's (a tile whose link is no web address is
 * left out), or null when no partner has that hash. Partner events have no window.
 */
export async function partnerEventPage(
  ctx: ServiceContext,
  rawHash: string,
  options: { shopOrigin: string },
): Promise<PartnerEventPage | null> {
  const hash = rawHash.toLowerCase();
  if (!PARTNER_EVENT_HASH_PATTERN.test(hash)) return null;
  const row = await findPartnerEventByHash(ctx, hash);
  if (!row) return null;
  return {
    hash: row.hash,
    title: pickLocalisedText(row.title, ctx.locale) ?? row.hash,
    titleImages: { desktop: row.titleImageDesktop, mobile: row.titleImageMobile },
    products: row.products.flatMap((tile) => {
      const link = normaliseCampaignLink(tile.link, options.shopOrigin);
      return link
        ? [{ link, image: tile.image, column: partnerTileColumns(tile.column), style: partnerTileStyle(tile.class) }]
        : [];
    }),
  };
}
