import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { ConfigError, loadConfig } from '../config.ts';
import { createDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import {
  DEFAULT_SEED,
  DatabaseNotEmptyError,
  MAX_SCALE,
  MIN_SCALE,
  describeDemoAccounts,
  resetDatabase,
  seedDemoData,
  type SeedProgress,
} from './seed.ts';

const USAGE = `Usage: npm run seed -- [--scale N] [--seed S] [--reset]

  --scale N   ${MIN_SCALE} (default, the demo set) to ${MAX_SCALE} (10,000 products, 100,000 members)
  --seed S    random seed (default ${DEFAULT_SEED}); the same seed gives the same data
  --reset     empty every table first (otherwise the database must have no members)

The database is DATABASE_URL (PostgreSQL) or the PGlite under DATA_DIR; pictures go to DATA_DIR/uploads/seed.`;

function parseInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new UsageError(`--${name} must be an integer, got "${value}"`);
  return parsed;
}

class UsageError extends Error {}

function readOptions(argv: string[]): { scale: number; seed: number; reset: boolean } | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const scale = parseInteger('scale', values.scale, MIN_SCALE);
  if (scale < MIN_SCALE || scale > MAX_SCALE)
    throw new UsageError(`--scale must be from ${MIN_SCALE} to ${MAX_SCALE}, got ${scale}`);
  return { scale, seed: parseInteger('seed', values.seed, DEFAULT_SEED), reset: values.reset ?? false };
}

interface ProgressDisplay {
  update(progress: SeedProgress): void;
  stop(): void;
}

/** One bar per table, added as the seed reaches it; tables without a known size fill as they go. */
function progressBars(): ProgressDisplay {
  const multibar = new cliProgress.MultiBar(
    {
      format: ' {table} {bar} {value}/{total}',
      hideCursor: true,
      clearOnComplete: false,
      stopOnComplete: false,
      barsize: 30,
    },
    cliProgress.Presets.shades_classic,
  );
  const bars = new Map<string, cliProgress.SingleBar>();
  const width = 22;
  return {
    update({ table, inserted, total }) {
      const target = Math.max(total, inserted);
      let bar = bars.get(table);
      if (!bar) {
        bar = multibar.create(target, 0, { table: table.padEnd(width) });
        bars.set(table, bar);
      }
      bar.setTotal(target);
      bar.update(inserted, { table: table.padEnd(width) });
    },
    stop() {
      multibar.stop();
    },
  };
}

/** Without a terminal (CI logs, redirected output) bars would be noise: a line every ten seconds instead. */
function progressLines(): ProgressDisplay {
  const rows = new Map<string, number>();
  let latest = '';
  const timer = setInterval(() => {
    const total = [...rows.values()].reduce((sum, count) => sum + count, 0);
    console.log(`  … ${total.toLocaleString('en-US')} rows so far (now: ${latest})`);
  }, 10_000);
  return {
    update({ table, inserted }) {
      rows.set(table, inserted);
      latest = table;
    },
    stop() {
      clearInterval(timer);
    },
  };
}

async function main(): Promise<number> {
  let options: ReturnType<typeof readOptions>;
  try {
    options = readOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }

  const config = loadConfig();
  const database = await createDatabase(config);
  try {
    await runMigrations(database);
    if (options.reset) {
      console.log('Emptying every table …');
      await resetDatabase(database);
    }
    console.log(
      `Seeding ${database.kind === 'pglite' ? `PGlite at ${config.pgliteDir}` : 'PostgreSQL'}: scale ${options.scale}, seed ${options.seed}`,
    );
    const bars = process.stdout.isTTY ? progressBars() : progressLines();
    let summary;
    try {
      summary = await seedDemoData(database, {
        scale: options.scale,
        seed: options.seed,
        dataDir: config.dataDir,
        onProgress: (progress) => bars.update(progress),
      });
    } finally {
      bars.stop();
    }
    const width = Math.max(...Object.keys(summary.rows).map((name) => name.length));
    console.log('');
    for (const [table, count] of Object.entries(summary.rows))
      console.log(`  ${table.padEnd(width)}  ${count.toLocaleString('en-US').padStart(11)}`);
    const seconds = (summary.elapsedMs / 1000).toFixed(1);
    console.log(
      `\n${summary.totalRows.toLocaleString('en-US')} rows in ${seconds} s; pictures: ${summary.images.written} drawn, ${summary.images.skipped} already there (${summary.images.pool} in the pool).\n`,
    );
    console.log(describeDemoAccounts());
    return 0;
  } catch (error) {
    if (error instanceof DatabaseNotEmptyError) {
      console.error(`Not seeded: ${error.message}.`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
