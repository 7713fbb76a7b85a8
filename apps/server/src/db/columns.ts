import type { Locale } from '@wellfit/contracts/locale';
import { bigint, jsonb, timestamp, varchar, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * Column shapes every table repeats, so ids, audit times and localised text look the same in
 * all 60-odd tables. Ids are bigint identities "by default" so the seed can write fixed ids.
 */

/** Text a shopper reads, stored once per locale (docs/decisions/localised-text-jsonb.md). */
export type LocalisedText = Record<Locale, string>;
/** A list stored once per locale (highlights; a SKU's spec pairs): each locale's items in the same order. */
export type LocalisedList<Item = string> = Record<Locale, Item[]>;

export const primaryId = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();

/** A reference to another row's bigint id (JavaScript number: ids stay far below 2^53). */
export const idColumn = (name: string) => bigint(name, { mode: 'number' });

/** A required reference to the row this one belongs to: deleting that row deletes this one. */
export const belongsTo = (name: string, target: () => PgColumn) =>
  idColumn(name).notNull().references(target, { onDelete: 'cascade' });

/**
 * A polymorphic reference (favourites, browse history, taggings): target_id points into the
 * table named by target_type, so there is no foreign key.
 */
export const polymorphicTarget = <Type extends string, Types extends Readonly<[Type, ...Type[]]>>(types: Types) => ({
  targetType: varchar('target_type', { length: 16, enum: types }).notNull(),
  targetId: idColumn('target_id').notNull(),
});

export const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestampColumn('created_at').notNull().defaultNow();

export const updatedAt = () =>
  timestampColumn('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const localisedText = (name: string) => jsonb(name).$type<LocalisedText>();

export const localisedList = <Item = string>(name: string) => jsonb(name).$type<LocalisedList<Item>>();
