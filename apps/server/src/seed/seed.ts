import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database, DatabaseHandle } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { seedCatalog } from './catalog.seed.ts';
import { seedContent } from './content.seed.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemoMembers } from './demo-members.seed.ts';
import { SeedImagePool, type RenderResult } from './images/seed-image-pool.ts';
import { seedGeneratedMembers } from './members.seed.ts';
import { seedDemoOperators } from './operators.seed.ts';
import { SeedContext, type SeedProgress } from './seed-context.ts';
import { seedVolumes } from './seed-volumes.ts';
import { DEFAULT_SEED, createSeededFaker } from './seeded-random.ts';
import { memberCount } from './member-count.ts';
import { seedShopOffers } from './shop-offers.seed.ts';
import { seedSite } from './site.seed.ts';
import { writeDemoClips } from './videos/demo-clips.ts';

export type { SeedProgress } from './seed-context.ts';
export { DEFAULT_SEED } from './seeded-random.ts';
export { MAX_SCALE, MIN_SCALE } from './seed-volumes.ts';
export {
  DEMO_ACCOUNTS,
  DEMO_OPERATORS,
  DEMO_OPERATOR_PASSWORD,
  DEMO_PASSWORD,
  describeDemoAccounts,
} from './demo-accounts.ts';

export interface SeedDemoDataOptions {
  /** 1 (default) is the demo set; 100 the load-test set (seed-volumes.ts). */
  scale?: number;
  seed?: number;
  /** DATA_DIR: pictures go to <dataDir>/uploads/seed and are served at /uploads/seed. */
  dataDir: string;
  /** The seeding instant the demo's dates are relative to; pass one to get identical rows twice. */
  now?: Date;
  onProgress?: (progress: SeedProgress) => void;
}

export interface SeedSummary {
  /** Rows written per table. */
  rows: Record<string, number>;
  totalRows: number;
  images: RenderResult & { pool: number };
  elapsedMs: number;
}

/** Thrown when the target already has members: seeding adds to nothing, it never merges. */
export class DatabaseNotEmptyError extends Error {
  override name = 'DatabaseNotEmptyError';
}

/** Serialises seeders: two processes starting on one empty database must not both seed it. */
const SEED_LOCK_KEY = 20_261_121;

function allTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
}

/**
 * One argon2id hash of the demo password for every seeded member (hashing 100,000 times would
 * take minutes); its salt comes from the seed, so the hash is as repeatable as the rest.
 */
async function demoPasswordHash(seed: number): Promise<string> {
  const faker = createSeededFaker(seed, 'password-salt');
  const salt = Uint8Array.from({ length: 16 }, () => faker.number.int({ min: 0, max: 255 }));
  return hash(DEMO_PASSWORD, { salt });
}

/** Counters kept beside the rows they count must agree with the rows the seed wrote. */
async function reconcileCounters(db: Database): Promise<void> {
  await db.execute(sql`
    update coupons set claimed_count = claims.count
    from (select coupon_id, count(*)::int as count from user_coupons group by coupon_id) as claims
    where claims.coupon_id = coupons.id`);
}

/**
 * Fills an empty, migrated database with demo data: deterministic for a seed and instant,
 * written in one transaction (all or nothing) with multi-row INSERTs in batches. Pictures are
 * drawn while the members are written.
 */
export async function seedDemoData(database: DatabaseHandle, options: SeedDemoDataOptions): Promise<SeedSummary> {
  const started = performance.now();
  const scale = options.scale ?? 1;
  const seed = options.seed ?? DEFAULT_SEED;
  const volumes = seedVolumes(scale);
  const images = new SeedImagePool();
  const passwordHash = await demoPasswordHash(seed);
  const uploadsDir = path.join(options.dataDir, 'uploads');
  let rendering: Promise<RenderResult> | undefined;
  let counts = new Map<string, number>();
  // ffmpeg draws the course video clips on its own processes while the rows are written.
  const clips = writeDemoClips(options.dataDir);
  clips.catch(() => {});

  try {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if ((await memberCount(tx)) > 0)
        throw new DatabaseNotEmptyError('the database already has members; seed an empty database (or --reset)');
      const context = new SeedContext(
        tx,
        seed,
        scale,
        (options.now ?? new Date()).getTime(),
        images,
        passwordHash,
        options.onProgress,
      );
      counts = context.counts;

      const catalog = await seedCatalog(context, volumes.products);
      const content = await seedContent(context, volumes);
      await seedSite(context, catalog, content);
      // Every picture is known now; libvips draws them on its own threads while members are written.
      rendering = images.render(uploadsDir);
      rendering.catch(() => {});
      const offers = await seedShopOffers(context, catalog, content);
      // Before the members: their seeded orders name the operators who shipped and refunded them.
      await seedDemoOperators(context);
      await seedDemoMembers(context, catalog, content, offers);
      await seedGeneratedMembers(context, volumes, catalog, content, offers);

      await reconcileCounters(tx);
      for (const table of allTables()) {
        // Only integer identity ids have a sequence to move; uuid ids (sessions and such) have none.
        const id = getTableColumns(table).id;
        if (id && id.columnType !== 'PgUUID') await context.advanceIdentity(table);
      }
    });
    // Fresh statistics for the bulk-loaded tables: until autovacuum gets to them the planner
    // guesses, and a guessed one-row table turned the product page's add-on lookup into a scan
    // of every product (13 ms instead of 1 ms at scale 100). VACUUM too: it empties the GIN
    // pending list of search_tokens, which otherwise makes the planner scan every product for
    // a one-character search (墊: 65 ms instead of 2.5 ms at scale 100).
    await database.db.execute(sql`vacuum analyze`);
  } finally {
    await rendering?.catch(() => {});
  }
  const rendered = await (rendering ?? images.render(uploadsDir));
  await clips;
  const rows = Object.fromEntries([...counts.entries()].sort(([left], [right]) => left.localeCompare(right)));
  return {
    rows,
    totalRows: Object.values(rows).reduce((sum, count) => sum + count, 0),
    images: { ...rendered, pool: images.size },
    elapsedMs: Math.round(performance.now() - started),
  };
}

/** Empties every table of the schema (the `--reset` of the seed CLI); migrations stay applied. */
export async function resetDatabase(database: DatabaseHandle): Promise<void> {
  const names = allTables().map((table) => `"${getTableName(table)}"`);
  await database.db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}
