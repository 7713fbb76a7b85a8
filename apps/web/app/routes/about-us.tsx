import { loadStaticPage, StaticPage } from '~/features/static-pages/static-page';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/about-us';

export const handle: RouteHandle = { title: 'titles:about_us' };

export async function loader({ context }: Route.LoaderArgs) {
  return loadStaticPage('about-us', requireLoadContext(context).locale);
}

export default function AboutUsPage({ loaderData }: Route.ComponentProps) {
  return <StaticPage content={loaderData} />;
}
