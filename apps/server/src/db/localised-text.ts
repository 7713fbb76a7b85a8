import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isLocale, textFallbackOrder, type Locale } from '@wellfit/contracts/locale';

/*
 * The one way SQL reads a localised jsonb column ({zhTW, zhCN, en}, db/columns.ts): the requested
 * locale, then en (SPEC §1's fallback language), then zhTW (the default), as textFallbackOrder
 * says; an empty string counts as missing (docs/decisions/localised-text-jsonb.md). The locale
 * is one of three fixed words, inlined so PostgreSQL sees `->>` on a constant and a named
 * statement prepared per locale keeps its plan.
 */

function localeKeys(locale: Locale): SQL[] {
  if (!isLocale(locale)) throw new RangeError(`not a locale: ${String(locale)}`);
  return textFallbackOrder(locale).map((candidate) => sql.raw(`'${candidate}'`));
}

/** The text in the reader's locale or its fallbacks; null when none of them has one. */
export function localisedText(column: SQL | AnyColumn, locale: Locale): SQL<string | null> {
  const candidates = localeKeys(locale).map((key) => sql`nullif(${column}->>${key}, '')`);
  return sql<string | null>`coalesce(${sql.join(candidates, sql`, `)})`;
}

/** As localisedText, for a text every answer must carry: '' when no locale has one. */
export function localisedTextOrEmpty(column: SQL | AnyColumn, locale: Locale): SQL<string> {
  return sql<string>`coalesce(${localisedText(column, locale)}, '')`;
}

/** A localised list ({zhTW: [...], …}) as a jsonb array, in the same order; `[]` when none has one. */
export function localisedList(column: SQL | AnyColumn, locale: Locale): SQL {
  const candidates = localeKeys(locale).map((key) => sql`${column}->${key}`);
  return sql`coalesce(${sql.join(candidates, sql`, `)}, '[]'::jsonb)`;
}
