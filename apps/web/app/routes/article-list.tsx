import { ComingSoon } from '~/components/ui/coming-soon';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'titles:article_list' };

export default function ArticleListPage() {
  return <ComingSoon />;
}
