import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInProvider } from '@wellfit/contracts/constants';
import { getSignInProviders } from '../api/get-sign-in-providers';
import { getSignInUrl } from '../api/get-sign-in-url';
import { errorText } from '~/lib/error-text';

const PROVIDER_LABEL_KEYS = {
  google: 'pages:auth.continue_with_google',
  apple: 'pages:auth.continue_with_apple',
  facebook: 'pages:auth.continue_with_facebook',
} as const satisfies Record<SignInProvider, string>;

/** Asked once per page load; a failed answer offers none and is asked again next time. */
let offeredProviders: Promise<SignInProvider[]> | null = null;
function loadOfferedProviders(): Promise<SignInProvider[]> {
  offeredProviders ??= getSignInProviders().catch(() => {
    offeredProviders = null;
    return [];
  });
  return offeredProviders;
}

/**
 * SPEC §2: sign in with Google, Apple or Facebook. The server answers the provider's address
 * (with its state and PKCE challenge); the provider returns to /oauth-callback/{provider}.
 * Only the providers the server offers get a button (none on a shop without credentials).
 */
export function SocialSignIn({ onError }: { onError(message: string): void }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState<SignInProvider | null>(null);
  const [providers, setProviders] = useState<SignInProvider[]>([]);
  useEffect(() => {
    let shown = true;
    void loadOfferedProviders().then((offered) => shown && setProviders(offered));
    return () => {
      shown = false;
    };
  }, []);
  if (providers.length === 0) return null;
  return (
    <section className="mt-6 border-t border-ink-100 pt-5" aria-labelledby="social-sign-in-heading">
      <h3 id="social-sign-in-heading" className="text-center text-sm text-ink-500">
        {t('pages:auth.or_continue_with')}
      </h3>
      <ul className="mt-3 flex flex-col gap-2">
        {providers.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              disabled={leaving !== null}
              onClick={async () => {
                setLeaving(provider);
                try {
                  window.location.assign(await getSignInUrl(provider));
                } catch (error) {
                  setLeaving(null);
                  onError(errorText(error));
                }
              }}
              className="inline-flex min-h-11 w-full items-center justify-center rounded-full border border-ink-300 bg-white px-4 text-sm font-semibold text-ink-800 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
            >
              {leaving === provider ? t('common:loading') : t(PROVIDER_LABEL_KEYS[provider])}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
