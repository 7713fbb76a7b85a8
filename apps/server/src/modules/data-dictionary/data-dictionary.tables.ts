import { pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { primaryId, updatedAt } from '../../db/columns.ts';

/**
 * Site settings read by queryDataDictionary (SPEC §7). locale is null for values that are the
 * same in every language (appConfig switches); NULLS NOT DISTINCT (PostgreSQL 15+) keeps
 * those unique too.
 */
export const dataDictionary = pgTable(
  'data_dictionary',
  {
    id: primaryId(),
    type: varchar('type', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    locale: varchar('locale', { length: 8 }),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('data_dictionary_type_name_locale_unique').on(t.type, t.name, t.locale).nullsNotDistinct()],
);
