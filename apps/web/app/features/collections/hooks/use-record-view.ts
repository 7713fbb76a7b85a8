import { useEffect } from 'react';
import type { CollectionTargetType } from '@wellfit/contracts/collections';
import { useSession } from '~/lib/session-store';

/**
 * Records a logged-in member's view of an item once per mount (SPEC §2 /browse-history/{tab});
 * visitors leave no history. Silent: a failure shows no toast. The call's code loads only for
 * members, so the public page's JavaScript stays as it is for visitors.
 */
export function useRecordView(targetType: CollectionTargetType, targetId: number): void {
  const { ready, token } = useSession();
  const loggedIn = ready && token !== null;

  useEffect(() => {
    if (!loggedIn || !Number.isInteger(targetId) || targetId <= 0) return;
    void import('../api/record-browse-history')
      .then(({ recordBrowseHistory }) => recordBrowseHistory({ targetType, targetId }))
      .catch(() => {
        // A lost view is not worth bothering the shopper about.
      });
  }, [loggedIn, targetType, targetId]);
}
