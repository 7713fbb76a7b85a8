import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ensureNamespaces } from '~/lib/i18n.client';
import { closeAuthDialog, useAuthDialog } from '~/lib/auth-dialog-store';
import { readToken } from '~/lib/token';
import { REGISTER_PATH, type RegisterLocationState } from '~/lib/register-path';

/**
 * The dialogs bring react-hook-form, zod and the contracts' rules: they download when one opens,
 * never with the page (the home page's JavaScript budget). Their text, the `pages` namespace,
 * downloads beside the code: the build would only ask for it once the code had arrived and run.
 */
export async function loadLoginDialog() {
  const [dialog] = await Promise.all([import('./login-dialog'), ensureNamespaces(['pages'])]);
  return dialog;
}
const LoginDialog = lazy(loadLoginDialog);

/**
 * A visitor on a needAuth or checkAuth page is asked to log in as soon as app start has run
 * (SPEC §2): the dialog starts downloading as such a page hydrates, not only when it opens. A
 * failure here is left to the dialog's own import when it opens.
 */
let preloaded = false;
export function preloadLoginDialogForVisitor(): void {
  if (preloaded || typeof window === 'undefined' || readToken()) return;
  preloaded = true;
  loadLoginDialog().catch(() => undefined);
}
const SignUpDialog = lazy(() => import('./sign-up-dialog'));
const ResetPasswordDialog = lazy(() => import('./reset-password-dialog'));
const ResetRequiredNotice = lazy(() =>
  import('./account-notice-dialog').then((module) => ({ default: module.ResetRequiredNotice })),
);
const ResetDoneNotice = lazy(() =>
  import('./account-notice-dialog').then((module) => ({ default: module.ResetDoneNotice })),
);

/**
 * Mounted once in the header: shows the account dialog that is open (auth-dialog-store). After a
 * dialog login a new member goes to /register, and a login made on /register goes to / (SPEC §4).
 */
export function AuthDialogs() {
  const view = useAuthDialog();
  const navigate = useNavigate();
  const location = useLocation();
  if (view === null) return null;

  const onLoggedIn = (outcome: 'loggedIn' | 'registering') => {
    if (outcome === 'registering' && location.pathname !== REGISTER_PATH) {
      const state: RegisterLocationState = { returnTo: location.pathname + location.search };
      void navigate(REGISTER_PATH, { state });
    } else if (outcome === 'loggedIn' && location.pathname === REGISTER_PATH) {
      void navigate('/');
    }
  };

  return (
    <Suspense fallback={null}>
      {view === 'login' && <LoginDialog onClose={closeAuthDialog} onLoggedIn={onLoggedIn} />}
      {view === 'signUp' && <SignUpDialog onClose={closeAuthDialog} onLoggedIn={onLoggedIn} />}
      {view === 'reset' && <ResetPasswordDialog onClose={closeAuthDialog} />}
      {view === 'resetRequired' && <ResetRequiredNotice onClose={closeAuthDialog} />}
      {view === 'resetDone' && <ResetDoneNotice onClose={closeAuthDialog} />}
    </Suspense>
  );
}
