import { data } from 'react-router';
import { AppDownloadPanel } from '~/features/app-download/components/app-download-panel';
import { DEVICE_DEPENDENT_HEADERS, detectPlatform } from '~/features/app-download/platform';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/app-download-redirect';

export const handle: RouteHandle = { skipAuth: true, hideCookieBanner: true, title: 'titles:app_download' };

export function loader({ request }: Route.LoaderArgs) {
  return data({ platform: detectPlatform(request.headers.get('user-agent')) }, { headers: DEVICE_DEPENDENT_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function AppDownloadRedirectPage({ loaderData }: Route.ComponentProps) {
  return <AppDownloadPanel platform={loaderData.platform} />;
}
