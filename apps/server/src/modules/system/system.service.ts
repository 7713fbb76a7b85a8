import type { HealthAnswer } from '@wellfit/contracts/system';
import type { DatabaseHandle } from '../../db/client.ts';

/** Ready means the database answers; liveness needs nothing (a stuck database should not restart the process). */
export async function readiness(database: DatabaseHandle): Promise<HealthAnswer> {
  return { status: (await database.ping()) ? 'ok' : 'unavailable' };
}
