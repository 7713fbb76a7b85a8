import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageLoading } from '~/components/ui/page-loading';
import { requestLogin } from '../request-login';
import { useSession } from '../session-store';

// Only visitors who dismiss the login on a needAuth page download the dialog code.
const LoginRequiredPrompt = lazy(() => import('./login-required-prompt'));
// Member pages fetch with TanStack Query; its code loads with the first of them, not with the home page.
const QueryProvider = lazy(() => import('~/lib/query-provider'));

/**
 * SPEC §2/§4 guard for needAuth and checkAuth pages: wait for app start, then without a token
 * ask for login (a successful login reloads the page). A needAuth page whose login was dismissed
 * shows the Homepage/Cancel prompt instead of its content; a checkAuth page renders anyway.
 */
export function MemberGate({ needAuth, children }: { needAuth: boolean; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);

  useEffect(() => {
    if (!session.ready || session.token) return;
    let current = true;
    void requestLogin().then((loggedIn) => {
      if (!current) return;
      if (loggedIn) window.location.reload();
      else setDismissedAt(location.key);
    });
    return () => {
      current = false;
    };
  }, [session.ready, session.token, location.key]);

  if (!session.ready) return <PageLoading />;
  if (session.token || !needAuth) {
    return (
      <Suspense fallback={<PageLoading />}>
        <QueryProvider>{children}</QueryProvider>
      </Suspense>
    );
  }
  if (dismissedAt !== location.key) return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      <LoginRequiredPrompt />
    </Suspense>
  );
}
