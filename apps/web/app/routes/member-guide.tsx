import { loadStaticPage, StaticPage } from '~/features/static-pages/static-page';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/member-guide';

export const handle: RouteHandle = { title: 'titles:member_guide' };

export async function loader({ context }: Route.LoaderArgs) {
  return loadStaticPage('member-guide', requireLoadContext(context).locale);
}

export default function MemberGuidePage({ loaderData }: Route.ComponentProps) {
  return <StaticPage content={loaderData} />;
}
