import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { createServiceContext, type ServiceContext } from '../context.ts';
import type { DatabaseHandle } from '../db/client.ts';

/** Every schedule reads in the shop's time zone: "04:00" is 04:00 in Taiwan. */
export const JOB_TIME_ZONE = 'Asia/Taipei';

/** pg-boss keeps its queues and schedules in this schema of the shop's own database. */
const JOB_SCHEMA = 'pgboss';

/** One kind of background work: a queue, its handler and, if it recurs, its cron schedule. */
export interface JobDefinition {
  /** Queue name, `<module>.<what>`. */
  name: string;
  /** Five-field cron in Asia/Taipei; absent: runs only when sent. */
  schedule?: string;
  /**
   * Answers what it did (logged with the run), e.g. counts of deleted rows. A job working through
   * many items stops between them once `stopping` is aborted (the process is shutting down, its
   * database about to close); the next run, here or in another process, picks up the rest.
   */
  run(ctx: ServiceContext, data: unknown, stopping: AbortSignal): Promise<unknown>;
}

export interface Jobs {
  /** Queues one run now (or `startAfterSeconds` from now); answers the job id. */
  send(name: string, data?: object, options?: { startAfterSeconds?: number }): Promise<string>;
  /** Waits until a sent job has finished (tests, operators); rejects when it failed. */
  waitFor(name: string, id: string, timeoutMs?: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * pg-boss runs SQL through the shop's own connections: PostgreSQL's pool, or PGlite, whose
 * query() takes one statement with values and exec() several without (pg-boss sends its
 * migrations as one multi-statement text).
 */
type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

function executeSqlOn(database: DatabaseHandle): ExecuteSql {
  if (database.kind === 'postgres') {
    return async (text: string, values?: unknown[]) => database.pool.query(text, values);
  }
  return async (text: string, values?: unknown[]) => {
    if (values && values.length > 0) return database.pglite.query(text, values);
    const results = await database.pglite.exec(text);
    return results.at(-1) ?? { rows: [] };
  };
}

/**
 * What pg-boss still has under way: its statements in flight and the batches of ours it runs.
 * pg-boss's stop() can resolve while work goes on: it stops waiting for a running job after its
 * timeout, a worker whose fetch was in flight still hands the fetched batch to its handler, and
 * it marks a batch done (or failed) without awaiting the statement. Such a statement sent after
 * the database closed rejected where nobody catches it ("Cannot use a pool after calling end on
 * the pool", an uncaught rejection that ended the process). So the plugin waits until nothing
 * is under way before the database may close.
 */
function workUnderWay() {
  let statements = 0;
  let batches = 0;
  return {
    countStatements(execute: ExecuteSql): ExecuteSql {
      return async (text, values) => {
        statements += 1;
        try {
          return await execute(text, values);
        } finally {
          statements -= 1;
        }
      };
    },
    async countBatch<Result>(run: () => Promise<Result>): Promise<Result> {
      batches += 1;
      try {
        return await run();
      } finally {
        batches -= 1;
      }
    },
    /**
     * Resolves once no statement and no batch is under way. Checked between turns of the event
     * loop: whatever pg-boss does next after a statement or a batch (complete it, hand a fetched
     * batch on) it starts in the same turn, so it is counted by then.
     */
    async settled(): Promise<void> {
      while (statements > 0 || batches > 0) await sleep(STILL_UNDER_WAY_POLL_MS);
    },
  };
}

/** How often the shutdown looks again whether pg-boss's work has ended. */
const STILL_UNDER_WAY_POLL_MS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Jobs fetched at once by a process's worker of one queue, run one after another. */
const JOB_BATCH_SIZE = 20;

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The advisory lock that makes server processes set up the queues one at a time ("WFJB"). */
const QUEUE_SETUP_LOCK = 0x57464a42;

/**
 * Creating a queue is DDL (pg-boss 10 makes a partition table per queue); processes that start
 * together (WEB_CONCURRENCY) deadlocked on it in PostgreSQL. Each takes a session advisory lock
 * for its setup, so they take turns; the later ones find the queues there. PGlite is one process.
 */
async function oneProcessAtATime(database: DatabaseHandle, work: () => Promise<void>): Promise<void> {
  if (database.kind !== 'postgres') return work();
  const connection = await database.pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
    try {
      await work();
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK]);
    }
  } finally {
    connection.release();
  }
}

