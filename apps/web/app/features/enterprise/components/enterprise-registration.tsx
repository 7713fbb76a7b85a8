import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClassName } from '~/components/ui/button';
import { PageLoading } from '~/components/ui/page-loading';
import { REGISTER_PATH, type SignInWithCredentials } from '~/lib/register-path';
import { errorText } from '~/lib/error-text';
import { waitForAppReady } from '~/lib/wait-for-app-ready';
import { checkEzAccount } from '../api/check-ez-account';

// The link's token is checked once per page load, even if the effect runs twice (development).
const checks = new Map<string, Promise<'loggedIn' | 'registering'>>();

function signInWithToken(token: string, signIn: SignInWithCredentials) {
  let pending = checks.get(token);
  if (!pending) {
    pending = waitForAppReady()
      .then(() => checkEzAccount(token))
      .then(signIn);
    checks.set(token, pending);
  }
  return pending;
}

/** /ezr/{token} (SPEC §2, §7 checkEzAccount): the enterprise link's token signs the member in. */
export function EnterpriseRegistration({ token, signIn }: { token: string; signIn: SignInWithCredentials }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    signInWithToken(token, signIn).then(
      (outcome) => current && void navigate(outcome === 'registering' ? REGISTER_PATH : '/', { replace: true }),
      (error: unknown) => current && setFailure(errorText(error)),
    );
    return () => {
      current = false;
    };
  }, [token, signIn, navigate]);

  if (!failure) return <PageLoading />;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-ink-900">{t('titles:enterprise_registration')}</h1>
      <p role="alert" className="mt-3 text-ink-600">
        {failure}
      </p>
      <Link to="/" className={buttonClassName('secondary', 'mt-8')}>
        {t('common:coming_soon.back_home')}
      </Link>
    </section>
  );
}
