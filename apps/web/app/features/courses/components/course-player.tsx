import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { requestLogin } from '~/lib/request-login';
import { useSession } from '~/lib/session-store';
import type { CoursePlayerProps } from './course-player-props';
import { CheckingNotice, PlayerScreen, VideoParts } from './player-screen';

// A member's player brings TanStack Query, the API client and the contracts' zod schemas: a
// dozen files that a visitor, asked to log in first, never needs (and the page's first paint
// and hydration would wait for).
const MemberPlayer = lazy(() => import('./member-player'));

/**
 * The course page's player. The server, and hydration, show what every visitor sees while app
 * start checks the session (SPEC §4): the poster, the videos, and "checking". A visitor without
 * a session is then asked to log in, from the screen or any video; a member gets the player.
 */
export function CoursePlayer(props: CoursePlayerProps) {
  const { t } = useTranslation();
  const session = useSession();
  const visitorPlayer = (gate: React.ReactNode) => (
    <>
      <PlayerScreen poster={props.poster} gate={gate} />
      <VideoParts videos={props.videos} current={null} onPlay={() => void requestLogin()} />
    </>
  );
  let player;
  if (!session.ready) {
    player = visitorPlayer(<CheckingNotice />);
  } else if (session.token === null) {
    player = visitorPlayer(
      <div className="flex flex-col items-center gap-3 text-center">
        <p className="text-white">{t('courses:player.login_required')}</p>
        <Button onClick={() => void requestLogin()}>{t('courses:player.login')}</Button>
      </div>,
    );
  } else {
    player = (
      <Suspense fallback={visitorPlayer(<CheckingNotice />)}>
        <MemberPlayer {...props} />
      </Suspense>
    );
  }
  return (
    <section aria-label={t('courses:player.label')} data-testid="course-player">
      {player}
    </section>
  );
}
