import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { requestLogin } from '~/lib/request-login';
import { useSession } from '~/lib/session-store';

// Visitors never download the query code: the member panel loads only with a session.
const MemberPlanPanel = lazy(() => import('./member-plan-panel'));

function JoinButton({ onPress, disabled = false }: { onPress: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button onClick={onPress} disabled={disabled} className="w-full sm:w-auto">
      {t('content:plan.join')}
    </Button>
  );
}

/**
 * Join button, participation and today's course. The server-rendered page shows the visitor's
 * view; a member's own state is fetched after hydration (never baked into shared HTML).
 * A visitor who presses Join logs in first and is then joined.
 */
export function PlanJoinPanel({ planId, onJoined }: { planId: number; onJoined: (count: number) => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const loggedIn = session.ready && session.token !== null;
  const [joinAfterLogin, setJoinAfterLogin] = useState(false);

  if (!loggedIn) {
    const askLogin = async () => {
      if ((await requestLogin()) === 'loggedIn') setJoinAfterLogin(true);
    };
    return (
      <div className="flex flex-col items-start gap-2">
        <JoinButton onPress={() => void askLogin()} />
        <p className="text-xs text-ink-500">{t('content:plan.login_to_join')}</p>
      </div>
    );
  }
  return (
    <Suspense fallback={<JoinButton onPress={() => {}} disabled />}>
      <MemberPlanPanel planId={planId} joinOnMount={joinAfterLogin} onJoined={onJoined} />
    </Suspense>
  );
}
