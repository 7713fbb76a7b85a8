import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cartItems } from './cart.tables.ts';

/** Product lines only: an add-on line belongs to its product line. */
export async function countProductLines(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ lines: count() })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), isNull(cartItems.parentCartItemId)));
  return row?.lines ?? 0;
}
