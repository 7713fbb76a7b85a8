import type { CollectionTarget, CollectionTargetType, ListedTargetType } from '@wellfit/contracts/collections';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectVisibleTargetIds } from '../favourites/target-visibility.queries.ts';
import { browseHistory } from './browse-history.tables.ts';

/** One row per member and item (unique constraint): viewing again only moves viewed_at. */
export async function upsertView(db: Database, userId: number, target: CollectionTarget): Promise<void> {
  await db
    .insert(browseHistory)
    .values({ userId, ...target })
    .onConflictDoUpdate({
      target: [browseHistory.userId, browseHistory.targetType, browseHistory.targetId],
      set: { viewedAt: sql`now()` },
    });
}

/** Drops all but the `keep` most recent views of one type. */
export async function trimViews(
  db: Database,
  userId: number,
  targetType: CollectionTargetType,
  keep: number,
): Promise<void> {
  const ofMember = and(eq(browseHistory.userId, userId), eq(browseHistory.targetType, targetType));
  const kept = db
    .select({ id: browseHistory.id })
    .from(browseHistory)
    .where(ofMember)
    .orderBy(desc(browseHistory.viewedAt), desc(browseHistory.id))
    .limit(keep);
  await db.delete(browseHistory).where(and(ofMember, sql`${browseHistory.id} not in (${kept})`));
}

export async function deleteViews(
  db: Database,
  userId: number,
  targetType: CollectionTargetType,
  targetIds: number[] | 'all',
): Promise<void> {
  await db
    .delete(browseHistory)
    .where(
      and(
        eq(browseHistory.userId, userId),
        eq(browseHistory.targetType, targetType),
        targetIds === 'all' ? undefined : inArray(browseHistory.targetId, targetIds),
      ),
    );
}

/** A page of the ids of the member's viewed items of one type still visible, most recent view first. */
export function selectViewedIds(
  db: Database,
  userId: number,
  targetType: ListedTargetType,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  return selectVisibleTargetIds(db, browseHistory, browseHistory.viewedAt, userId, targetType, page);
}
