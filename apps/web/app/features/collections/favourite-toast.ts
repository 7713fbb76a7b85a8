import i18next from 'i18next';
import { LISTED_TARGET_TYPES, type CollectionTargetType } from '@wellfit/contracts/collections';
import { showToast } from '~/lib/toast';

function isListed(targetType: CollectionTargetType): targetType is (typeof LISTED_TARGET_TYPES)[number] {
  return (LISTED_TARGET_TYPES as readonly string[]).includes(targetType);
}

/**
 * Confirms a heart press beyond the heart itself, with the way to the member's favourites of
 * that type (/collection/product …). Series have no list tab yet, so theirs says it without a
 * link. Loaded on the first press, so the product page's JavaScript does not carry it.
 */
export function confirmFavourite(targetType: CollectionTargetType, liked: boolean): void {
  const text = i18next.t(liked ? 'collections:collection.added' : 'collections:collection.removed');
  showToast(
    text,
    isListed(targetType)
      ? { to: `/collection/${targetType}`, label: i18next.t('collections:collection.view') }
      : undefined,
  );
}
