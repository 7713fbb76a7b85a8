import { createContext } from 'react';

/**
 * Landmarks on one page need distinct names, or a screen reader's list of regions offers the
 * same entry twice (axe landmark-unique). Home cards are named by their editors' titles, and
 * an untitled carousel by one default word, so two cards can share a name: from the second on,
 * a repeated name gets its ordinal. The first keeps its plain name (its visible heading).
 */
export function repeatedLandmarkLabels(
  names: ReadonlyArray<string | null>,
  label: (name: string, ordinal: number) => string,
): Array<string | undefined> {
  const seen = new Map<string, number>();
  return names.map((name) => {
    if (!name) return undefined;
    const ordinal = (seen.get(name) ?? 0) + 1;
    seen.set(name, ordinal);
    return ordinal === 1 ? undefined : label(name, ordinal);
  });
}

/** The name a card's landmark takes instead of its own when that name repeats (see above). */
export const RepeatedLandmarkLabel = createContext<string | undefined>(undefined);
