import { useEffect, useRef } from 'react';
import type { CollectionTarget } from '@wellfit/contracts/collections';
import QueryProvider from '~/lib/query-provider';
import { useCollectionStatus } from '../api/get-collection-status';
import { useToggleCollection } from '../api/toggle-collection';
import { HeartButton } from './heart-button';

interface MemberFavouriteButtonProps {
  target: CollectionTarget;
  /** The visitor pressed the heart, then logged in: add the favourite as soon as this mounts. */
  likeOnMount: boolean;
  className?: string;
}

/** The toast that confirms the server's answer, loaded with the first press. */
function announce(target: CollectionTarget, liked: boolean): void {
  void import('../favourite-toast').then(({ confirmFavourite }) => confirmFavourite(target.targetType, liked));
}

function MemberHeart({ target, likeOnMount, className }: MemberFavouriteButtonProps) {
  const status = useCollectionStatus(target, true);
  const toggle = useToggleCollection();
  const likedOnMount = useRef(false);
  const { mutate } = toggle;

  useEffect(() => {
    if (!likeOnMount || likedOnMount.current) return;
    likedOnMount.current = true;
    mutate({ ...target, like: true }, { onSuccess: (like) => announce(target, like) });
  }, [likeOnMount, mutate, target]);

  const liked = status.data === true;
  return (
    <HeartButton
      liked={liked}
      disabled={status.isPending && !toggle.isPending}
      onPress={() => toggle.mutate({ ...target, like: !liked }, { onSuccess: (like) => announce(target, like) })}
      className={className}
    />
  );
}

/**
 * The member's heart: loaded only with a session, with the query client it needs (the root
 * layout has none, to keep TanStack Query out of visitors' JavaScript, lib/query-provider.tsx).
 */
export default function MemberFavouriteButton(props: MemberFavouriteButtonProps) {
  return (
    <QueryProvider>
      <MemberHeart {...props} />
    </QueryProvider>
  );
}
