import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SIGN_IN_PROVIDER_LOGIN_TYPE, SIGN_IN_PROVIDERS, type SignInProvider } from '@wellfit/contracts/constants';
import { Button, buttonClassName } from '~/components/ui/button';
import { PageLoading } from '~/components/ui/page-loading';
import { commonLogin } from '../api/common-login';
import { completeLogin } from '../complete-login';
import { errorText } from '~/lib/error-text';
import { requestLogin } from '~/lib/request-login';
import { waitForAppReady } from '~/lib/wait-for-app-ready';
import { REGISTER_PATH } from '~/lib/register-path';

function isSignInProvider(value: string | undefined): value is SignInProvider {
  return (SIGN_IN_PROVIDERS as readonly string[]).includes(value ?? '');
}

// A provider's code works once; a second effect run (React's development double run, a remount)
// must reuse the first exchange instead of spending the code again.
const exchanges = new Map<string, Promise<'loggedIn' | 'registering'>>();

function exchange(provider: SignInProvider, code: string, state: string | undefined) {
  let pending = exchanges.get(code);
  if (!pending) {
    pending = waitForAppReady()
      .then(() =>
        commonLogin({
          loginType: SIGN_IN_PROVIDER_LOGIN_TYPE[provider],
          loginDTO: { code, ...(state ? { state } : {}) },
        }),
      )
      .then((answer) => completeLogin(answer, { loginType: SIGN_IN_PROVIDER_LOGIN_TYPE[provider], account: null }));
    exchanges.set(code, pending);
  }
  return pending;
}

/**
 * /oauth-callback/{provider}?code&state (SPEC §2, §7): the provider's return. The code and state
 * go to commonLogin (3 Google, 2 Apple, 4 Facebook), where the server checks the state, PKCE and
 * the ID token. Another provider is "Unsupported provider" (SPEC §8).
 */
export function OauthCallback({ provider }: { provider: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const state = searchParams.get('state') ?? undefined;
  // Nothing to exchange: another provider (SPEC §8), or the provider returned an error instead of a code.
  const refused = !isSignInProvider(provider)
    ? t('messages:unsupported_provider')
    : !code
      ? t('messages:warning_sign_in_failed')
      : null;
  const [exchangeFailure, setExchangeFailure] = useState<string | null>(null);
  const failure = refused ?? exchangeFailure;

  useEffect(() => {
    if (!isSignInProvider(provider) || !code) return;
    let current = true;
    exchange(provider, code, state).then(
      (outcome) => current && void navigate(outcome === 'registering' ? REGISTER_PATH : '/', { replace: true }),
      (error: unknown) => current && setExchangeFailure(errorText(error)),
    );
    return () => {
      current = false;
    };
  }, [provider, code, state, navigate]);

  if (!failure) return <PageLoading />;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-ink-900">{t('pages:oauth_callback.failed_heading')}</h1>
      <p role="alert" className="mt-3 text-ink-600">
        {failure}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClassName('secondary')}>
          {t('common:coming_soon.back_home')}
        </Link>
        <Button onClick={() => void requestLogin()}>{t('pages:auth.log_in')}</Button>
      </div>
    </section>
  );
}
