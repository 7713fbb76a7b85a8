import type { ReturnStatus } from '@wellfit/contracts/orders';

/**
 * A return's allowed moves over SPEC §4's return statuses (docs/decisions/returns.md).
 * transitionReturn refuses every other move; rejected, completed and cancelled are final.
 */
export const RETURN_MOVES: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  /** Applied for: an operator approves or rejects it, or the member withdraws it. */
  pending: ['approved', 'rejected', 'cancelled'],
  /**
   * Approved: the goods are on their way back (returning), or the warehouse receives them at once
   * (refunding); an operator may cancel it when the goods never come.
   */
  approved: ['returning', 'refunding', 'cancelled'],
  /** On its way back: received and counted, the refund asked for. */
  returning: ['refunding'],
  /** The refund was asked for; completed when the gateway confirms it. */
  refunding: ['completed'],
  rejected: [],
  completed: [],
  cancelled: [],
};

export const RETURN_ACTORS = ['member', 'system', 'admin'] as const;
export type ReturnActor = (typeof RETURN_ACTORS)[number];

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_MOVES[from].includes(to);
}

export function returnStatusesMovingTo(to: ReturnStatus): ReturnStatus[] {
  return (Object.keys(RETURN_MOVES) as ReturnStatus[]).filter((from) => canMoveReturn(from, to));
}

/** Returns that hold units of their order (a new return may not ask for them again). */
export const RETURN_HOLDING_STATUSES: readonly ReturnStatus[] = [
  'pending',
  'approved',
  'returning',
  'refunding',
  'completed',
];
