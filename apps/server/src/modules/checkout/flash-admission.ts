import pLimit, { type LimitFunction } from 'p-limit';
import { AppError } from '../../errors.ts';

/*
 * A flash sale's buyers arrive in the same second. Served first come, first served through the
 * database pool, every one of them read the offer before the first order committed, saw units
 * left, then read an address and a SKU and opened a transaction that failed: 50 units cost
 * 2,000 transactions, and the sold-out answers waited seconds behind them. Here a few attempts
 * per offer at a time go past the offer check in this process, and once one has read the offer
 * sold out, the others hear so for a moment without reading it again
 * (docs/decisions/flash-sale-admission.md). This orders this process only: who gets a unit is
 * decided by the database's conditional update, whatever the number of processes.
 */

/** Attempts on one offer past its check at once; the offer's row serializes their transactions anyway. */
const ATTEMPTS_AT_ONCE_PER_OFFER = 4;
/**
 * How long a read "sold out" stands for this process. Units come back only when an unpaid order
 * is cancelled or expires; a buyer may then see them this much later, never a unit that is gone.
 */
const SOLD_OUT_STANDS_MS = 1_000;

interface OfferGate {
  limit: LimitFunction;
  /** performance.now() when an attempt last read the offer with no unit left. */
  soldOutReadAt: number;
  /**
   * The request keys of the offer's orders, read just after that reading (null if the read
   * failed). Every order that holds a unit committed with it, so a refused request whose key is
   * not here made no order, and is told "sold out" without asking the database.
   */
  placedKeys: Promise<Set<string> | null>;
}

const gates = new Map<number, OfferGate>();

function gateOf(flashSaleId: number): OfferGate {
  let gate = gates.get(flashSaleId);
  if (!gate) {
    gate = {
      limit: pLimit(ATTEMPTS_AT_ONCE_PER_OFFER),
      soldOutReadAt: Number.NEGATIVE_INFINITY,
      placedKeys: Promise.resolve(null),
    };
    gates.set(flashSaleId, gate);
  }
  return gate;
}

/**
 * "Sold out" for a request whose key made none of the offer's orders: final, the caller need
 * not look for an order made under its key.
 */
export class SoldOutForNewRequest extends AppError {
  constructor() {
    super('warning_flash_sold_out', 409);
  }
}

/**
 * Called by a check that read the offer with every unit sold, with a reading of the request
 * keys of the offer's orders. Previews read the offer on every call; within the second a
 * reading stands, theirs add nothing, so the keys are read at most once a second per offer.
 */
export function rememberSoldOut(flashSaleId: number, placedKeys: () => Promise<Set<string>>): void {
  const gate = gateOf(flashSaleId);
  const now = performance.now();
  if (now - gate.soldOutReadAt < SOLD_OUT_STANDS_MS) return;
  gate.soldOutReadAt = now;
  gate.placedKeys = placedKeys().catch(() => null);
}

/**
 * Runs `attempt` when fewer than ATTEMPTS_AT_ONCE_PER_OFFER attempts on the offer are running in
 * this process, or answers sold out if an attempt has just read it so: SoldOutForNewRequest when
 * `requestKey` made none of the offer's orders, a plain AppError when it may have (the caller
 * then answers with that order).
 */
export async function admitFlashAttempt<T>(
  flashSaleId: number,
  requestKey: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const gate = gateOf(flashSaleId);
  const soldOut = () => performance.now() - gate.soldOutReadAt < SOLD_OUT_STANDS_MS;
  const refuse = async (): Promise<never> => {
    const placed = await gate.placedKeys;
    if (placed === null || placed.has(requestKey)) throw new AppError('warning_flash_sold_out', 409);
    throw new SoldOutForNewRequest();
  };
  if (soldOut()) return refuse();
  try {
    return await gate.limit(() => (soldOut() ? refuse() : attempt()));
  } finally {
    // An offer nobody is buying keeps no gate once its sold-out reading has lapsed.
    if (gate.limit.activeCount === 0 && gate.limit.pendingCount === 0 && !soldOut()) gates.delete(flashSaleId);
  }
}
