import { z } from 'zod';
import { productSummary } from './catalog';
import { articleSummary, coachSummary, contentCourseCard, planSummary } from './content';
import type { Locale } from './locale';
import { typedListPage } from './typed-list-page';

/*
 * SPEC §2 /search/{tab}. SPEC §7 shows no search call, so GET /api/web/search is ours
 * (docs/decisions/search-collection-paths.md).
 */

/** The tabs of /search/{tab}: products, and published courses, plans, articles and coaches. */
export const SEARCH_TABS = ['product', 'course', 'plan', 'article', 'coach'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** Longer keywords are a 400: no name or title is that long, and each character costs index work. */
export const SEARCH_KEYWORD_MAX = 50;
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_PAGE_SIZE_MAX = 50;

/** GET /api/web/search?tab&keyword&pageIndex&pageSize. An empty keyword answers an empty list. */
export const searchQuery = z.object({
  tab: z.enum(SEARCH_TABS).default('product'),
  keyword: z.string().trim().max(SEARCH_KEYWORD_MAX).default(''),
  pageIndex: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(SEARCH_PAGE_SIZE),
});
export type SearchQuery = z.input<typeof searchQuery>;
export type ParsedSearchQuery = z.output<typeof searchQuery>;

/**
 * A stretch of a result's name; `match` stretches are shown inside <mark>. Plain text rather
 * than HTML, so a name can never inject markup: React renders each stretch as text.
 */
export const highlightSegment = z.object({ text: z.string(), match: z.boolean() });
export type HighlightSegment = z.infer<typeof highlightSegment>;

/** Each hit is its tab's card with the matched stretches of its name (an article's title). */
const nameHighlight = z.array(highlightSegment);
export const productSearchHit = productSummary.extend({ nameHighlight });
export type ProductSearchHit = z.infer<typeof productSearchHit>;
export const courseSearchHit = contentCourseCard.extend({ nameHighlight });
export type CourseSearchHit = z.infer<typeof courseSearchHit>;
export const planSearchHit = planSummary.extend({ nameHighlight });
export type PlanSearchHit = z.infer<typeof planSearchHit>;
export const articleSearchHit = articleSummary.extend({ nameHighlight });
export type ArticleSearchHit = z.infer<typeof articleSearchHit>;
export const coachSearchHit = coachSummary.extend({ nameHighlight });
export type CoachSearchHit = z.infer<typeof coachSearchHit>;

/**
 * The answer names its tab, so a client can tell the card shape apart. Sorted by relevance
 * (the name in the request's locale, then in another locale, then other text), then products
 * by sales, courses, plans and coaches by their list order, articles newest first.
 */
export const searchAnswer = typedListPage('tab', {
  product: productSearchHit,
  course: courseSearchHit,
  plan: planSearchHit,
  article: articleSearchHit,
  coach: coachSearchHit,
});
export type SearchAnswer = z.infer<typeof searchAnswer>;

/** Loaders of /search/{tab} call this in-process; it takes the query as the URL gave it and validates it. */
export interface SearchWebServices {
  search(locale: Locale, query: SearchQuery): Promise<SearchAnswer>;
}
