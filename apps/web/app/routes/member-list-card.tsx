import { ProductCard } from '~/components/ui/product-card';
import type { MemberListItem } from '~/features/collections/components/member-list';
import { ArticleCard } from '~/features/content/components/article-card';
import { CoachCard } from '~/features/content/components/coach-card';
import { ContentCourseCard } from '~/features/content/components/content-course-card';
import { PlanCard } from '~/features/content/components/plan-card';

/** Wide cards sit three to a row on a desktop, one on a phone (member-list.tsx GRID_COLUMNS). */
const WIDE_CARD_SIZES = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw';

/**
 * The card of one favourite or browse-history item, shared by /collection/{tab} and
 * /browse-history/{tab}: not a route (routes.ts does not list it), the composition both use.
 */
export function MemberListCard({ entry }: { entry: MemberListItem }) {
  switch (entry.targetType) {
    case 'product':
      return <ProductCard product={entry.item} />;
    case 'course':
      return <ContentCourseCard course={entry.item} sizes={WIDE_CARD_SIZES} />;
    case 'plan':
      return <PlanCard plan={entry.item} />;
    case 'article':
      return <ArticleCard article={entry.item} />;
    case 'coach':
      return <CoachCard coach={entry.item} />;
  }
}
