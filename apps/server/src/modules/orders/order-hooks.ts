import type { ServiceContext } from '../../context.ts';

/*
 * What other modules do when an order gives back what it took (issue 35). Coupons, W Coin,
 * programmes and subscriptions register here at start-up (their modules call registerOrderHooks),
 * so the orders and refunds modules never import them. Each hook runs inside the transaction that
 * made the move, after the move happened, so it runs exactly once per move and rolls back with it.
 */

/** An order gave back everything it held: an unpaid order cancelled or lapsed, or a paid one cancelled. */
export interface OrderReleased {
  orderId: number;
  userId: number;
  /** The status it moved to. */
  to: 'cancelled' | 'invalid';
  /** The status it was in: pending (nothing was paid) or unshipped (paid; a full refund follows). */
  from: 'pending' | 'unshipped';
}

/** A refund reached the member (the gateway confirmed it). */
export interface RefundSucceeded {
  orderId: number;
  userId: number;
  refundId: number;
  amount: number;
  /** The order lines it paid back (empty for a whole-order refund of a cancelled order). */
  lines: { orderItemId: number; quantity: number; amount: number }[];
  /** True when, with this refund, everything the order's payment took has come back. */
  whole: boolean;
}

export interface OrderHooks {
  onOrderReleased?(ctx: ServiceContext, event: OrderReleased): Promise<void>;
  onRefundSucceeded?(ctx: ServiceContext, event: RefundSucceeded): Promise<void>;
}

const registered = new Map<string, OrderHooks>();

/** A module's hooks, under its name (registering the same name again replaces them: tests build many apps). */
export function registerOrderHooks(name: string, hooks: OrderHooks): void {
  registered.set(name, hooks);
}

export async function runOrderReleased(ctx: ServiceContext, event: OrderReleased): Promise<void> {
  for (const hooks of registered.values()) await hooks.onOrderReleased?.(ctx, event);
}

export async function runRefundSucceeded(ctx: ServiceContext, event: RefundSucceeded): Promise<void> {
  for (const hooks of registered.values()) await hooks.onRefundSucceeded?.(ctx, event);
}
