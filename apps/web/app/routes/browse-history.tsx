import { data } from 'react-router';
import { isMemberListTab, MemberListPage } from '~/features/collections/components/member-list';
import { memberPageLoader } from '~/features/auth/member-page-loader';
import type { RouteHandle } from '~/lib/route-handle';
import { MemberListCard } from './member-list-card';
import type { Route } from './+types/browse-history';

export { PageLoading as HydrateFallback } from '~/components/ui/page-loading';

export const handle: RouteHandle = { needAuth: true, title: 'titles:browse_history' };

/** SPEC §2 /browse-history/{tab}: a member page (client only); an unknown tab is not found. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!isMemberListTab('history', params.tab)) throw data(null, { status: 404 });
  await memberPageLoader();
  return { tab: params.tab };
}

export default function BrowseHistoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <MemberListPage kind="history" tab={loaderData.tab} renderItem={(entry) => <MemberListCard entry={entry} />} />
  );
}
