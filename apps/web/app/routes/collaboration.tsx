import { loadStaticPage, StaticPage } from '~/features/static-pages/static-page';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/collaboration';

export const handle: RouteHandle = { title: 'titles:collaboration' };

export async function loader({ context }: Route.LoaderArgs) {
  return loadStaticPage('collaboration', requireLoadContext(context).locale);
}

export default function CollaborationPage({ loaderData }: Route.ComponentProps) {
  return <StaticPage content={loaderData} />;
}
