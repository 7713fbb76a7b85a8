import { loadStaticPage, StaticPage } from '~/features/static-pages/static-page';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/cookie-declaration';

export const handle: RouteHandle = { title: 'titles:cookie_declaration' };

export async function loader({ context }: Route.LoaderArgs) {
  return loadStaticPage('cookie-declaration', requireLoadContext(context).locale);
}

export default function CookieDeclarationPage({ loaderData }: Route.ComponentProps) {
  return <StaticPage content={loaderData} />;
}
