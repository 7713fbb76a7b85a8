/*
 * Shipping fee rule (SPEC §2 shows a free-shipping message but gives no amounts;
 * docs/decisions/freight.md). Staff set the amounts in the data dictionary; these defaults apply
 * while they are unset, and the demo data (seeded orders, the free-shipping line, the FAQ)
 * quotes them, so the threshold is written only here. No zod: pages may import it.
 */

export interface FreightRule {
  /** NT$ charged below the threshold. */
  flatFee: number;
  /** NT$ of goods from which shipping is free. */
  freeThreshold: number;
}

export const DEFAULT_FREIGHT: FreightRule = { flatFee: 100, freeThreshold: 1500 };

/**
 * The fee for goods worth `goodsAmount` (after product reductions, before coupons): nothing to
 * ship costs nothing; from the threshold up shipping is free.
 */
export function freightFor(rule: FreightRule, goodsAmount: number): number {
  if (goodsAmount <= 0 || goodsAmount >= rule.freeThreshold) return 0;
  return rule.flatFee;
}
