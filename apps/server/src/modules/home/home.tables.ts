import type { HomeDetailType } from '@wellfit/contracts/home-page';
import { boolean, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, localisedText, primaryId, updatedAt, type LocalisedText } from '../../db/columns.ts';

export interface HomeContentDetail {
  type: HomeDetailType;
  typeId: number | null;
  /** Extra display data, answered as a JSON string (SPEC §3). */
  data: Record<string, unknown>;
}

export interface HomeContent {
  title: LocalisedText | null;
  subTitle: LocalisedText | null;
  detailIntro: LocalisedText | null;
  description: LocalisedText | null;
  bgImg: string | null;
  moreLink: string | null;
  imageInfo: { imageUrl: string; imgWidth: number; imgHeight: number } | null;
  isShow: boolean;
  details: HomeContentDetail[];
}

/**
 * SPEC §3 Home page card. A card's contents and their details are edited and served as one
 * unit, so they live in one jsonb column instead of two child tables.
 */
export const homeCards = pgTable(
  'home_cards',
  {
    id: primaryId(),
    /** The page the card belongs to: webHome (default), shop home, group shop … */
    pageCode: varchar('page_code', { length: 32 }).notNull().default('webHome'),
    code: varchar('code', { length: 32 }).notNull(),
    name: text('name').notNull(),
    title: localisedText('title'),
    subTitle: localisedText('sub_title'),
    moreLink: text('more_link'),
    isShow: boolean('is_show').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    contents: jsonb('contents').$type<HomeContent[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('home_cards_page_idx').on(t.pageCode, t.sort)],
);
