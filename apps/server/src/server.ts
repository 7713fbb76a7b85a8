import cluster from 'node:cluster';
import { mkdir } from 'node:fs/promises';
import { startWorkers } from './cluster.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { createLogger } from './logger.ts';
import { describeCodeDelivery } from './modules/notifications-delivery/code-delivery-banner.ts';
import { describeCardPayment } from './modules/payments/payment-banner.ts';
import { seedIfEmpty } from './seed/seed-on-start.ts';
import { serve } from './serve.ts';

/**
 * `npm start` / `npm run dev`: migrate, seed an empty database, then serve, in this process or
 * (WEB_CONCURRENCY > 1, production on PostgreSQL) in workers sharing the port; shut down gracefully.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  if (cluster.isWorker) {
    await serve(config, log, await createDatabase(config), { withWebApp: true });
    return;
  }

  await mkdir(config.uploadsDir, { recursive: true });
  const database = await createDatabase(config);
  log.info({ database: database.kind }, 'database opened');
  await runMigrations(database);
  const demoAccounts = config.seedOnStart ? await seedIfEmpty(database, { log, dataDir: config.dataDir }) : undefined;

  let port: number;
  if (config.webConcurrency === 1) {
    port = await serve(config, log, database, { withWebApp: true });
  } else {
    await database.close();
    port = await startWorkers({
      count: config.webConcurrency,
      log,
      shutdownTimeoutMs: config.shutdownTimeoutMs + config.drainMs,
    });
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
