import { data, redirect } from 'react-router';
import { isRedirectSource, ROUTE_REDIRECTS } from '@wellfit/contracts/routes';
import { NotFoundScreen } from '~/features/errors/components/not-found-screen';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/not-found';

export const handle: RouteHandle = { title: 'titles:not_found' };

/**
 * Every path no screen claims: a SPEC §2 redirect source answers its redirect (the query string
 * kept), anything else (/history and /coop-partners included) HTTP 404 with the not-found page.
 * The redirects live here rather than as one route each because the server matches every request
 * against the whole route table; a client navigation reaches this loader the same way.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Paths match case-insensitively and with a trailing slash, like the router's own matching.
  const source = url.pathname.replace(/\/+$/, '').toLowerCase();
  if (isRedirectSource(source)) return redirect(ROUTE_REDIRECTS[source] + url.search);
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <NotFoundScreen />;
}
