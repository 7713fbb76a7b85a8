import type { Locale } from '@wellfit/contracts/locale';

/**
 * The shape of a static page's text in one locale. Pages are data, not markup, so every
 * locale keeps the same structure (checked by static-page.test.ts) and one component renders
 * them all the same way.
 */
export interface StaticPageDocument {
  title: string;
  /** One or two sentences: the meta description and the lead paragraph under the title. */
  description: string;
  /** The day this text took effect, YYYY-MM-DD (Taipei). */
  updated: string;
  sections: StaticPageSection[];
}

export interface StaticPageSection {
  /** The anchor (#id) of the section: ASCII, identical in every locale so shared links keep working. */
  id: string;
  heading: string;
  blocks: StaticPageBlock[];
}

export type StaticPageBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered?: boolean; items: string[] }
  | { kind: 'links'; links: StaticPageLink[] }
  | { kind: 'table'; caption: string; columns: string[]; rows: string[][] };

export interface StaticPageLink {
  label: string;
  /** A site path (`/faq`, rendered as a router link) or an external address (`mailto:`, `https:`). */
  href: string;
  description?: string;
}

export type StaticPageTranslations = Record<Locale, StaticPageDocument>;

/** The support address shown on every page that invites contact (fictional domain of the shop). */
export const SUPPORT_EMAIL = 'service@wellfit.tw';
