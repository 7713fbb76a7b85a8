import { sql, type SQL } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';

/**
 * The text a search matches: the named localised jsonb columns in every locale, lower-cased and
 * joined by spaces. Written once per table because its generated search_text and search_tokens
 * columns must agree, and raw SQL because a generated column may only name its own table's columns.
 */
export function localisedSearchText(...jsonbColumns: string[]): SQL {
  const parts = jsonbColumns.flatMap((column) =>
    ['zhTW', 'zhCN', 'en'].map((locale) => `coalesce(${column}->>'${locale}', '')`),
  );
  return sql.raw(`lower(${parts.join(" || ' ' || ")})`);
}

/**
 * search_text and its characters and character pairs, search_tokens, to be GIN-indexed:
 * pg_trgm cannot index one or two Han characters (STACK.md, migration 0000).
 */
export function searchColumns(searchTextExpression: SQL) {
  return {
    searchText: text('search_text').generatedAlwaysAs(searchTextExpression),
    searchTokens: text('search_tokens')
      .array()
      .generatedAlwaysAs(sql`wellfit_search_tokens(${searchTextExpression})`),
  };
}
