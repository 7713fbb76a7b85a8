import type { HealthAnswer } from '@wellfit/contracts/system';
import type { DatabaseHandle } from '../../db/client.ts';

/**
 * Ready means not draining (shutdown.ts: the balancer must stop sending before the process stops
 * accepting) and the database answers; liveness needs nothing (a stuck database should not
 * restart the process).
 */
export async function readiness(database: DatabaseHandle, draining: boolean): Promise<HealthAnswer> {
  if (draining) return { status: 'unavailable' };
  return { status: (await database.ping()) ? 'ok' : 'unavailable' };
}
