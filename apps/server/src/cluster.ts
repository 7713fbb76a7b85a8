import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { SHUT_DOWN_MESSAGE } from './shutdown.ts';

export interface WorkerPoolOptions {
  count: number;
  log: Logger;
  /** Each worker's own graceful-shutdown limit; the primary waits a little longer before killing. */
  shutdownTimeoutMs: number;
}

/**
 * The primary process of several (WEB_CONCURRENCY > 1): it starts `count` workers, each the
 * whole shop on the shared port, and resolves with that port once all of them listen. The
 * primary has migrated and seeded before, so workers only serve.
 *
 * A worker that dies after it listened is replaced; one that dies while starting would die
 * again (bad configuration, database down), so the primary stops everything and exits 1.
 * SIGTERM or SIGINT asks every worker to close gracefully, then the primary exits 0 when they
 * all did; a second signal, or a worker still running past its shutdown limit, kills them.
 */
export function startWorkers({ count, log, shutdownTimeoutMs }: WorkerPoolOptions): Promise<number> {
  const listened = new Set<number>();
  let stopping = false;
  let exitCode = 0;

  // A worker that exited may stay listed until its channel closes too.
  const running = () =>
    Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker && !worker.isDead()));

  const stop = (code: number) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) {
      for (const worker of running()) worker.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    for (const worker of running()) if (worker.isConnected()) worker.send(SHUT_DOWN_MESSAGE);
    setTimeout(() => stop(1), shutdownTimeoutMs + 2_000).unref();
    if (running().length === 0) process.exit(exitCode);
  };

  return new Promise<number>((resolve, reject) => {
    cluster.on('listening', (worker, address) => {
      listened.add(worker.id);
      if (listened.size === count) resolve(address.port);
      // A replacement still starting when the shutdown began missed the message.
      if (stopping) worker.send(SHUT_DOWN_MESSAGE);
    });
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) {
        if (code !== 0) exitCode = 1;
        if (running().length === 0) process.exit(exitCode);
        return;
      }
      if (!listened.has(worker.id)) {
        log.fatal({ workerPid: worker.process.pid, code, signal }, 'a server process failed to start');
        reject(new Error('a server process failed to start'));
        stop(1);
        return;
      }
      log.error({ workerPid: worker.process.pid, code, signal }, 'a server process died; starting another');
      cluster.fork();
    });
    // Workers accept connections themselves (the kernel picks one). Node's default has this
    // process accept every connection and pass it on: a client opening a connection per call
    // (the heartbeat bench) then loses up to half its throughput.
    cluster.schedulingPolicy = cluster.SCHED_NONE;
    process.on('SIGTERM', () => stop(0));
    process.on('SIGINT', () => stop(0));
    for (let index = 0; index < count; index += 1) cluster.fork();
  });
}
