import type { HighlightSegment, ParsedSearchQuery, SearchAnswer } from '@wellfit/contracts/search';
import type { ServiceContext } from '../../context.ts';
import {
  articleSummariesByIds,
  coachSummariesByIds,
  courseCardsByIds,
  planSummariesByIds,
} from '../content/content.service.ts';
import { chineseVariants } from './chinese-variants.ts';
import type { SQL } from 'drizzle-orm';
import {
  allTermsCondition,
  searchContentIds,
  searchProducts as searchProductRows,
  type ContentSearchTab,
  type ProductSearchTerms,
  type SearchColumns,
} from './search.queries.ts';

/** More terms than this are ignored: each costs an index probe, and no product name needs them. */
const MAX_TERMS = 5;

/** Full-width letters and digits become their usual forms (ＷｅｌｌＦｉｔ → wellfit), case is ignored. */
export function normaliseKeyword(keyword: string): string {
  return keyword.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function searchTermsOf(keyword: string): ProductSearchTerms {
  const normalised = normaliseKeyword(keyword);
  const terms = [...new Set(normalised.split(' ').filter((term) => term !== ''))].slice(0, MAX_TERMS);
  return { terms: terms.map(chineseVariants), phrases: normalised ? chineseVariants(normalised) : [] };
}

/**
 * The search condition over another module's searchable table (its searchColumns), the same
 * bigram-index-then-LIKE test the shop's search uses; null for an empty keyword.
 */
export function keywordCondition(columns: SearchColumns, keyword: string): SQL | null {
  const terms = searchTermsOf(keyword);
  return terms.terms.length === 0 ? null : allTermsCondition(columns, terms);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Splits a name into plain and matched stretches: every spelling of every term is marked,
 * case-insensitively. The stretches are text; the page renders them, so nothing here is HTML.
 */
export function highlight(name: string, search: ProductSearchTerms): HighlightSegment[] {
  const spellings = search.terms.flat().filter((spelling) => spelling !== '');
  if (spellings.length === 0 || name === '') return name === '' ? [] : [{ text: name, match: false }];
  spellings.sort((a, b) => b.length - a.length);
  const pattern = new RegExp(spellings.map(escapeRegExp).join('|'), 'giu');
  const segments: HighlightSegment[] = [];
  // Matched on the NFKC form (full-width letters), sliced from the name as stored; NFKC keeps
  // lengths except for rare compatibility characters, where the stored name is matched as it is.
  const normalised = name.normalize('NFKC');
  const comparable = normalised.length === name.length ? normalised : name;
  let position = 0;
  for (const found of comparable.matchAll(pattern)) {
    if (found.index > position) segments.push({ text: name.slice(position, found.index), match: false });
    segments.push({ text: name.slice(found.index, found.index + found[0].length), match: true });
    position = found.index + found[0].length;
  }
  if (position < name.length) segments.push({ text: name.slice(position), match: false });
  return segments;
}

/** An empty keyword finds nothing (the page shows suggestions). */
function emptyAnswer(tab: ParsedSearchQuery['tab']): SearchAnswer {
  return { tab, list: [], total: 0 } as SearchAnswer;
}

/** SPEC §2 /search/{tab}: one page of matching products, courses, plans, articles or coaches, best first. */
export async function search(ctx: ServiceContext, query: ParsedSearchQuery): Promise<SearchAnswer> {
  const terms = searchTermsOf(query.keyword);
  if (terms.terms.length === 0) return emptyAnswer(query.tab);
  const page = { limit: query.pageSize, offset: (query.pageIndex - 1) * query.pageSize };
  if (query.tab === 'product') {
    const { rows, total } = await searchProductRows(ctx.db, ctx.locale, terms, page);
    return { tab: 'product', list: rows.map((row) => ({ ...row, nameHighlight: highlight(row.name, terms) })), total };
  }
  return searchContent(ctx, query.tab, terms, page);
}

/** Hidden and draft content never matches: the index query and the cards both keep to published rows. */
async function searchContent(
  ctx: ServiceContext,
  tab: ContentSearchTab,
  terms: ProductSearchTerms,
  page: { limit: number; offset: number },
): Promise<SearchAnswer> {
  const { ids, total } = await searchContentIds(ctx.db, ctx.locale, tab, terms, page);
  switch (tab) {
    case 'course': {
      const cards = await courseCardsByIds(ctx, ids);
      return { tab, total, list: cards.map((card) => ({ ...card, nameHighlight: highlight(card.courseName, terms) })) };
    }
    case 'plan': {
      const cards = await planSummariesByIds(ctx, ids);
      return { tab, total, list: cards.map((card) => ({ ...card, nameHighlight: highlight(card.planName, terms) })) };
    }
    case 'article': {
      const cards = await articleSummariesByIds(ctx, ids);
      return { tab, total, list: cards.map((card) => ({ ...card, nameHighlight: highlight(card.title, terms) })) };
    }
    case 'coach': {
      const cards = await coachSummariesByIds(ctx, ids);
      return { tab, total, list: cards.map((card) => ({ ...card, nameHighlight: highlight(card.name, terms) })) };
    }
  }
}
