import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageLoading } from '~/components/ui/page-loading';
import { pendingLoginRequest, requestLogin } from '~/lib/request-login';
import { useSession } from '~/lib/session-store';
import { preloadLoginDialogForVisitor } from './auth-dialogs';

// Only visitors who dismiss the login on a needAuth page download the dialog code.
const LoginRequiredPrompt = lazy(() => import('./login-required-prompt'));
// Member pages fetch with TanStack Query; its code loads with the first of them, not with the home page.
const QueryProvider = lazy(() => import('~/lib/query-provider'));

/**
 * SPEC §2/§4 guard for needAuth and checkAuth pages: wait for app start, then without a token
 * ask for login (a successful login reloads the page). A needAuth page whose login was dismissed
 * shows the Homepage/Cancel prompt instead of its content; a checkAuth page renders anyway.
 * Logging out on such a page does not ask the member to log in again.
 */
export function MemberGate({ needAuth, children }: { needAuth: boolean; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  // Called while rendering, not from an effect: hydration renders long before its effects run
  // on a slow phone, and the download is idempotent and changes nothing on screen.
  if (!session.ready) preloadLoginDialogForVisitor();
  // The page (history entry) on which the visitor was last a member.
  const [memberAt, setMemberAt] = useState<string | null>(null);
  if (session.token && memberAt !== location.key) setMemberAt(location.key);
  const sessionEndedHere = !session.token && memberAt === location.key;

  useEffect(() => {
    if (!session.ready || session.token) return;
    // Arriving without a session asks for login. A session that ends on this page asks nothing
    // new: a logout has just said goodbye (SPEC §4), and a 401 has asked already (SPEC §8).
    const pending = sessionEndedHere ? pendingLoginRequest() : null;
    if (sessionEndedHere && !pending && needAuth) {
      // Logged out on a members-only page: nothing of it is left to show, so go home rather
      // than leave an empty page behind a login prompt.
      void navigate('/', { replace: true });
      return;
    }
    const login = sessionEndedHere ? (pending ?? Promise.resolve('dismissed' as const)) : requestLogin();
    let current = true;
    void login.then((outcome) => {
      if (!current) return;
      // A new member is already on the way to /register; anyone else sees this page as a member.
      if (outcome === 'loggedIn') window.location.reload();
      else if (outcome === 'dismissed') setDismissedAt(location.key);
    });
    return () => {
      current = false;
    };
  }, [session.ready, session.token, location.key, sessionEndedHere, needAuth, navigate]);

  // A checkAuth page shows the same to everyone, so it renders at once, on the server too: its
  // content is the page's largest paint, and holding it for app start moved the whole page. Such
  // a page brings its own query client (a lazy one here would swap the server's HTML out while
  // its code loads).
  if (!needAuth) return children;
  if (!session.ready) return <PageLoading />;
  if (session.token) {
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
