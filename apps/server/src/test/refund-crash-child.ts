import { createServiceContext } from '../context.ts';
import { createDatabase } from '../db/client.ts';
import { SimulatedGateway } from '../modules/payments/simulated-gateway.ts';
import { processDueRefunds } from '../modules/refunds/refunds.service.ts';

/*
 * The refunds job's body in a process of its own (refunds.crash.test.ts): it runs the due refunds
 * on the database DATABASE_URL or PGLITE_DIR names, tells its parent when the gateway has given a
 * refund back, and then waits there, before recording it, until the parent kills it (SIGKILL).
 */

const database = await createDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  databasePoolMax: 2,
  pgliteDir: process.env.PGLITE_DIR ?? '',
});
const gateway = new SimulatedGateway(database.db, async () => {});
await processDueRefunds(createServiceContext(database.db), new Date(), {
  gateway,
  afterGatewayAnswer: async (refund) => {
    process.send?.({ refunded: refund.refundNo });
    await new Promise(() => {});
  },
});
process.send?.({ done: true });
await database.close();
