import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { createLogger } from './logger.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { exitOnSignals } from './shutdown.ts';

/** `npm start` / `npm run dev`: migrate, seed an empty database, listen, and shut down gracefully. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  await mkdir(config.uploadsDir, { recursive: true });
  const database = await createDatabase(config);
  log.info({ database: database.kind }, 'database opened');
  await runMigrations(database);

  const demoAccounts = config.seedOnStart ? await seedIfEmpty(database, { log, dataDir: config.dataDir }) : undefined;

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
  await app.listen({ host: config.host, port: config.port });

  const { port } = app.server.address() as AddressInfo;
  console.info(`WellFit is running at ${config.publicUrl ?? `http://localhost:${port}`}`);
  if (demoAccounts) console.info(demoAccounts);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('WellFit could not start:', error);
  process.exit(1);
});
