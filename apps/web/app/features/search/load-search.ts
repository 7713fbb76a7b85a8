import type { Locale } from '@wellfit/contracts/locale';
import {
  SEARCH_KEYWORD_MAX,
  SEARCH_PAGE_SIZE,
  SEARCH_TABS,
  type SearchAnswer,
  type SearchTab,
  type SearchWebServices,
} from '@wellfit/contracts/search';

/**
 * What /search/{tab} shows: `idle` (no keyword: suggestions), `tooLong` (the keyword is over
 * the limit; said next to the box rather than as an error page) or `results` (a page of the
 * tab's items, possibly none).
 */
export type SearchPageData =
  | { state: 'idle' | 'tooLong'; tab: SearchTab; keyword: string }
  | { state: 'results'; tab: SearchTab; keyword: string; page: number; lastPage: number; answer: SearchAnswer };

export function isSearchTab(value: string | undefined): value is SearchTab {
  return (SEARCH_TABS as readonly string[]).includes(value ?? '');
}

export function searchHref(tab: SearchTab, keyword: string, page = 1): string {
  const params = new URLSearchParams();
  if (keyword) params.set('keyword', keyword);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/search/${tab}${query ? `?${query}` : ''}`;
}

function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export async function loadSearch(
  services: SearchWebServices,
  locale: Locale,
  tab: SearchTab,
  url: URL,
): Promise<SearchPageData> {
  const keyword = (url.searchParams.get('keyword') ?? '').trim();
  if (keyword === '') return { state: 'idle', tab, keyword };
  if ([...keyword].length > SEARCH_KEYWORD_MAX) return { state: 'tooLong', tab, keyword };
  const page = pageOf(url);
  const answer = await services.search(locale, { tab, keyword, pageIndex: page, pageSize: SEARCH_PAGE_SIZE });
  const lastPage = Math.max(1, Math.ceil(answer.total / SEARCH_PAGE_SIZE));
  return { state: 'results', tab, keyword, page, lastPage, answer };
}
