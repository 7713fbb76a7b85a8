import { data } from 'react-router';
import { ProductCard } from '~/components/ui/product-card';
import { ArticleCard } from '~/features/content/components/article-card';
import { CoachCard } from '~/features/content/components/coach-card';
import { ContentCourseCard } from '~/features/content/components/content-course-card';
import { PlanCard } from '~/features/content/components/plan-card';
import { HighlightedText } from '~/features/search/components/highlighted-text';
import { SearchView, type SearchHit } from '~/features/search/components/search-view';
import { isSearchTab, loadSearch } from '~/features/search/load-search';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/search';

export const handle: RouteHandle = { title: 'titles:search' };

/** Courses, plans and articles sit three to a row on a desktop, one on a phone (search-view.tsx). */
const WIDE_CARD_SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw';

/** SPEC §2 /search/{tab}: rendered on the server from the keyword in the URL; an unknown tab is not found. */
export function loader({ context, request, params }: Route.LoaderArgs) {
  if (!isSearchTab(params.tab)) throw data(null, { status: 404 });
  const { services, locale } = requireLoadContext(context);
  return loadSearch(services.search, locale, params.tab, new URL(request.url));
}

function SearchHitCard({ entry, priority }: { entry: SearchHit; priority: boolean }) {
  const name = <HighlightedText segments={entry.hit.nameHighlight} />;
  switch (entry.tab) {
    case 'product':
      return <ProductCard product={entry.hit} priority={priority} name={name} />;
    case 'course':
      return <ContentCourseCard course={entry.hit} sizes={WIDE_CARD_SIZES} name={name} />;
    case 'plan':
      return <PlanCard plan={entry.hit} priority={priority} name={name} />;
    case 'article':
      return <ArticleCard article={entry.hit} priority={priority} name={name} />;
    case 'coach':
      return <CoachCard coach={entry.hit} name={name} />;
  }
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return (
    <SearchView
      data={loaderData}
      renderHit={(entry, { priority }) => <SearchHitCard entry={entry} priority={priority} />}
    />
  );
}
