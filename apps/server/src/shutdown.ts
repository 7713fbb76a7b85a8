import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client.ts';

/** What the primary process of several sends its workers to close them gracefully. */
export const SHUT_DOWN_MESSAGE = 'wellfit:shut-down';

/**
 * Stops accepting connections, lets requests in flight finish (app.close()), then closes the
 * database. Connections still open at half of timeoutMs are cut; rejects if the whole takes
 * longer than timeoutMs, so nothing can hold the process forever.
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
  // app.close() closes the connections idle when it starts; a browser's kept-alive connection
  // that was busy then, or one it opened ahead and has not used, would stay open until its
  // keep-alive or header timeout (a minute) and hold the shutdown past its limit (seen with
  // Chromium fetching a favicon as the close began). A request still running by now is cut.
  const cutConnections = setTimeout(() => app.server.closeAllConnections(), timeoutMs / 2);
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
    clearTimeout(cutConnections);
  }
}

/**
 * A node behind a load balancer (docs/deployment.md): /readyz answers 503 at once, requests
 * keep being served for `drainMs` while the balancer's health check notices and stops sending,
 * then the server closes gracefully. With drainMs 0 (one host) it closes at once.
 */
export async function drainThenClose(
  app: FastifyInstance,
  database: DatabaseHandle,
  timeoutMs: number,
  drainMs: number,
): Promise<void> {
  app.readiness.drain();
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await closeGracefully(app, database, timeoutMs);
}

/**
 * SIGTERM (process managers) and SIGINT (Ctrl-C) close gracefully; a second signal or the
 * timeout exits at once. A worker of several (cluster.ts) also closes when its primary asks,
 * by message, or goes away: a message repeats nothing, since Ctrl-C reaches both processes.
 */
export function exitOnSignals(app: FastifyInstance, database: DatabaseHandle, timeoutMs: number, drainMs = 0): void {
  let closing = false;
  const shutDown = (reason: string) => {
    if (closing) return;
    closing = true;
    app.log.info(drainMs > 0 ? { reason, drainMs } : { reason }, 'shutting down');
    drainThenClose(app, database, timeoutMs, drainMs).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'forced shutdown');
        process.exit(1);
      },
    );
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    shutDown(signal);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  if (cluster.isWorker) {
    process.on('message', (message) => {
      if (message === SHUT_DOWN_MESSAGE) shutDown('asked by the primary process');
    });
    process.on('disconnect', () => shutDown('the primary process is gone'));
  }
}
