import type { CollectionTarget, ListedTargetType } from '@wellfit/contracts/collections';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { favourites } from './favourites.tables.ts';
import { selectVisibleTargetIds } from './target-visibility.queries.ts';

function sameTarget(userId: number, target: CollectionTarget) {
  return and(
    eq(favourites.userId, userId),
    eq(favourites.targetType, target.targetType),
    eq(favourites.targetId, target.targetId),
  );
}

/** The unique (user, type, id) constraint makes a repeated add, even a concurrent one, a no-op. */
export async function insertFavourite(db: Database, userId: number, target: CollectionTarget): Promise<void> {
  await db
    .insert(favourites)
    .values({ userId, ...target })
    .onConflictDoNothing({ target: [favourites.userId, favourites.targetType, favourites.targetId] });
}

export async function deleteFavourite(db: Database, userId: number, target: CollectionTarget): Promise<void> {
  await db.delete(favourites).where(sameTarget(userId, target));
}

export async function favouriteExists(db: Database, userId: number, target: CollectionTarget): Promise<boolean> {
  const rows = await db.select({ id: favourites.id }).from(favourites).where(sameTarget(userId, target)).limit(1);
  return rows.length > 0;
}

/** A page of the ids of the member's favourites of one type that are still visible, newest favourite first. */
export function selectFavouriteIds(
  db: Database,
  userId: number,
  targetType: ListedTargetType,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  return selectVisibleTargetIds(db, favourites, favourites.createdAt, userId, targetType, page);
}
