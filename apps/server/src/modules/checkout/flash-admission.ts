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
}

const gates = new Map<number, OfferGate>();

function gateOf(flashSaleId: number): OfferGate {
  let gate = gates.get(flashSaleId);
  if (!gate) {
    gate = { limit: pLimit(ATTEMPTS_AT_ONCE_PER_OFFER), soldOutReadAt: Number.NEGATIVE_INFINITY };
    gates.set(flashSaleId, gate);
  }
  return gate;
}

/** Called by the check that read the offer with every unit sold. */
export function rememberSoldOut(flashSaleId: number): void {
  gateOf(flashSaleId).soldOutReadAt = performance.now();
}

/**
 * Runs `attempt` when fewer than ATTEMPTS_AT_ONCE_PER_OFFER attempts on the offer are running in
 * this process, or answers sold out if an attempt has just read it so.
 */
export async function admitFlashAttempt<T>(flashSaleId: number, attempt: () => Promise<T>): Promise<T> {
  const gate = gateOf(flashSaleId);
  const soldOut = () => performance.now() - gate.soldOutReadAt < SOLD_OUT_STANDS_MS;
  if (soldOut()) throw new AppError('warning_flash_sold_out', 409);
  try {
    return await gate.limit(() => {
      if (soldOut()) throw new AppError('warning_flash_sold_out', 409);
      return attempt();
    });
  } finally {
    // An offer nobody is buying keeps no gate once its sold-out reading has lapsed.
    if (gate.limit.activeCount === 0 && gate.limit.pendingCount === 0 && !soldOut()) gates.delete(flashSaleId);
  }
}
