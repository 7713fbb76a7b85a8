import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client.ts';

/**
 * Stops accepting connections, lets requests in flight finish (app.close()), then closes the
 * database. Rejects if that takes longer than timeoutMs, so a stuck request cannot hold the
 * process forever.
 */
export async function closeGracefully(
  app: FastifyInstance,
  database: DatabaseHandle,
  timeoutMs: number,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`shutdown took longer than ${timeoutMs} ms`)), timeoutMs);
    timer.unref();
  });
  try {
    await Promise.race([
      (async () => {
        await app.close();
        await database.close();
      })(),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** SIGTERM (process managers) and SIGINT (Ctrl-C) close gracefully; a second signal or the timeout exits at once. */
export function exitOnSignals(app: FastifyInstance, database: DatabaseHandle, timeoutMs: number): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    closeGracefully(app, database, timeoutMs).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'forced shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
