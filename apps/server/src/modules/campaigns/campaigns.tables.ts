import { jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, localisedText, primaryId, timestampColumn, updatedAt } from '../../db/columns.ts';

export interface CampaignProductLink {
  url: string;
  image: string;
  mode?: 'wide' | 'narrow';
}

/** SPEC §3 Campaign: /event/{slug}, shown only between starts_at and ends_at unless opened via /show. */
export const campaigns = pgTable('campaigns', {
  id: primaryId(),
  slug: varchar('slug', { length: 64 }).notNull().unique(),
  title: localisedText('title').notNull(),
  bannerXl: text('banner_xl'),
  bannerL: text('banner_l'),
  bannerM: text('banner_m'),
  bannerS: text('banner_s'),
  bannerLink: text('banner_link'),
  productLinks: jsonb('product_links').$type<CampaignProductLink[]>().notNull().default([]),
  highlightProductLinks: jsonb('highlight_product_links').$type<CampaignProductLink[]>().notNull().default([]),
  backgroundColor: varchar('background_color', { length: 16 }),
  startsAt: timestampColumn('starts_at'),
  endsAt: timestampColumn('ends_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One tile of a partner event as the partner supplies it (SPEC §3: link, image, column, optional class). */
export interface PartnerEventTile {
  link: string;
  image: string;
  column: number;
  class?: string;
}

/** SPEC §3 Partner event: /event/{hash}, title images for desktop and phones, then product tiles. */
export const partnerEvents = pgTable('partner_events', {
  id: primaryId(),
  /** Lower-case; the address's hash is matched case-insensitively. */
  hash: varchar('hash', { length: 64 }).notNull().unique(),
  /** The page title and the title images' text alternative. */
  title: localisedText('title').notNull(),
  titleImageDesktop: text('title_image_desktop').notNull(),
  titleImageMobile: text('title_image_mobile').notNull(),
  products: jsonb('products').$type<PartnerEventTile[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
