import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import { needsRegistration } from '@wellfit/contracts/account';
import type { UserDetails } from '@wellfit/contracts/user';
import { ConfirmDialog } from '~/components/ui/dialog';
import { Button, buttonClassName } from '~/components/ui/button';
import { PageLoading } from '~/components/ui/page-loading';
import type { RegisterLocationState } from '~/lib/register-path';
import type { CurrentUser } from '~/lib/get-user-details';
import { finishRegistration, requestLogin } from '~/lib/request-login';
import { useSession } from '~/lib/session-store';
import { useProfile } from '../api/get-profile';
import { LoadFailed } from './load-failed';
import { ProfileForm } from './profile-form';

function isRegistering(user: CurrentUser | null): boolean {
  if (!user) return false;
  return needsRegistration({
    newUser: Number(user.newUser ?? 0),
    guidance: Number(user.guidance ?? 0),
    nickName: user.nickName ?? null,
  });
}

/** Only paths of this site: a returnTo from elsewhere would make /register an open redirect. */
function safeReturnTo(state: unknown): string {
  const returnTo = (state as RegisterLocationState | null)?.returnTo;
  return returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//') && returnTo !== '/register'
    ? returnTo
    : '/';
}

/**
 * /register (SPEC §2, §4): a new member completes their profile, then goes back to where they
 * were and the login request that brought them here ends (request-login.ts). Leaving before
 * saving asks for confirmation. A visitor is offered the login dialog, in
 * which a one-time-code login signs them up.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const registering = isRegistering(session.user);
  // Read when a navigation starts; saving clears it at once, before the navigation it starts.
  const mustConfirmLeaving = useRef(false);
  useEffect(() => {
    mustConfirmLeaving.current = registering;
  }, [registering]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      mustConfirmLeaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!registering) return;
    // Closing the tab or typing another address: the browser's own confirmation.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [registering]);

  if (!session.ready) return <PageLoading />;

  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink-900">{t('titles:register')}</h1>
      {session.token ? (
        <>
          <p className="mt-2 text-ink-600">{t('pages:account.register_intro')}</p>
          <RegisterProfile
            onSaved={() => {
              mustConfirmLeaving.current = false;
              // Back where they were, what they asked for before signing up (an add to the cart)
              // happens now, as it would have after an existing account's login.
              void Promise.resolve(navigate(safeReturnTo(location.state), { replace: true })).then(() =>
                finishRegistration('loggedIn'),
              );
            }}
          />
        </>
      ) : (
        <div className="mt-6 rounded-3xl bg-white p-6 ring-1 ring-ink-100">
          <p className="text-ink-700">{t('pages:account.register_visitor')}</p>
          <Button className="mt-4" onClick={() => void requestLogin()}>
            {t('pages:account.register_start')}
          </Button>
        </div>
      )}
      {blocker.state === 'blocked' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && blocker.reset()}
          title={t('pages:account.leave_title')}
          description={t('pages:account.leave_body')}
          testId="leave-register-prompt"
        >
          <button
            type="button"
            className={buttonClassName('secondary')}
            onClick={() => {
              finishRegistration('dismissed');
              blocker.proceed();
            }}
          >
            {t('pages:account.leave_confirm')}
          </button>
          <button type="button" className={buttonClassName('primary')} onClick={() => blocker.reset()}>
            {t('pages:account.leave_stay')}
          </button>
        </ConfirmDialog>
      )}
    </section>
  );
}

function RegisterProfile({ onSaved }: { onSaved(user: UserDetails): void }) {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) return <LoadFailed onRetry={() => void profile.refetch()} />;
  return (
    <div className="mt-6 rounded-3xl bg-white p-5 ring-1 ring-ink-100">
      <ProfileForm user={profile.data} submitLabel={t('pages:account.register_submit')} onSaved={onSaved} />
    </div>
  );
}
