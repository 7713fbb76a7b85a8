import { useEffect } from 'react';
import { data } from 'react-router';
import { AppDownloadPanel } from '~/features/app-download/components/app-download-panel';
import { DEVICE_DEPENDENT_HEADERS, detectPlatform } from '~/features/app-download/platform';
import { rememberInviteCode } from '~/features/auth/invite-code';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/invite';

export const handle: RouteHandle = { skipAuth: true, hideCookieBanner: true, title: 'titles:invite' };

/** /r/{inviteCode}: the app download page carrying a friend's invite code (SPEC §2). */
export function loader({ request }: Route.LoaderArgs) {
  return data({ platform: detectPlatform(request.headers.get('user-agent')) }, { headers: DEVICE_DEPENDENT_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function InvitePage({ loaderData, params }: Route.ComponentProps) {
  // A visitor who signs up on the web instead of in the app still counts as invited.
  useEffect(() => rememberInviteCode(params.inviteCode), [params.inviteCode]);
  return <AppDownloadPanel platform={loaderData.platform} inviteCode={params.inviteCode} />;
}
