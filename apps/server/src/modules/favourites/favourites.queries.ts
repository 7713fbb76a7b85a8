import type { CollectionTarget, ListedTargetType } from '@wellfit/contracts/collections';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { favourites } from './favourites.tables.ts';
import { visibleTargets } from './target-visibility.queries.ts';

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
export async function selectFavouriteIds(
  db: Database,
  userId: number,
  targetType: ListedTargetType,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const target = visibleTargets(targetType);
  const condition = and(eq(favourites.userId, userId), eq(favourites.targetType, targetType), target.visible);
  const joined = eq(target.id, favourites.targetId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: favourites.targetId })
      .from(favourites)
      .innerJoin(target.table, joined)
      .where(condition)
      .orderBy(desc(favourites.createdAt), desc(favourites.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(favourites)
      .innerJoin(target.table, joined)
      .where(condition),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
}
