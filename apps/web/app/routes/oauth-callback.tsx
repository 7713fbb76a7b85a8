import { OauthCallback } from '~/features/auth/components/oauth-callback';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/oauth-callback';

export const handle: RouteHandle = { title: 'titles:oauth_callback' };

/** /oauth-callback/{provider}: where an external sign-in returns (SPEC §2). */
export default function OauthCallbackPage({ params }: Route.ComponentProps) {
  return <OauthCallback provider={params.provider} />;
}
