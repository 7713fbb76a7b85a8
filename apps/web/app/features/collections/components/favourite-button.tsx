import { lazy, Suspense, useMemo, useState } from 'react';
import type { CollectionTargetType } from '@wellfit/contracts/collections';
import { requestLogin } from '~/lib/request-login';
import { useSession } from '~/lib/session-store';
import { HeartButton } from './heart-button';

// Visitors never download the query code: their heart is off until they log in.
const MemberFavouriteButton = lazy(() => import('./member-favourite-button'));

interface FavouriteButtonProps {
  targetType: CollectionTargetType;
  targetId: number;
  className?: string;
}

/**
 * The heart that adds an item to the member's favourites (SPEC §2 /collection/{tab}). A visitor
 * sees it off; pressing it asks for login first and then adds the item. Toggling is optimistic.
 */
export function FavouriteButton({ targetType, targetId, className }: FavouriteButtonProps) {
  const session = useSession();
  const loggedIn = session.ready && session.token !== null;
  const [likeAfterLogin, setLikeAfterLogin] = useState(false);
  const target = useMemo(() => ({ targetType, targetId }), [targetType, targetId]);

  if (!loggedIn) {
    const askLogin = async () => {
      if ((await requestLogin()) === 'loggedIn') setLikeAfterLogin(true);
    };
    return <HeartButton liked={false} onPress={() => void askLogin()} className={className} />;
  }
  return (
    <Suspense fallback={<HeartButton liked={false} disabled onPress={() => {}} className={className} />}>
      <MemberFavouriteButton target={target} likeOnMount={likeAfterLogin} className={className} />
    </Suspense>
  );
}
