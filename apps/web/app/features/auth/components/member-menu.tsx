import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLogin } from '~/lib/request-login';
import { useSession } from '~/lib/session-store';
import { AuthDialogs, loadLoginDialog } from './auth-dialogs';

// Members only: visitors never download the dropdown (Radix menu and its positioning engine).
const MemberDropdown = lazy(() => import('./member-dropdown'));

const PLACEHOLDER = <span className="inline-block size-11" aria-hidden="true" />;

/** The header's member menu for members, the log-in button for visitors; the account dialogs live beside it. */
export function MemberMenu() {
  return (
    <>
      <MemberMenuButton />
      <AuthDialogs />
    </>
  );
}

function MemberMenuButton() {
  const { t } = useTranslation();
  const session = useSession();

  // Until app start knows who is here, keep the space so the header does not jump.
  if (!session.ready) return PLACEHOLDER;

  if (session.user) {
    return (
      <Suspense fallback={PLACEHOLDER}>
        <MemberDropdown user={session.user} />
      </Suspense>
    );
  }

  return (
    <button
      type="button"
      // The dialog's code starts downloading as the visitor reaches for the button.
      onPointerEnter={() => void loadLoginDialog()}
      onFocus={() => void loadLoginDialog()}
      // From the header the login just sets the member in place (SPEC §4); no reload is needed.
      onClick={() => void requestLogin()}
      className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {t('common:header.log_in')}
    </button>
  );
}
