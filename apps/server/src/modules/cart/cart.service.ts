import type { ServiceContext } from '../../context.ts';
import { countProductLines } from './cart.queries.ts';

/** SPEC §7 cart count: the badge number (product lines in the cart). */
export function countCartItems(ctx: ServiceContext, userId: number): Promise<number> {
  return countProductLines(ctx.db, userId);
}
