import { loadStaticPage, StaticPage } from '~/features/static-pages/static-page';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/terms-of-service';

export const handle: RouteHandle = { title: 'titles:terms_of_service' };

export async function loader({ context }: Route.LoaderArgs) {
  return loadStaticPage('terms-of-service', requireLoadContext(context).locale);
}

export default function TermsOfServicePage({ loaderData }: Route.ComponentProps) {
  return <StaticPage content={loaderData} />;
}