/**
 * Background work as jobs on the shop's database (pg-boss 10): started with the app, stopped
 * gracefully with it (a running job may finish within SHUTDOWN_TIMEOUT_MS). Several processes
 * (WEB_CONCURRENCY) share the queues: each job runs once, and pg-boss's schedule monitor sends
 * each cron tick once whatever the number of processes. docs/decisions/background-jobs.md.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: { database: DatabaseHandle; definitions: readonly JobDefinition[] }) => {
    const underWay = workUnderWay();
    const boss = new PgBoss({
      db: { executeSql: underWay.countStatements(executeSqlOn(options.database)) },
      schema: JOB_SCHEMA,
    });
    boss.on('error', (error) => app.log.error({ err: error }, 'background jobs failed'));
    const ctx = createServiceContext(options.database.db);
    const stopping = new AbortController();

    app.decorate('jobs', {
      async send(name, data = {}, options = {}) {
        const id = await boss.send(
          name,
          data,
          options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {},
        );
        if (!id) throw new Error(`job ${name} was not queued`);
        return id;
      },
      async waitFor(name, id, timeoutMs = 30_000) {
        const deadline = Date.now() + timeoutMs;
        while (Date.now() < deadline) {
          const job = await boss.getJobById(name, id);
          if (job?.state === 'completed') return;
          if (job?.state === 'failed') throw new Error(`job ${name} ${id} failed: ${JSON.stringify(job.output)}`);
          await sleep(100);
        }
        throw new Error(`job ${name} ${id} did not finish in ${timeoutMs} ms`);
      },
    } satisfies Jobs);

    app.addHook('onReady', async () => {
      await oneProcessAtATime(options.database, async () => {
        await boss.start();
        for (const definition of options.definitions) {
          await boss.createQueue(definition.name);
          if (definition.schedule) {
            await boss.schedule(definition.name, definition.schedule, {}, { tz: JOB_TIME_ZONE });
          }
        }
      });
      for (const definition of options.definitions) {
        // pg-boss fetches one batch per polling interval: one job at a time would send one order
        // e-mail a second per process however many orders wait. A batch is fetched and completed
        // in one statement each, and a full one wakes the worker at once for the next.
        const worker: { id?: string } = {};
        worker.id = await boss.work(
          definition.name,
          { pollingIntervalSeconds: 1, batchSize: JOB_BATCH_SIZE },
          async (batch) =>
            underWay.countBatch(async () => {
              for (const [index, job] of batch.entries()) {
                if (stopping.signal.aborted) {
                  // The process is stopping and its database closes once this batch is done (or
                  // the shutdown timeout passes): the batch's jobs not yet begun go back to the
                  // queue, as pg-boss puts back what a stop interrupts, and run in another process
                  // or after the restart. Begun here, they would outlive the database.
                  for (const waiting of batch.slice(index))
                    await boss.fail(definition.name, waiting.id, { message: 'not begun: the process was stopping' });
                  return;
                }
                try {
                  const result = await definition.run(ctx, job.data, stopping.signal);
                  app.log.info({ job: definition.name, id: job.id, result }, 'job done');
                } catch (error) {
                  // This job alone is retried (pg-boss completes only the batch's jobs still
                  // active): failing the batch would run its finished jobs again, an e-mail twice.
                  app.log.warn({ err: error, job: definition.name, id: job.id }, 'job failed');
                  await boss.fail(definition.name, job.id, { message: errorMessage(error) });
                }
              }
              if (batch.length === JOB_BATCH_SIZE && worker.id) boss.notifyWorker(worker.id);
            }),
        );
      }
    });
    // Before the database closes (the database plugin closes it later in onClose order, and
    // server.ts after the app). Requests in flight may still send jobs: sending needs no worker.
    app.addHook('preClose', async () => {
      // A long run (hundreds of due invoices) would otherwise go on past the database's close.
      stopping.abort();
      await boss.stop({ graceful: true, wait: true, timeout: app.config.shutdownTimeoutMs });
      // A job that outlived pg-boss's wait still ends here: the shutdown's own deadline
      // (shutdown.ts) bounds how long that may take.
      await underWay.settled();
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
