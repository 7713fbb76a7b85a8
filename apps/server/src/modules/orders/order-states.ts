import type { OrderStatus } from '@wellfit/contracts/checkout';

/**
 * The order's allowed moves over SPEC §4's server values (docs/decisions/order-states.md).
 * transitionOrder refuses every other move; the terminal states have no way out.
 */
export const ORDER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  /** Unpaid: paid (or free) → unshipped; the member or an admin cancels; unpaid past its time → invalid. */
  pending: ['unshipped', 'cancelled', 'invalid'],
  /** Paid, not yet shipped: shipped, or cancelled with a refund. */
  unshipped: ['shipped', 'cancelled'],
  /** On its way: delivered, or returned when refused on delivery. */
  shipped: ['delivered', 'returned'],
  /** Delivered: completed when the return window closes, or returned within it. */
  delivered: ['completed', 'returned'],
  /** Completed: a late return an admin accepts. */
  completed: ['returned'],
  cancelled: [],
  returned: [],
  invalid: [],
};

export const ORDER_ACTORS = ['member', 'system', 'admin', 'payment'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_MOVES[from].includes(to);
}

/** The statuses an order may move to `to` from. */
export function statusesMovingTo(to: OrderStatus): OrderStatus[] {
  return (Object.keys(ORDER_MOVES) as OrderStatus[]).filter((from) => canMove(from, to));
}

/** Statuses whose items hold stock reserved for an unpaid order. */
export const RESERVING_STATUSES: readonly OrderStatus[] = ['pending'];
/**
 * Statuses whose items are sold (paid and not cancelled). Per SKU, initial stock = stock +
 * reserved + sold − restocked, where restocked is the received undamaged units of returns (they
 * went back to stock; damaged ones are written off and stay sold). docs/decisions/returns.md.
 */
export const SOLD_STATUSES: readonly OrderStatus[] = ['unshipped', 'shipped', 'delivered', 'completed', 'returned'];
/** Statuses that gave their stock back (a paid order cancelled before shipping too, with a full refund). */
export const RELEASED_STATUSES: readonly OrderStatus[] = ['cancelled', 'invalid'];
