import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { serve } from '../serve.ts';

/**
 * One app node of the two-node test (nodes.test.ts), started from source with tsx: the server's
 * own serve() on an already migrated PostgreSQL database, configured by the environment like
 * `npm start`, without the web app (the test calls the API, and building the web app would cost
 * the test suite minutes). Migrating and seeding are left to the test: nodes of a real
 * deployment migrate at start (docs/deployment.md), which they do one at a time behind an
 * advisory lock.
 */
const config = loadConfig();
const port = await serve(config, createLogger(config), await createDatabase(config), { withWebApp: false });
console.info(`node listening on ${port}`);
