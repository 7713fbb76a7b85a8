import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigation } from 'react-router';
import { SEARCH_TABS, type SearchAnswer, type SearchTab } from '@wellfit/contracts/search';
import { StrokeIcon } from '~/components/ui/icon';
import { Notice } from '~/components/ui/notice';
import { LoadingLabel } from '~/components/ui/loading-label';
import { searchHref, type SearchPageData } from '../load-search';
import { SearchForm } from './search-form';

/** Words the seed's products answer to, offered on the empty and no-result screens. */
const SUGGESTION_KEYS = [
  'dumbbell',
  'kettlebell',
  'yoga_mat',
  'treadmill',
  'spin_bike',
  'resistance_band',
  'foam_roller',
] as const;

/** The first row is above the fold on every layout: its pictures load eagerly. */
const EAGER_CARDS = 4;

const PAGE_LINK =
  'inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

type HitOf<T extends SearchTab> = Extract<SearchAnswer, { tab: T }>['list'][number];
/** One search hit with its tab, so a route can pick the card. */
export type SearchHit = { [T in SearchTab]: { tab: T; hit: HitOf<T> } }[SearchTab];

function hitsOf(answer: SearchAnswer): SearchHit[] {
  // Every hit of an answer belongs to the answer's tab; TypeScript cannot follow that through map().
  return (answer.list as Array<SearchHit['hit']>).map((hit) => ({ tab: answer.tab, hit }) as SearchHit);
}

/** Products and coaches are small cards; courses, plans and articles have wide pictures. */
const GRID_COLUMNS: Record<SearchTab, string> = {
  product: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
  course: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  plan: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  article: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  coach: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
};

interface SearchViewProps {
  data: SearchPageData;
  /** The route supplies the card (features do not import each other). */
  renderHit(entry: SearchHit, options: { priority: boolean }): ReactNode;
}

/** SPEC §2 /search/{tab}: the box, the tabs, and suggestions, results or "nothing found". */
export function SearchView({ data, renderHit }: SearchViewProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state === 'loading' && navigation.location.pathname.startsWith('/search/');

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t('search:heading')}</h1>
      <div className="mt-4 max-w-2xl">
        <SearchForm tab={data.tab} keyword={data.keyword} tooLong={data.state === 'tooLong'} />
      </div>

      <nav aria-label={t('search:tabs.label')} className="mt-6 border-b border-ink-200">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {SEARCH_TABS.map((tab) => (
            <li key={tab}>
              <Link
                to={searchHref(tab, data.keyword)}
                aria-current={tab === data.tab ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600 ${
                  tab === data.tab
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-ink-600 hover:text-ink-900'
                }`}
              >
                {t(`search:tabs.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section
        aria-busy={pending}
        aria-label={t('search:heading')}
        className="relative mt-6"
        data-testid="search-results"
      >
        {pending && (
          <div className="pointer-events-none absolute inset-x-0 top-0 z-10 flex justify-center pt-16" role="status">
            <LoadingLabel className="rounded-full bg-white px-4 py-2 text-sm text-ink-700 shadow-md ring-1 ring-ink-100" />
          </div>
        )}
        <div className={pending ? 'opacity-50 transition-opacity' : 'transition-opacity'}>
          <SearchBody data={data} renderHit={renderHit} />
        </div>
      </section>
    </div>
  );
}

function SearchBody({ data, renderHit }: SearchViewProps) {
  const { t } = useTranslation();
  if (data.state !== 'results') {
    return (
      <Notice icon={SEARCH_ICON} title={t('search:empty_title')} body={t('search:empty_body')} testId="search-idle">
        <Suggestions tab={data.tab} />
      </Notice>
    );
  }
  const { answer, keyword, page, lastPage } = data;
  const type = t(`search:type_names.${data.tab}`);
  if (answer.list.length === 0) {
    return (
      <Notice
        icon={SEARCH_ICON}
        title={t('search:no_results_title', { keyword, type })}
        body={t('search:no_results_body')}
        testId="search-no-results"
      >
        <Suggestions tab={data.tab} />
      </Notice>
    );
  }
  return (
    <>
      {/* The count heads the hits: the cards' own headings sit one level below it. */}
      <h2 className="mb-4 text-sm text-ink-500" aria-live="polite" data-testid="search-total">
        {t('search:result_count', { keyword, total: answer.total, type })}
      </h2>
      <ul className={`grid gap-3 sm:gap-4 ${GRID_COLUMNS[data.tab]}`} data-testid="search-grid">
        {hitsOf(answer).map((entry, index) => (
          <li key={entry.hit.id}>{renderHit(entry, { priority: page === 1 && index < EAGER_CARDS })}</li>
        ))}
      </ul>
      {lastPage > 1 && (
        <nav aria-label={t('search:pagination.label')} className="mt-10 flex items-center justify-center gap-3">
          <PageStep to={page > 1 ? searchHref(data.tab, keyword, page - 1) : null} rel="prev">
            {t('search:pagination.previous')}
          </PageStep>
          <span className="text-sm text-ink-600">{t('search:pagination.page', { page, pages: lastPage })}</span>
          <PageStep to={page < lastPage ? searchHref(data.tab, keyword, page + 1) : null} rel="next">
            {t('search:pagination.next')}
          </PageStep>
        </nav>
      )}
    </>
  );
}

function PageStep({ to, rel, children }: { to: string | null; rel: 'prev' | 'next'; children: ReactNode }) {
  if (to === null) {
    return (
      <span className={`${PAGE_LINK} text-ink-300`} aria-disabled="true">
        {children}
      </span>
    );
  }
  return (
    <Link to={to} rel={rel} className={`${PAGE_LINK} bg-white text-ink-700 ring-1 ring-ink-200 hover:text-brand-700`}>
      {children}
    </Link>
  );
}

/** A magnifier heads the idle and no-result screens. */
const SEARCH_ICON = (
  <StrokeIcon className="size-8" strokeLinecap="round">
    <circle cx="11" cy="11" r="6" />
    <path d="M20 20l-4.5-4.5" />
  </StrokeIcon>
);

/** Popular words, searched in the tab the visitor is on. */
function Suggestions({ tab }: { tab: SearchTab }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6">
      <h3 className="text-sm font-semibold text-ink-700">{t('search:suggestions_label')}</h3>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {SUGGESTION_KEYS.map((key) => {
          const word = t(`search:suggestions.${key}`);
          return (
            <li key={key}>
              <Link
                to={searchHref(tab, word)}
                className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-4 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {word}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
