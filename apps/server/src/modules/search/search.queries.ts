import type { ProductSummary } from '@wellfit/contracts/catalog';
import { LOCALES, type Locale } from '@wellfit/contracts/locale';
import { and, asc, desc, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { localisedText } from '../../db/localised-text.ts';
import { products } from '../catalog/catalog.tables.ts';
import { articles, coaches, courses, plans } from '../content/content.tables.ts';
import { productSummaryColumns, visibleProduct } from '../catalog/product-summaries.queries.ts';

/**
 * A search: every term must match; a term matches when any of its spellings (the keyword as
 * typed, in Traditional and in Simplified Chinese) does. All text is lower-cased already.
 */
export interface ProductSearchTerms {
  /** One entry per term, each the term's spellings. */
  terms: string[][];
  /** The whole keyword's spellings, for ranking names that contain it. */
  phrases: string[];
}

/** Escapes LIKE's wildcards so a keyword of "%" or "_" means those characters. */
function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The index does the finding: search_tokens holds every character and character pair of
 * search_text (GIN, migration 0000), so `@>` narrows to rows that have all of a spelling's
 * pairs; the LIKE then checks they are adjacent and in order (LIKE, not ILIKE: search_text
 * and the spellings are both lower-cased already, and ILIKE folds case again on every row,
 * several times slower on Han text). The LIKE alone decides (a row it accepts always has the
 * tokens), so the term is written as (text of any spelling) AND (tokens of any spelling): an OR
 * of plain `@>` clauses is what the planner turns into a BitmapOr over the index, which it does
 * not do for an OR of (tokens AND text) pairs. The LIKE comes first for the plan without the
 * index (the planner picks a table scan while the GIN index still holds a long pending list
 * after a bulk load): a row scan tests conditions of equal cost in the order written, and the
 * LIKE rejects most rows before their search_tokens array is read (100 ms → 28 ms for one
 * Han character over 10,000 products).
 */
function termMatches(columns: SearchColumns, spellings: string[]): SQL {
  const texts = spellings.map((spelling) => sql`${columns.searchText} like ${likeContaining(spelling)}`);
  const tokens = spellings.map((spelling) => sql`${columns.searchTokens} @> wellfit_search_tokens(${spelling}::text)`);
  return sql`(${or(...texts)}) and (${or(...tokens)})`;
}

/** The generated columns of a searchable table (db/search-columns.ts). */
export interface SearchColumns {
  searchText: AnyColumn;
  searchTokens: AnyColumn;
}

function allTermsMatch(columns: SearchColumns, search: ProductSearchTerms): SQL[] {
  return search.terms.map((spellings) => termMatches(columns, spellings));
}

/** Every term matches the table's search columns: for another module's searchable table (the FAQ). */
export function allTermsCondition(columns: SearchColumns, search: ProductSearchTerms): SQL {
  return and(...allTermsMatch(columns, search))!;
}

export function productSearchCondition(search: ProductSearchTerms): SQL {
  return and(visibleProduct(), ...allTermsMatch(products, search))!;
}

/** Letters with case: a phrase without any (Han text, digits) is found in a name without lower(). */
const CASED = /[\p{Lowercase}\p{Uppercase}\p{Lt}]/u;

/**
 * 2: the name in the shopper's locale contains the whole keyword, 1: a name in another locale
 * does, 0: only other text matched. Worked out for every match before the page is cut (a common
 * word matches a sixth of the catalogue), so each name is read as text once per locale and
 * lower() runs only for phrases with letters that have case (a third of the query's time for
 * 瑜伽 over 1,700 matches, where every name is lower-cased twice).
 */
function relevance(search: ProductSearchTerms, locale: Locale, name: AnyColumn = products.name): SQL<number> {
  const contains = (text: SQL) =>
    or(
      ...search.phrases.map((phrase) =>
        CASED.test(phrase)
          ? sql`lower(${text}) like ${likeContaining(phrase)}`
          : sql`${text} like ${likeContaining(phrase)}`,
      ),
    )!;
  const otherNames = LOCALES.filter((other) => other !== locale).map((other) =>
    contains(sql`${name}->>${other}::text`),
  );
  return sql<number>`(case when ${contains(localisedText(name, locale))} then 2 when ${or(...otherNames)} then 1 else 0 end)`;
}

/**
 * The page of matching products, best first, then best-selling; answers the page and the total.
 * Ranked and counted over ids only, then the page's 20-odd rows are dressed as summaries: a
 * common keyword matches thousands of rows, and the summary columns (localised text, the
 * sold-out subquery) would otherwise be computed for every one of them.
 */
export async function searchProducts(
  db: Database,
  locale: Locale,
  search: ProductSearchTerms,
  page: { limit: number; offset: number },
): Promise<{ rows: ProductSummary[]; total: number }> {
  const condition = productSearchCondition(search);
  const hits = db
    .select({
      hitId: sql<number>`${products.id}`.as('hit_id'),
      rank: relevance(search, locale).as('rank'),
      hitSales: sql<number>`${products.sales}`.as('hit_sales'),
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(products)
    .where(condition)
    .orderBy(desc(relevance(search, locale)), desc(products.sales), desc(products.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('hits');
  const rows = await db
    .select({ ...productSummaryColumns(locale), total: sql<number>`${hits.total}`.mapWith(Number) })
    .from(hits)
    .innerJoin(products, eq(products.id, hits.hitId))
    .orderBy(desc(hits.rank), desc(hits.hitSales), desc(hits.hitId));
  if (rows.length > 0) {
    return { rows: rows.map(({ total: _total, ...summary }) => summary), total: rows[0]!.total };
  }
  if (page.offset === 0) return { rows: [], total: 0 };
  // Past the last page the window count has no row to ride on.
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(condition);
  return { rows: [], total: counted?.total ?? 0 };
}

/** What each content tab searches: its table, the name the hits are ranked by, and the list order after relevance. */
const CONTENT_SEARCHES = {
  course: { table: courses, name: courses.name, order: [asc(courses.sort), asc(courses.id)] },
  plan: { table: plans, name: plans.name, order: [asc(plans.sort), asc(plans.id)] },
  article: { table: articles, name: articles.title, order: [desc(articles.articleTime), desc(articles.id)] },
  coach: { table: coaches, name: coaches.name, order: [asc(coaches.sort), asc(coaches.id)] },
} as const;
export type ContentSearchTab = keyof typeof CONTENT_SEARCHES;

/** Published (never draft or hidden) and matching every term. */
export function contentSearchCondition(tab: ContentSearchTab, search: ProductSearchTerms): SQL {
  const { table } = CONTENT_SEARCHES[tab];
  return and(eq(table.status, 'published'), ...allTermsMatch(table, search))!;
}

/**
 * The ids of one page of published courses, plans, articles or coaches matching the search,
 * best first, and how many match. Only ids: the content module dresses them as cards.
 */
export async function searchContentIds(
  db: Database,
  locale: Locale,
  tab: ContentSearchTab,
  search: ProductSearchTerms,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const { table, name, order } = CONTENT_SEARCHES[tab];
  const condition = contentSearchCondition(tab, search);
  const rows = await db
    .select({ id: table.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(table as PgTable)
    .where(condition)
    .orderBy(desc(relevance(search, locale, name)), ...order)
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length > 0) return { ids: rows.map((row) => row.id), total: rows[0]!.total };
  if (page.offset === 0) return { ids: [], total: 0 };
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(table as PgTable)
    .where(condition);
  return { ids: [], total: counted?.total ?? 0 };
}
