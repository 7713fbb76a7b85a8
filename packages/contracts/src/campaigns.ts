/**
 * SPEC §2 campaign pages under /event/ and their SPEC §9 active windows (2025, Asia/Taipei).
 * A dated campaign shows the not-found page outside its window; its `/show` variant always
 * shows it. Windows are half-open: [startAt, endAt).
 */
import type { Locale } from './locale';

/** Campaign pages without a window: always shown. */
export const UNDATED_CAMPAIGNS = [
  'mirror',
  'cycle',
  'nanshanlife-course',
  'nanshanlife-courseplusproducts',
  'life-event',
] as const;

/** Asia/Taipei is UTC+8 all year (no daylight saving), so a fixed offset is exact. */
function taipeiMidnight(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00+08:00`);
}

interface CampaignWindowDates {
  start: string;
  end: string;
}

/**
 * §9 gives the autumn windows only roughly ("early Sep to early Oct … from about Oct 1 … from
 * about Nov 1, all ending around Dec 1") and no dates for the month-named pages; the exact dates
 * below are decisions recorded in docs/decisions/campaign-windows.md.
 */
const DATED_CAMPAIGN_DATES = {
  april: { start: '2025-04-01', end: '2025-05-01' },
  may: { start: '2025-05-01', end: '2025-06-01' },
  june: { start: '2025-06-01', end: '2025-07-01' },
  july: { start: '2025-07-01', end: '2025-08-01' },
  'fathers-day': { start: '2025-09-01', end: '2025-12-01' },
  'fathers-day-2': { start: '2025-09-01', end: '2025-12-01' },
  'chinese-valentines-day': { start: '2025-09-01', end: '2025-12-01' },
  'sport-day': { start: '2025-09-01', end: '2025-12-01' },
  'moon-festival': { start: '2025-10-01', end: '2025-12-01' },
  'fifty-anniversary': { start: '2025-10-01', end: '2025-12-01' },
  'fifty-anniversary-nov': { start: '2025-11-01', end: '2025-12-01' },
  double11: { start: '2025-10-01', end: '2025-12-01' },
  'late-april': { start: '2025-04-16', end: '2025-05-01' },
  'late-may': { start: '2025-05-16', end: '2025-06-01' },
  fortnight: { start: '2025-11-17', end: '2025-12-01' },
} as const satisfies Record<string, CampaignWindowDates>;

export type DatedCampaign = keyof typeof DATED_CAMPAIGN_DATES;
export type UndatedCampaign = (typeof UNDATED_CAMPAIGNS)[number];
export type CampaignName = DatedCampaign | UndatedCampaign;

export const DATED_CAMPAIGNS = Object.keys(DATED_CAMPAIGN_DATES) as DatedCampaign[];
export const CAMPAIGN_NAMES: readonly CampaignName[] = [...UNDATED_CAMPAIGNS, ...DATED_CAMPAIGNS];

export interface CampaignWindow {
  /** Millisecond timestamp, inclusive. */
  startAt: number;
  /** Millisecond timestamp, exclusive. */
  endAt: number;
}

export const CAMPAIGN_WINDOWS: Record<DatedCampaign, CampaignWindow> = Object.fromEntries(
  Object.entries(DATED_CAMPAIGN_DATES).map(([name, { start, end }]) => [
    name,
    { startAt: taipeiMidnight(start), endAt: taipeiMidnight(end) },
  ]),
) as Record<DatedCampaign, CampaignWindow>;

export function isCampaignName(value: string): value is CampaignName {
  return (CAMPAIGN_NAMES as readonly string[]).includes(value);
}

export function isDatedCampaign(name: CampaignName): name is DatedCampaign {
  return Object.hasOwn(DATED_CAMPAIGN_DATES, name);
}

/** Whether the campaign page is shown at `now`; `forceShow` is the /event/<name>/show variant. */
export function isCampaignVisible(name: CampaignName, now: number, forceShow = false): boolean {
  if (forceShow || !isDatedCampaign(name)) return true;
  const window = CAMPAIGN_WINDOWS[name];
  return now >= window.startAt && now < window.endAt;
}

/** SPEC §3 Campaign: a record without startAt shows from the beginning of time… */
export const CAMPAIGN_DEFAULT_START_AT = 0;
/** …and one without endAt never ends (the largest millisecond a JavaScript Date holds). */
export const CAMPAIGN_DEFAULT_END_AT = 8_640_000_000_000_000;

/**
 * Whether a campaign record is shown at `now`: its own [startAt, endAt) window with the SPEC §3
 * defaults, or always when opened through /event/<slug>/show.
 */
export function isWithinCampaignWindow(
  window: { startAt: number | null; endAt: number | null },
  now: number,
  forceShow = false,
): boolean {
  if (forceShow) return true;
  return now >= (window.startAt ?? CAMPAIGN_DEFAULT_START_AT) && now < (window.endAt ?? CAMPAIGN_DEFAULT_END_AT);
}

/**
 * The campaign slug a link opens (`/event/<slug>` or `/event/<slug>/show`, as a path or an
 * absolute link on any host, as normaliseCampaignLink treats them), or null for any other link.
 * Home cards that point at a dated campaign follow its window (issue 34).
 */
export function campaignSlugOfLink(link: string | null | undefined): string | null {
  const trimmed = link?.trim() ?? '';
  const path =
    trimmed.startsWith('/') && !trimmed.startsWith('//')
      ? trimmed
      : /^(?:https?:)?\/\/[^/?#\s]+(\/\S*)?$/i.exec(trimmed)?.[1];
  const slug = path ? /^\/event\/([A-Za-z0-9-]{1,64})(?:\/show)?\/?(?:[?#]\S*)?$/.exec(path)?.[1] : undefined;
  return slug ? slug.toLowerCase() : null;
}

/**
 * When a campaign record's visibility next changes after `now`: its start while it has not
 * started, its end while it runs, never (null) once it has ended or for the defaults.
 */
export function nextCampaignWindowChange(
  window: { startAt: number | null; endAt: number | null },
  now: number,
): number | null {
  const startAt = window.startAt ?? CAMPAIGN_DEFAULT_START_AT;
  const endAt = window.endAt ?? CAMPAIGN_DEFAULT_END_AT;
  if (now < startAt) return startAt;
  if (now < endAt && endAt !== CAMPAIGN_DEFAULT_END_AT) return endAt;
  return null;
}

/**
 * SPEC §3: product links stored with any host (an old domain, staging, the CDN) point at the shop
 * the visitor is on: an absolute or protocol-relative http(s) link keeps its path, query and
 * fragment on `shopOrigin`; a path stays a path (it already resolves against the current host).
 * Anything else (mailto:, javascript:, a malformed value) is not a product link and becomes null.
 */
export function normaliseCampaignLink(link: string, shopOrigin: string): string | null {
  const trimmed = link.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  // The contracts run without DOM or Node types, so the link is split by pattern, not `URL`.
  const absolute = /^(?:https?:)?\/\/[^/?#\s]+([/?#]\S*)?$/i.exec(trimmed);
  const origin = /^https?:\/\/[^/?#\s]+/i.exec(shopOrigin.trim());
  if (!absolute || !origin) return null;
  const rest = absolute[1] ?? '/';
  return `${origin[0]}${rest.startsWith('/') ? rest : `/${rest}`}`;
}

export interface CampaignLink {
  url: string;
  image: string;
}

export interface CampaignHighlightLink extends CampaignLink {
  mode: 'wide' | 'narrow';
}

/** What /event/<slug> renders (SPEC §3 Campaign), links already normalised to the shop host. */
export interface CampaignPage {
  slug: string;
  title: string;
  banners: { xl: string | null; l: string | null; m: string | null; s: string | null };
  bannerLink: string | null;
  productLinks: CampaignLink[];
  highlightProductLinks: CampaignHighlightLink[];
  backgroundColor: string | null;
}

/**
 * SPEC §3 Partner event: a partner's page at /event/{hash}, its title as one image for desktop and
 * one for phones, then product tiles (link, image, column, optional class). `column` is how many
 * tiles share the tile's row on a wide screen (1 to 4; phones show at most two); the partner's
 * class names one of our tile styles, an unknown one none (docs/decisions/partner-events.md).
 */
export const PARTNER_TILE_STYLES = ['rounded', 'shadow', 'bordered'] as const;
export type PartnerTileStyle = (typeof PARTNER_TILE_STYLES)[number];
export const PARTNER_EVENT_COLUMNS = { min: 1, max: 4 } as const;

/** A partner's hash as it appears in the address: letters, digits, `_` and `-`, stored lower-case. */
export const PARTNER_EVENT_HASH_PATTERN = /^[a-z0-9_-]{4,64}$/;

export function partnerTileStyle(value: string | null | undefined): PartnerTileStyle | null {
  const name = value?.trim().toLowerCase() ?? '';
  return (PARTNER_TILE_STYLES as readonly string[]).includes(name) ? (name as PartnerTileStyle) : null;
}

/** A stored column count outside 1–4 (or not a whole number) lays the tile out on its own row. */
export function partnerTileColumns(value: number): number {
  return Number.isInteger(value) && value >= PARTNER_EVENT_COLUMNS.min && value <= PARTNER_EVENT_COLUMNS.max
    ? value
    : PARTNER_EVENT_COLUMNS.min;
}

export interface PartnerEventProduct {
  /** Normalised to the shop host like a campaign's product links. */
  link: string;
  image: string;
  column: number;
  style: PartnerTileStyle | null;
}

/** What /event/{hash} renders for a partner event. */
export interface PartnerEventPage {
  hash: string;
  title: string;
  titleImages: { desktop: string; mobile: string };
  products: PartnerEventProduct[];
}

export interface CampaignWebServices {
  /** The campaign page at `slug`, or null when there is none or it is outside its window. */
  campaignPage(
    locale: Locale,
    slug: string,
    options: { now: number; forceShow: boolean; shopOrigin: string },
  ): Promise<CampaignPage | null>;
  /** The partner event at `hash`, or null when there is none. */
  partnerEventPage(locale: Locale, hash: string, options: { shopOrigin: string }): Promise<PartnerEventPage | null>;
}
