import type { CollectionTarget, ListedTargetType } from '@wellfit/contracts/collections';
import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { products } from '../catalog/catalog.tables.ts';
import { articles, coaches, courses, plans, series } from '../content/content.tables.ts';
import { isProductVisible, visibleProduct } from '../catalog/product-summaries.queries.ts';

const CONTENT_TABLES = { course: courses, plan: plans, article: articles, coach: coaches, series } as const;

/** Whether a shopper can see the item a favourite or a view points at (the polymorphic target has no foreign key). */
export async function isTargetVisible(db: Database, target: CollectionTarget): Promise<boolean> {
  if (target.targetType === 'product') return isProductVisible(db, target.targetId);
  const table = CONTENT_TABLES[target.targetType];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, target.targetId), eq(table.status, 'published')))
    .limit(1);
  return rows.length > 0;
}

/**
 * The table a listed type points at, its id, and when one of its rows is visible: member lists
 * join through it so that items hidden since they were kept drop out of both the page and the total.
 */
export function visibleTargets(targetType: ListedTargetType): { table: PgTable; id: AnyColumn; visible: SQL } {
  if (targetType === 'product') return { table: products, id: products.id, visible: visibleProduct() };
  const table = CONTENT_TABLES[targetType];
  return { table, id: table.id, visible: eq(table.status, 'published') };
}

/** A member's list of polymorphic targets: favourites or browse history. */
type MemberTargetTable = PgTable & Record<'id' | 'userId' | 'targetType' | 'targetId', AnyColumn>;

/** A page of the target ids of one type in a member's list that are still visible, newest `recency` first. */
export async function selectVisibleTargetIds(
  db: Database,
  list: MemberTargetTable,
  recency: AnyColumn,
  userId: number,
  targetType: ListedTargetType,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const target = visibleTargets(targetType);
  const condition = and(eq(list.userId, userId), eq(list.targetType, targetType), target.visible);
  const joined = eq(target.id, list.targetId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: sql<number>`${list.targetId}`.mapWith(Number) })
      .from(list)
      .innerJoin(target.table, joined)
      .where(condition)
      .orderBy(desc(recency), desc(list.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(list)
      .innerJoin(target.table, joined)
      .where(condition),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
}
