/**
 * The first key of every transaction-scoped advisory lock (pg_advisory_xact_lock(class, key)),
 * in one list so that no two kinds of lock share a class and wait for each other by accident.
 * The second key is the member, offer or sender the lock serialises.
 */
export const ADVISORY_LOCK_CLASS = {
  /** A member's cart (cart.queries.ts). */
  cart: 4_0401,
  /** A member's purchases of one flash offer (orders.queries.ts). */
  flashOffer: 4_0402,
  /** A member's unpaid orders while one is placed (orders.queries.ts). */
  memberCheckout: 4_0403,
  /** A member's address book (addresses.queries.ts). */
  addressBook: 4_0404,
  /** A contact-form sender's hourly count, by address then by member (support.queries.ts). */
  contactSender: 4_0405,
} as const;

/**
 * A session-level advisory lock (pg_advisory_lock(key)) held while one node migrates: nodes
 * started together migrate one at a time, and the others find the migrations applied.
 */
export const MIGRATION_LOCK_KEY = 4_0499;
