import { data, redirect } from 'react-router';
import { isRedirectSource, ROUTE_REDIRECTS } from '@wellfit/contracts/routes';
import type { Route } from './+types/redirect';

/**
 * Every SPEC §2 redirect (ROUTE_REDIRECTS) is this module, registered once per source path, so a
 * server request answers an HTTP redirect and a client navigation follows it the same way.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Paths match case-insensitively and with a trailing slash, like the router's own matching.
  const source = url.pathname.replace(/\/+$/, '').toLowerCase();
  if (!isRedirectSource(source)) throw data(null, { status: 404 });
  return redirect(ROUTE_REDIRECTS[source] + url.search);
}

export default function Redirecting() {
  return null;
}
