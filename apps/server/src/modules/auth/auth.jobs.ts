import type { JobDefinition } from '../../jobs/jobs.plugin.ts';
import { deleteExpiredAuthRecords } from './expired-records.queries.ts';

/**
 * Expired one-time codes, ended sessions, old wrong-password rows and sign-in states are
 * deleted every hour (at minute 17, off the hour when other work clusters), so the tables the
 * sign-in checks read stay small.
 */
export const purgeExpiredAuthRecordsJob: JobDefinition = {
  name: 'auth.purge-expired',
  schedule: '17 * * * *',
  run: (ctx) => deleteExpiredAuthRecords(ctx.db),
};
