import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { exitOnSignals } from './shutdown.ts';

/**
 * Builds the shop on an open database and listens; answers the port it listens on. SIGTERM
 * drains (DRAIN_MS, /readyz 503) and closes gracefully. Without the web app it serves the API
 * alone: the two-node test starts its nodes so from source (test/api-node.ts).
 */
export async function serve(
  config: Config,
  log: Logger,
  database: DatabaseHandle,
  { withWebApp }: { withWebApp: boolean },
): Promise<number> {
  // Loaded here, not at the top: the primary process of several only migrates and supervises,
  // and keeps none of the shop's modules in memory.
  const { buildApp } = await import('./app.ts');
  const app = await buildApp({
    config,
    database,
    logger: log,
    ...(withWebApp && {
      web: {
        webDir: config.webDir,
        mode: config.nodeEnv === 'production' ? 'production' : 'development',
        uploadsDir: config.uploadsDir,
        htmlCacheTtlMs: config.ssrCacheTtlMs,
      },
    }),
  });
  exitOnSignals(app, database, config.shutdownTimeoutMs, config.drainMs);
  // A flash sale opens thousands of connections in the same second; Node's default accept queue
  // (511) drops the rest of their SYNs, and each dropped buyer waits out a 1 s TCP retransmit.
  // The kernel caps this at net.core.somaxconn.
  await app.listen({ host: config.host, port: config.port, backlog: 4096 });
  return (app.server.address() as AddressInfo).port;
}
