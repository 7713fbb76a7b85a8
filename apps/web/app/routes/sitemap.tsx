import { loadStaticPage, StaticPage } from '~/features/static-pages/static-page';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/sitemap';

export const handle: RouteHandle = { title: 'titles:sitemap' };

export async function loader({ context }: Route.LoaderArgs) {
  return loadStaticPage('sitemap', requireLoadContext(context).locale);
}

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  return <StaticPage content={loaderData} />;
}
