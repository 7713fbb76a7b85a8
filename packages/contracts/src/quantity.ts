/*
 * How many of one SKU a shopper may choose (zod-free: the product page imports it). The server
 * refuses rather than clamps: below 1 is warning_quantity_too_small, above stock is
 * warning_quantity_exceeds_stock (cart.ts); the steppers keep the shopper inside the same bounds.
 */

/** A cart line holds at least one unit. */
export const MIN_QUANTITY = 1;

/**
 * A quantity the shopper typed or stepped to, brought within 1 … stock (whole units). With no
 * stock the answer is 1: the stepper and the purchase buttons are disabled then anyway.
 */
export function clampQuantity(quantity: number, stock: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  const upper = Math.max(MIN_QUANTITY, Math.floor(stock));
  return Math.min(Math.max(MIN_QUANTITY, Math.floor(quantity)), upper);
}
