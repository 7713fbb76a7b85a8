import { useCallback, useEffect, useMemo, useState } from 'react';
import { STORAGE_KEYS } from '@wellfit/contracts/constants';
import { storage, type StoredValueGuard } from '~/lib/storage';

const isIdList: StoredValueGuard<number[]> = (value): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isSafeInteger(id) && id > 0);

/**
 * The cart lines the member ticked, kept in local storage under selected_cart_item_ids (SPEC §9)
 * so the choice survives a reload. Ids of lines no longer buyable drop out once the list is
 * known; a member who never chose starts with every buyable line ticked.
 */
export function useSelectedCartIds(buyableIds: readonly number[] | undefined) {
  const [stored, setStored] = useState<number[] | null>(() => storage.get(STORAGE_KEYS.selectedCartItemIds, isIdList));

  const selected = useMemo(() => {
    if (!buyableIds) return [];
    if (stored === null) return [...buyableIds];
    const buyable = new Set(buyableIds);
    return stored.filter((id) => buyable.has(id));
  }, [buyableIds, stored]);

  useEffect(() => {
    if (buyableIds) storage.set(STORAGE_KEYS.selectedCartItemIds, selected);
  }, [buyableIds, selected]);

  const toggle = useCallback(
    (id: number, on: boolean) =>
      setStored(() =>
        on ? [...selected.filter((other) => other !== id), id] : selected.filter((other) => other !== id),
      ),
    [selected],
  );
  const setAll = useCallback((on: boolean) => setStored(on ? [...(buyableIds ?? [])] : []), [buyableIds]);
  /**
   * Drops lines about to be deleted before the delete is sent: pricing is then asked only for
   * lines that still exist (it answers 404 for a line that is gone).
   */
  const forget = useCallback(
    (ids: readonly number[]) => setStored(() => selected.filter((id) => !ids.includes(id))),
    [selected],
  );

  return { selected, toggle, setAll, forget };
}
