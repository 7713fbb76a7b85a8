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
