import { useEffect, useRef } from 'react';
import QueryProvider from '~/lib/query-provider';
import { useFollowCoach } from '../api/follow-coach';
import { useCoachMemberState } from '../api/get-coach-member-state';
import { FollowControls, type CoachFollowProps } from './follow-controls';

type MemberCoachFollowProps = CoachFollowProps & {
  /** The visitor pressed Follow, then logged in: follow as soon as this mounts. */
  followOnMount: boolean;
};

function MemberFollow({ coachId, coachName, publicFollowerCount, followOnMount }: MemberCoachFollowProps) {
  const state = useCoachMemberState(coachId, true);
  const follow = useFollowCoach(coachId);
  const followedOnMount = useRef(false);
  const { mutate } = follow;

  useEffect(() => {
    if (!followOnMount || followedOnMount.current) return;
    followedOnMount.current = true;
    mutate(true);
  }, [followOnMount, mutate]);

  const following = state.data?.isFavorite === 1;
  return (
    <FollowControls
      coachName={coachName}
      following={following}
      followerCount={state.data ? state.data.followerCount : publicFollowerCount}
      disabled={follow.isPending || state.isPending}
      onPress={() => mutate(!following)}
    />
  );
}

/** The member's follow button, with the query client it needs (lib/query-provider.tsx). */
export default function MemberCoachFollow(props: MemberCoachFollowProps) {
  return (
    <QueryProvider>
      <MemberFollow {...props} />
    </QueryProvider>
  );
}
