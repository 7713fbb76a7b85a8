import { loadStaticPage, StaticPage } from '~/features/static-pages/static-page';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/privacy-policy';

export const handle: RouteHandle = { title: 'titles:privacy_policy' };

export async function loader({ context }: Route.LoaderArgs) {
  return loadStaticPage('privacy-policy', requireLoadContext(context).locale);
}

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return <StaticPage content={loaderData} />;
}
