import type { JobDefinition } from '../../jobs/jobs.plugin.ts';
import { processDueRefunds } from './refunds.service.ts';

export const PROCESS_DUE_REFUNDS_JOB = 'refunds.process-due';

/**
 * Asks the gateway for the refunds that are due: every minute (a try that failed comes back after
 * its backoff, one cut off by a crash after its claim's delay), and at once when a refund is
 * requested (docs/decisions/refunds.md).
 */
export const processDueRefundsJob: JobDefinition = {
  name: PROCESS_DUE_REFUNDS_JOB,
  schedule: '* * * * *',
  run: (ctx, _data, stopping) => processDueRefunds(ctx, new Date(), { stopping }),
};
