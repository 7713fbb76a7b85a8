import cluster from 'node:cluster';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { startWorkers } from './cluster.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createDatabase, type DatabaseHandle } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { createLogger } from './logger.ts';
import { describeCodeDelivery } from './modules/notifications-delivery/code-delivery-banner.ts';
import { describeCardPayment } from './modules/payments/payment-banner.ts';
import { seedIfEmpty } from './seed/seed-on-start.ts';
import { exitOnSignals } from './shutdown.ts';

/** Builds the shop on an open database and listens; answers the port it listens on. */
async function serve(config: Config, log: Logger, database: DatabaseHandle): Promise<number> {
  // Loaded here, not at the top: the primary process of several only migrates and supervises,
  // and keeps none of the shop's modules in memory.
  const { buildApp } = await import('./app.ts');
  const app = await buildApp({
    config,
    database,
    logger: log,
    web: {
      webDir: config.webDir,
      mode: config.nodeEnv === 'production' ? 'production' : 'development',
      uploadsDir: config.uploadsDir,
      htmlCacheTtlMs: config.ssrCacheTtlMs,
    },
  });
  exitOnSignals(app, database, config.shutdownTimeoutMs);
  // A flash sale opens thousands of connections in the same second; Node's default accept queue
  // (511) drops the rest of their SYNs, and each dropped buyer waits out a 1 s TCP retransmit.
  // The kernel caps this at net.core.somaxconn.
  await app.listen({ host: config.host, port: config.port, backlog: 4096 });
  return (app.server.address() as AddressInfo).port;
}

/**
 * `npm start` / `npm run dev`: migrate, seed an empty database, then serve, in this process or
 * (WEB_CONCURRENCY > 1, production on PostgreSQL) in workers sharing the port; shut down gracefully.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  if (cluster.isWorker) {
    await serve(config, log, await createDatabase(config));
    return;
  }

  await mkdir(config.uploadsDir, { recursive: true });
  const database = await createDatabase(config);
  log.info({ database: database.kind }, 'database opened');
  await runMigrations(database);
  const demoAccounts = config.seedOnStart ? await seedIfEmpty(database, { log, dataDir: config.dataDir }) : undefined;

  let port: number;
  if (config.webConcurrency === 1) {
    port = await serve(config, log, database);
  } else {
    await database.close();
    port = await startWorkers({ count: config.webConcurrency, log, shutdownTimeoutMs: config.shutdownTimeoutMs });
  }
  const processes = config.webConcurrency === 1 ? '' : ` (${config.webConcurrency} server processes)`;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  console.info(`WellFit is running at ${url}${processes}`);
  if (demoAccounts) console.info(demoAccounts);
  const codeDelivery = describeCodeDelivery(config, url);
  if (codeDelivery) console.info(codeDelivery);
  console.info(describeCardPayment(config));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('WellFit could not start:', error);
  process.exit(1);
});
