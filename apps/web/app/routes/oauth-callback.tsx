import { useTranslation } from 'react-i18next';
import { ComingSoon } from '~/components/ui/coming-soon';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/oauth-callback';

export const handle: RouteHandle = { title: 'titles:oauth_callback' };

/** /oauth-callback/{provider}: where an external sign-in returns (SPEC §2); completed by the accounts issue. */
export default function OauthCallbackPage({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <ComingSoon>
      <p className="mt-4 text-ink-600">{t('pages:oauth_callback.body', { provider: params.provider })}</p>
    </ComingSoon>
  );
}
