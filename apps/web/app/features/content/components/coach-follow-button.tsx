import { lazy, Suspense, useState } from 'react';
import { requestLogin } from '~/lib/request-login';
import { useSession } from '~/lib/session-store';
import { FollowControls, type CoachFollowProps } from './follow-controls';

// Visitors never download the query code: the member's button loads only with a session.
const MemberCoachFollow = lazy(() => import('./member-coach-follow'));

/**
 * Follow button with the follower count. A visitor's press asks for login and then follows; a
 * member's own state (and the fresh count) comes after hydration from the member call.
 */
export function CoachFollowButton(props: CoachFollowProps) {
  const session = useSession();
  const loggedIn = session.ready && session.token !== null;
  const [followAfterLogin, setFollowAfterLogin] = useState(false);
  const visitorControls = (onPress: () => void, disabled: boolean) => (
    <FollowControls
      coachName={props.coachName}
      following={false}
      followerCount={props.publicFollowerCount}
      disabled={disabled}
      onPress={onPress}
    />
  );

  if (!loggedIn) {
    const askLogin = async () => {
      if ((await requestLogin()) === 'loggedIn') setFollowAfterLogin(true);
    };
    return visitorControls(() => void askLogin(), false);
  }
  return (
    <Suspense fallback={visitorControls(() => {}, true)}>
      <MemberCoachFollow {...props} followOnMount={followAfterLogin} />
    </Suspense>
  );
}
